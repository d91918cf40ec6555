import azAuth from "./az/auth.json";
import azCommon from "./az/common.json";
import azDashboard from "./az/dashboard.json";
import azErrors from "./az/errors.json";
import azShell from "./az/shell.json";
import azValidation from "./az/validation.json";
import azContract from "./az/contract.json";
import azApplications from "./az/applications.json";
import azConnect from "./az/connect.json";
import azInvoices from "./az/invoices.json";
import azCheckout from "./az/checkout.json";
import azCreateInvoice from "./az/createInvoice.json";
import enAuth from "./en/auth.json";
import enCommon from "./en/common.json";
import enDashboard from "./en/dashboard.json";
import enErrors from "./en/errors.json";
import enShell from "./en/shell.json";
import enValidation from "./en/validation.json";
import enContract from "./en/contract.json";
import enApplications from "./en/applications.json";
import enConnect from "./en/connect.json";
import enInvoices from "./en/invoices.json";
import enCheckout from "./en/checkout.json";
import enCreateInvoice from "./en/createInvoice.json";
import ruAuth from "./ru/auth.json";
import ruCommon from "./ru/common.json";
import ruDashboard from "./ru/dashboard.json";
import ruErrors from "./ru/errors.json";
import ruShell from "./ru/shell.json";
import ruValidation from "./ru/validation.json";
import ruContract from "./ru/contract.json";
import ruApplications from "./ru/applications.json";
import ruConnect from "./ru/connect.json";
import ruInvoices from "./ru/invoices.json";
import ruCheckout from "./ru/checkout.json";
import ruCreateInvoice from "./ru/createInvoice.json";

const en = {
  common: enCommon,
  shell: enShell,
  auth: enAuth,
  dashboard: enDashboard,
  errors: enErrors,
  validation: enValidation,
  connect: enConnect,
  applications: enApplications,
  contract: enContract,
  invoices: enInvoices,
  checkout: enCheckout,
  createInvoice: enCreateInvoice,
};
type Namespaces = typeof en;

// Typed against English so a key missing from another language fails type-checking.
export const resources = {
  en,
  az: {
    common: azCommon,
    shell: azShell,
    auth: azAuth,
    dashboard: azDashboard,
    errors: azErrors,
    validation: azValidation,
    connect: azConnect,
    applications: azApplications,
    contract: azContract,
    invoices: azInvoices,
    checkout: azCheckout,
    createInvoice: azCreateInvoice,
  },
  ru: {
    common: ruCommon,
    shell: ruShell,
    auth: ruAuth,
    dashboard: ruDashboard,
    errors: ruErrors,
    validation: ruValidation,
    connect: ruConnect,
    applications: ruApplications,
    contract: ruContract,
    invoices: ruInvoices,
    checkout: ruCheckout,
    createInvoice: ruCreateInvoice,
  },
} satisfies Record<string, Namespaces>;

/** Keys name their namespace first: `auth.signIn.title`, `errors.INVALID_CREDENTIALS`. */
export const namespaces = [
  "common",
  "shell",
  "auth",
  "dashboard",
  "errors",
  "validation",
  "connect",
  "applications",
  "contract",
  "invoices",
  "checkout",
  "createInvoice",
] as const satisfies readonly (keyof Namespaces)[];
