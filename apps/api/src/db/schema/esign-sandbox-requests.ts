import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** What the sandbox e-signature service is asking a signer, and what they answered. */
export const esignSandboxRequests = pgTable("esign_sandbox_requests", {
  transactionId: text().primaryKey(),
  phone: text().notNull(),
  userId: text().notNull(),
  step: text({ enum: ["auth", "sign"] }).notNull(),
  verificationCode: text().notNull(),
  decision: text({ enum: ["pending", "confirmed", "refused"] })
    .notNull()
    .default("pending"),
  /** When the sandbox answers by itself if nobody did at /sandbox/esign. */
  decideAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
