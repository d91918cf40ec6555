import type { Language } from "@portal/contracts";
import { pick } from "../../light/i18n/use-page-locale";
import type auth from "../../locales/en/auth.json";
import type common from "../../locales/en/common.json";
import type errors from "../../locales/en/errors.json";
import type validation from "../../locales/en/validation.json";

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
] as const satisfies readonly (keyof LocaleFiles["validation"])[];

/**
 * The strings the signed-out screens use, out of the portal's locale files: the auth
 * namespace (theirs alone), every error (any call may answer any code) and the few shared
 * ones they show. The page carries these alone, never the portal's others.
 */
export function authMessages({ auth, common, errors, validation }: LocaleFiles) {
  return {
    auth,
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
