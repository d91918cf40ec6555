import azAuth from "./az/auth.json";
import azCheckout from "./az/checkout.json";
import enAuth from "./en/auth.json";
import enCheckout from "./en/checkout.json";
import ruAuth from "./ru/auth.json";
import ruCheckout from "./ru/checkout.json";
import azBulkInvoices from "./az/bulkInvoices.json";
import azSettings from "./az/settings.json";
import enBulkInvoices from "./en/bulkInvoices.json";
import enSettings from "./en/settings.json";
import ruBulkInvoices from "./ru/bulkInvoices.json";
import ruSettings from "./ru/settings.json";
import { az } from "./az";
import { en } from "./en";
import { ru } from "./ru";

/**
 * Every text of every language at once, for tests: the portal's namespaces, those its
 * screens load when opened (`lazyNamespaces`), and those of the light pages, which only
 * they load: the signed-out screens' (`src/auth-page/i18n`) and the checkout's (`src/pay/i18n`).
 */
export const resources = {
  en: { ...en, settings: enSettings, bulkInvoices: enBulkInvoices, auth: enAuth, checkout: enCheckout },
  az: { ...az, settings: azSettings, bulkInvoices: azBulkInvoices, auth: azAuth, checkout: azCheckout },
  ru: { ...ru, settings: ruSettings, bulkInvoices: ruBulkInvoices, auth: ruAuth, checkout: ruCheckout },
};
