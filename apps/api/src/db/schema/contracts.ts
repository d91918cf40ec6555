import { accountTypes, contractStatuses, contractSteps } from "@portal/contracts";
import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "./app-configs";
import { applications } from "./applications";

/** An application's contract and its mobile e-signature (DESIGN §4 "Contract"). */
export const contracts = pgTable("contracts", {
  appId: uuid()
    .primaryKey()
    .references(() => applications.id),
  accountType: text({ enum: accountTypes }).notNull(),
  status: text({ enum: contractStatuses }).notNull().default("unsigned"),
  step: text({ enum: contractSteps }).notNull().default("none"),
  waiting: boolean().notNull().default(false),
  signerPhone: text(),
  signerUserId: text(),
  /** The e-signature provider's transaction. */
  transactionId: text(),
  verificationCode: text(),
  failureReason: text({ enum: ["declined"] }),
  language: text().notNull().default("en"),
  signedPdf: bytea(),
  /** Signed outside the e-signature service (ESIGN=manual): the merchant's file, waiting for an operator. */
  uploadedPdf: bytea(),
  uploadedAt: timestamp({ withTimezone: true }),
  /** Why an operator refused the uploaded file. */
  refusalReason: text(),
  signedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
