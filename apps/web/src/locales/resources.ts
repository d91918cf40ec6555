import azAuth from "./az/auth.json";
import azCheckout from "./az/checkout.json";
import enAuth from "./en/auth.json";
import enCheckout from "./en/checkout.json";
import ruAuth from "./ru/auth.json";
import ruCheckout from "./ru/checkout.json";
import { az } from "./az";
import { en } from "./en";
import { ru } from "./ru";

/**
 * Every text of every language at once, for tests: the portal's namespaces, and those of
 * the light pages, which only they load: the signed-out screens' (`src/auth-page/i18n`) and
 * the checkout's (`src/pay/i18n`).
 */
export const resources = {
  en: { ...en, auth: enAuth, checkout: enCheckout },
  az: { ...az, auth: azAuth, checkout: azCheckout },
  ru: { ...ru, auth: ruAuth, checkout: ruCheckout },
};
