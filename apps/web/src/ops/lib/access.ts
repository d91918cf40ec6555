import type { OperatorRole } from "@portal/contracts";

/** The console's sections; what each role may open mirrors the API's 403s (DESIGN §9). */
export type Area =
  | "reviews"
  | "contracts"
  | "merchants"
  | "payouts"
  | "statements"
  | "reconciliation"
  | "operators"
  | "audit"
  | "settings";

const areasOf: Record<OperatorRole, readonly Area[]> = {
  admin: [
    "reviews",
    "contracts",
    "merchants",
    "payouts",
    "statements",
    "reconciliation",
    "operators",
    "audit",
    "settings",
  ],
  risk: ["reviews", "contracts", "merchants"],
  // Reads the queues, the applications and the merchants; decides nothing.
  support: ["reviews", "contracts", "merchants"],
  // Pays out through the bank's files, reads its statements and reconciles (payouts is the start page); looks merchants up.
  finance: ["payouts", "statements", "reconciliation", "merchants"],
};

export const areasFor = (role: OperatorRole) => areasOf[role];
export const mayOpen = (role: OperatorRole, area: Area) => areasOf[role].includes(area);

/**
 * Only a risk operator decides: approves, rejects or asks for changes, confirms or refuses a
 * signed contract, suspends and lifts, and sets a merchant's limits.
 */
export const mayDecide = (role: OperatorRole) => role === "risk";

/**
 * Only a finance operator prepares, approves and discards payout batches and uploads bank
 * statements; an admin reads them. A second finance operator approves (the server refuses the
 * one who prepared the batch).
 */
export const mayPayOut = (role: OperatorRole) => role === "finance";

/**
 * Only a finance operator imports the acquirer's settlement report, reconciles a day and
 * explains a difference (docs/reconciliation.md); an admin reads them.
 */
export const mayReconcile = (role: OperatorRole) => role === "finance";
