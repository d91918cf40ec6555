import type { Namespaces } from "../en";
import common from "./common.json";
import shell from "./shell.json";
import errors from "./errors.json";
import validation from "@portal/contracts/locales/az/validation.json";
import connect from "./connect.json";
import applications from "./applications.json";
import contract from "./contract.json";
import invoices from "./invoices.json";
import createInvoice from "./createInvoice.json";
import transactions from "./transactions.json";
import wallet from "./wallet.json";
import payouts from "./payouts.json";
import qrPayments from "./qrPayments.json";
import users from "./users.json";

// Typed against English so a key missing here fails type-checking.
export const az = {
  common,
  shell,
  errors,
  validation,
  connect,
  applications,
  contract,
  invoices,
  createInvoice,
  transactions,
  wallet,
  payouts,
  qrPayments,
  users,
} satisfies Namespaces;
