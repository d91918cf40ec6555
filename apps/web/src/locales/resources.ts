import azCheckout from "./az/checkout.json";
import enCheckout from "./en/checkout.json";
import ruCheckout from "./ru/checkout.json";
import { az } from "./az";
import { en } from "./en";
import { ru } from "./ru";

/**
 * Every text of every language at once, for tests: the portal's namespaces, and the
 * checkout's, which only the hosted checkout page loads (`src/pay/i18n`).
 */
export const resources = {
  en: { ...en, checkout: enCheckout },
  az: { ...az, checkout: azCheckout },
  ru: { ...ru, checkout: ruCheckout },
};
