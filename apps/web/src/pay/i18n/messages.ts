import type { Language } from "@portal/contracts";
import { pick } from "../../light/i18n/use-page-locale";
import type checkout from "../../locales/en/checkout.json";
import type common from "../../locales/en/common.json";
import type errors from "../../locales/en/errors.json";
import type validation from "@portal/contracts/locales/en/validation.json";

/** One language's locale files, typed as the English ones (the locale tests keep the others alike). */
export interface LocaleFiles {
  checkout: typeof checkout;
  common: typeof common;
  errors: typeof errors;
  validation: typeof validation;
}

/** Codes the checkout's calls can answer; any other shows the server's own text, as an unknown code does in the portal. */
const errorCodes = [
  "VALIDATION_ERROR",
  "FORBIDDEN",
  "NOT_FOUND",
  "INVALID_STATE",
  "IDEMPOTENCY_KEY_REUSED",
  "AMOUNT_CHANGED",
  "PAYLOAD_TOO_LARGE",
  "PROOF_REQUIRED",
  "RATE_LIMITED",
  "INTERNAL",
  "UNAVAILABLE",
] as const satisfies readonly (keyof LocaleFiles["errors"])[];

/**
 * The rules a card, a 3-D Secure code, the QR page's or a pay button's fields can break
 * (card-rules, ChallengeAnswer, qr-page-rules, pay-button-rules), with their generic fallbacks.
 */
const validationKeys = [
  "required",
  "invalid",
  "tooLong",
  "cardNumber",
  "cardExpiry",
  "cvv",
  "cardExpired",
  "otp",
  "amountNumber",
  "amountMin",
  "amountZero",
  "amountMax",
  "amountDecimals",
  "payButtonAmountRange",
  "payButtonAmountFixed",
  "phone",
] as const satisfies readonly (keyof LocaleFiles["validation"])[];

/**
 * The strings the checkout page, the QR page and pay buttons' pages use, out of the portal's
 * locale files: all of their own namespace and the few shared ones they show. A page carries
 * these alone (in its data block, or in a chunk when the customer switches language), never
 * the portal's others.
 */
export function payMessages({ checkout, common, errors, validation }: LocaleFiles) {
  return {
    checkout,
    common: pick(common, ["loading", "tryAgain", "testMode"]),
    errors: pick(errors, ["generic", ...errorCodes]),
    validation: pick(validation, validationKeys),
  };
}
export type PayMessages = ReturnType<typeof payMessages>;

/** Another language's strings, fetched when the customer chooses it. */
export const loadMessages: Record<Language, () => Promise<PayMessages>> = {
  az: () => import("./az").then((m) => m.messages),
  en: () => import("./en").then((m) => m.messages),
  ru: () => import("./ru").then((m) => m.messages),
};
