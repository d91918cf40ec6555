import type { Language } from "@portal/contracts";
import { pick } from "../../light/i18n/use-page-locale";
import type auth from "../../locales/en/auth.json";
import type common from "../../locales/en/common.json";
import type errors from "../../locales/en/errors.json";
import type validation from "@portal/contracts/locales/en/validation.json";

/** One language's locale files, typed as the English ones (the locale tests keep the others alike). */
export interface LocaleFiles {
  auth: typeof auth;
  common: typeof common;
  errors: typeof errors;
  validation: typeof validation;
}

/** The rules the signed-out forms can break (contracts' auth schemas and the API's `fields`), with the generic fallbacks. */
const validationKeys = [
  "required",
  "invalid",
  "tooLong",
  "email",
  "phone",
  "password",
  "confirmPassword",
  "passwordBreached",
  "otp",
  "recoveryCode",
] as const satisfies readonly (keyof LocaleFiles["validation"])[];

/**
 * What the sign-in says of the strong methods (an authenticator app, passkeys, recovery
 * codes). Only this page says it, so each language writes it beside its locale files
 * (i18n/en.ts, az.ts, ru.ts); this type holds the three to the same keys, and
 * strong-sign-in.test.tsx checks that each is translated and keeps the placeholders.
 */
export interface StrongSignInTexts {
  /** The sign-in form's way in without e-mail and password. */
  passkeySignIn: string;
  authenticatorTitle: string;
  authenticatorIntro: string;
  /** Once a code was texted as well: `{{phoneHint}}`. */
  authenticatorOrTextIntro: string;
  /** The step of a user whose only way is a passkey (or a code texted on request). */
  passkeyTitle: string;
  passkeyIntro: string;
  usePasskey: string;
  /** Asks for the SMS a strong-method user is not sent unless they ask. */
  textMeInstead: string;
  texted: string;
  useRecoveryCode: string;
  recoveryTitle: string;
  recoveryIntro: string;
  recoveryField: string;
  /** The browser's NotAllowedError: the user closed the prompt, it timed out, or no passkey was there. */
  passkeyCancelled: string;
  passkeyFailed: string;
}

/**
 * The strings the signed-out screens use, out of the portal's locale files: the auth
 * namespace (theirs alone), every error (any call may answer any code) and the few shared
 * ones they show, with the strong methods' words (`auth.strongSignIn`). The page carries
 * these alone, never the portal's others.
 */
export function authMessages({ auth, common, errors, validation }: LocaleFiles, strongSignIn: StrongSignInTexts) {
  return {
    // Under auth, where the shared locale files would hold it: moved into auth.json, no key changes.
    auth: { ...auth, strongSignIn },
    common: pick(common, [
      "productName",
      "loading",
      "tryAgain",
      "showPassword",
      "phoneFormat",
      "testMode",
      "notFound",
      "otp",
      "language",
    ]),
    errors,
    validation: pick(validation, validationKeys),
  };
}
export type AuthMessages = ReturnType<typeof authMessages>;

/** Another language's strings, fetched when the user chooses it. */
export const loadMessages: Record<Language, () => Promise<AuthMessages>> = {
  az: () => import("./az").then((m) => m.messages),
  en: () => import("./en").then((m) => m.messages),
  ru: () => import("./ru").then((m) => m.messages),
};
