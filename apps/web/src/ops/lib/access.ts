import type { OperatorRole } from "@portal/contracts";

/** The console's sections; what each role may open mirrors the API's 403s (DESIGN §9). */
export type Area = "reviews" | "contracts" | "merchants" | "operators" | "audit" | "settings";

const areasOf: Record<OperatorRole, readonly Area[]> = {
  admin: ["reviews", "contracts", "merchants", "operators", "audit", "settings"],
  risk: ["reviews", "contracts", "merchants"],
  // Reads the queues, the applications and the merchants; decides nothing.
  support: ["reviews", "contracts", "merchants"],
  // Looks merchants up (balances, payouts); the start page is finance's own.
  finance: ["merchants"],
};

export const areasFor = (role: OperatorRole) => areasOf[role];
export const mayOpen = (role: OperatorRole, area: Area) => areasOf[role].includes(area);

/**
 * Only a risk operator decides: approves, rejects or asks for changes, confirms or refuses a
 * signed contract, suspends and lifts, and sets a merchant's limits.
 */
export const mayDecide = (role: OperatorRole) => role === "risk";
