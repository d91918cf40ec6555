import { date, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/** Why an SMS went out: a one-time code, or an invoice's payment link. */
export const smsKinds = ["code", "invoice"] as const;
export type SmsKind = (typeof smsKinds)[number];

/** SMS sent on behalf of each account, per calendar day and kind: what texting costs (the caps are sliding windows: sms-budget.ts). */
export const smsUsage = pgTable(
  "sms_usage",
  {
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    day: date().notNull(),
    kind: text({ enum: smsKinds }).notNull(),
    sent: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.kind] })],
);
