import azAuth from "./az/auth.json";
import azCheckout from "./az/checkout.json";
import enAuth from "./en/auth.json";
import enCheckout from "./en/checkout.json";
import ruAuth from "./ru/auth.json";
import ruCheckout from "./ru/checkout.json";
import azBulkInvoices from "./az/bulkInvoices.json";
import azDashboard from "./az/dashboard.json";
import azSettings from "./az/settings.json";
import enBulkInvoices from "./en/bulkInvoices.json";
import enDashboard from "./en/dashboard.json";
import enSettings from "./en/settings.json";
import ruBulkInvoices from "./ru/bulkInvoices.json";
import ruDashboard from "./ru/dashboard.json";
import ruSettings from "./ru/settings.json";
import azWidgets from "./az/widgets.json";
import enWidgets from "./en/widgets.json";
import ruWidgets from "./ru/widgets.json";
import azWebhooks from "./az/webhooks.json";
import enWebhooks from "./en/webhooks.json";
import ruWebhooks from "./ru/webhooks.json";
import azApiLog from "./az/apiLog.json";
import enApiLog from "./en/apiLog.json";
import ruApiLog from "./ru/apiLog.json";
import azSettlementReports from "./az/settlementReports.json";
import enSettlementReports from "./en/settlementReports.json";
import ruSettlementReports from "./ru/settlementReports.json";
import { az } from "./az";
import { en } from "./en";
import { ru } from "./ru";

/**
 * Every text of every language at once, for tests: the portal's namespaces, those its
 * screens load when opened (`lazyNamespaces`), and those of the light pages, which only
 * they load: the signed-out screens' (`src/auth-page/i18n`) and the checkout's (`src/pay/i18n`).
 */
export const resources = {
  en: {
    ...en,
    settings: enSettings,
    bulkInvoices: enBulkInvoices,
    dashboard: enDashboard,
    widgets: enWidgets,
    webhooks: enWebhooks,
    apiLog: enApiLog,
    settlementReports: enSettlementReports,
    auth: enAuth,
    checkout: enCheckout,
  },
  az: {
    ...az,
    settings: azSettings,
    bulkInvoices: azBulkInvoices,
    dashboard: azDashboard,
    widgets: azWidgets,
    webhooks: azWebhooks,
    apiLog: azApiLog,
    settlementReports: azSettlementReports,
    auth: azAuth,
    checkout: azCheckout,
  },
  ru: {
    ...ru,
    settings: ruSettings,
    bulkInvoices: ruBulkInvoices,
    dashboard: ruDashboard,
    widgets: ruWidgets,
    webhooks: ruWebhooks,
    apiLog: ruApiLog,
    settlementReports: ruSettlementReports,
    auth: ruAuth,
    checkout: ruCheckout,
  },
};
