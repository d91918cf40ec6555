import type { Language } from "@portal/contracts";
import type { Namespaces } from "./en";

export type { Namespaces } from "./en";

/**
 * Each language's texts are a chunk of their own, fetched when that language is used: the
 * portal never downloads the two it is not shown in (the size budgets of docs/architecture.md).
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
  "dashboard",
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
  "bulkInvoices",
] as const satisfies readonly (keyof Namespaces)[];
