import type { Language } from "@portal/contracts";
import type { Namespaces } from "./en";
import type bulkInvoices from "./en/bulkInvoices.json";
import type dashboard from "./en/dashboard.json";
import type settings from "./en/settings.json";
import type webhooks from "./en/webhooks.json";
import type apiLog from "./en/apiLog.json";
import type widgets from "./en/widgets.json";
import type settlementReports from "./en/settlementReports.json";

export type { Namespaces } from "./en";

/**
 * Each language's texts are a chunk of their own, fetched when that language is used: the
 * portal never downloads the two it is not shown in (the size budgets of docs/web-portal.md).
 */
export const loadNamespaces: Record<Language, () => Promise<Namespaces>> = {
  en: () => import("./en").then((m) => m.en),
  az: () => import("./az").then((m) => m.az),
  ru: () => import("./ru").then((m) => m.ru),
};

/**
 * Keys name their namespace first: `shell.sections.billing`, `errors.INVALID_CREDENTIALS`.
 * The signed-out screens' `auth` and the checkout's `checkout` are their light pages' own.
 */
export const namespaces = [
  "common",
  "shell",
  "errors",
  "validation",
  "connect",
  "applications",
  "contract",
  "invoices",
  "createInvoice",
  "transactions",
  "wallet",
  "qrPayments",
  "payouts",
  "users",
] as const satisfies readonly (keyof Namespaces)[];

/**
 * Namespaces of one screen only, each language's a chunk of its own, fetched the first time
 * that screen asks for it (`i18n.loadNamespaces`, in the route's lazy loader): in the
 * language chunk above, every signed-in screen would download them (the size budgets).
 * Once loaded, a change of language fetches them in the new language before it switches.
 */
export const lazyNamespaces = {
  settings: {
    en: () => import("./en/settings.json").then((m) => m.default),
    az: () => import("./az/settings.json").then((m) => m.default),
    ru: () => import("./ru/settings.json").then((m) => m.default),
  },
  bulkInvoices: {
    en: () => import("./en/bulkInvoices.json").then((m) => m.default),
    az: () => import("./az/bulkInvoices.json").then((m) => m.default),
    ru: () => import("./ru/bulkInvoices.json").then((m) => m.default),
  },
  dashboard: {
    en: () => import("./en/dashboard.json").then((m) => m.default),
    az: () => import("./az/dashboard.json").then((m) => m.default),
    ru: () => import("./ru/dashboard.json").then((m) => m.default),
  },
  widgets: {
    en: () => import("./en/widgets.json").then((m) => m.default),
    az: () => import("./az/widgets.json").then((m) => m.default),
    ru: () => import("./ru/widgets.json").then((m) => m.default),
  },
  settlementReports: {
    en: () => import("./en/settlementReports.json").then((m) => m.default),
    az: () => import("./az/settlementReports.json").then((m) => m.default),
    ru: () => import("./ru/settlementReports.json").then((m) => m.default),
  },
  // Not a screen but a section of one (an application's webhooks), loaded with its code.
  webhooks: {
    en: () => import("./en/webhooks.json").then((m) => m.default),
    az: () => import("./az/webhooks.json").then((m) => m.default),
    ru: () => import("./ru/webhooks.json").then((m) => m.default),
  },
  // Another section of the same screen (an application's API log), loaded with its code.
  apiLog: {
    en: () => import("./en/apiLog.json").then((m) => m.default),
    az: () => import("./az/apiLog.json").then((m) => m.default),
    ru: () => import("./ru/apiLog.json").then((m) => m.default),
  },
} satisfies Record<string, Record<Language, () => Promise<unknown>>>;
export type LazyNamespace = keyof typeof lazyNamespaces;
export interface LazyNamespaces {
  settings: typeof settings;
  bulkInvoices: typeof bulkInvoices;
  dashboard: typeof dashboard;
  widgets: typeof widgets;
  webhooks: typeof webhooks;
  apiLog: typeof apiLog;
  settlementReports: typeof settlementReports;
}
