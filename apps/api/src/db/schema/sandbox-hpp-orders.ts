import { currencies, languages } from "@portal/contracts";
import { sql } from "drizzle-orm";
import { bigint, boolean, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const sandboxHppOrderStatuses = ["pending", "challenge", "approved", "declined"] as const;

/** A capture, refund or void the sandbox bank did, by the operation id it was asked with. */
export interface SandboxHppOperation {
  operationId: string;
  kind: "capture" | "refund" | "void";
  amount: string;
}

/**
 * The sandbox hosted acquirer's orders (ACQUIRER=sandbox-hosted): what its card page,
 * /sandbox/hpp, was asked to take and what the customer did there. Kept in the database like
 * a bank's own records, so every API process reads the same order. Only the masked card.
 */
export const sandboxHppOrders = pgTable("sandbox_hpp_orders", {
  /** The order's id at the sandbox bank: `HostedOrder.reference`. */
  id: text().primaryKey(),
  /** Goes with the id in the page's address, as a bank's does: the id alone opens nothing. */
  password: text().notNull(),
  /** Ours (`transactions.order_id`). */
  orderId: text().notNull(),
  amount: bigint({ mode: "bigint" }).notNull(),
  currency: text({ enum: currencies }).notNull(),
  description: text().notNull(),
  language: text({ enum: languages }).notNull(),
  /** False: the amount is only held (pre-authorisation). */
  capture: boolean().notNull(),
  returnUrl: text().notNull(),
  status: text({ enum: sandboxHppOrderStatuses }).notNull().default("pending"),
  maskedPan: text(),
  cardBrand: text(),
  cardHolder: text(),
  declineCode: text(),
  declineDescription: text(),
  rrn: text(),
  approvalCode: text(),
  /** Taken from the card; of a hold, what its capture took. */
  capturedAmount: bigint({ mode: "bigint" })
    .notNull()
    .default(sql`0`),
  refundedAmount: bigint({ mode: "bigint" })
    .notNull()
    .default(sql`0`),
  /** A hold released whole. */
  voided: boolean().notNull().default(false),
  operations: jsonb()
    .$type<SandboxHppOperation[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  /** An order nobody finished on the page by then is over, as a bank's page session ends. */
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  decidedAt: timestamp({ withTimezone: true }),
});
