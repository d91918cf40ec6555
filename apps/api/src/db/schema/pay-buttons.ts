import { currencies, languages, payButtonAmountModes, type PayButtonStyle, payButtonStatuses } from "@portal/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { applications } from "./applications";
import { users } from "./users";

/**
 * A pay button (SPEC §2 Widgets): the amount a merchant's page asks for, kept here so the
 * payer cannot change it; `/pay/button/{buttonId}` turns a click into an invoice
 * (`invoices.pay_button_id`). Amounts in minor units: a fixed button has `amount`, a
 * customer-entered one its optional bounds.
 */
export const payButtons = pgTable(
  "pay_buttons",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The public id in its link: 12 random bytes, base64url. */
    buttonId: text().notNull().unique(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    name: text().notNull(),
    amountMode: text({ enum: payButtonAmountModes }).notNull(),
    amount: bigint({ mode: "bigint" }),
    minAmount: bigint({ mode: "bigint" }),
    maxAmount: bigint({ mode: "bigint" }),
    currency: text({ enum: currencies }).notNull(),
    description: text().notNull(),
    language: text({ enum: languages }).notNull(),
    style: jsonb().$type<PayButtonStyle>().notNull(),
    status: text({ enum: payButtonStatuses }).notNull().default("active"),
    createdById: uuid().references(() => users.id),
    createdByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.appId, t.createdAt.desc()),
    // Whatever writes the row, a fixed button has its amount and no bounds, and a customer's has no amount.
    check(
      "pay_buttons_amounts_of_mode",
      sql`case ${t.amountMode} when 'fixed' then ${t.amount} is not null and ${t.minAmount} is null and ${t.maxAmount} is null else ${t.amount} is null end`,
    ),
  ],
);
