import {
  currencies,
  installmentCardTypes,
  invoiceSources,
  invoiceStatuses,
  languages,
  merchantCategories,
  recurrences,
} from "@portal/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { applications } from "./applications";
import { livemode } from "./payments-mode";
import { payButtons } from "./pay-buttons";
import { users } from "./users";

/** An invoice (SPEC §3) and its payment link `/pay/{invoiceCode}`. Amounts in minor units. */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    invoiceCode: text().notNull().unique(),
    bookingId: text().notNull(),
    amount: bigint({ mode: "bigint" }).notNull(),
    currency: text({ enum: currencies }).notNull(),
    fullName: text().notNull(),
    phone: text().notNull(),
    email: text(),
    description: text().notNull(),
    linkExpirationDate: date({ mode: "string" }).notNull(),
    /** The end of the link expiration date: no payment is taken from then on. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    dueDate: date({ mode: "string" }),
    category: text({ enum: merchantCategories }),
    preAuth: boolean().notNull().default(false),
    installmentCardType: text({ enum: installmentCardTypes }),
    installmentPeriod: integer(),
    recurrence: text({ enum: recurrences }).notNull().default("none"),
    /** When a recurring invoice issues its next one; null without recurrence or once stopped. */
    scheduledPaymentDate: date({ mode: "string" }),
    recurrenceStoppedAt: timestamp({ withTimezone: true }),
    /** The recurring invoice this one was issued from. */
    parentInvoiceId: uuid(),
    checkInDate: date({ mode: "string" }),
    /** The bulk invoice and the row of its file this invoice was made of: one invoice per row, whatever retries the job takes. */
    bulkInvoiceId: uuid(),
    bulkRowNumber: integer(),
    status: text({ enum: invoiceStatuses }).notNull().default("created"),
    source: text({ enum: invoiceSources }).notNull().default("link"),
    /** The reference code a customer may type on the application's QR page (an order or table number); null elsewhere. */
    optionalCode: text(),
    /** An order of the merchant API (`source = api`): where the checkout sends the customer once paid, and the merchant's own keys. */
    returnUrl: text(),
    metadata: jsonb().$type<Record<string, string>>(),
    /** The checkout's language of an API order; other invoices follow the customer's choice. */
    language: text({ enum: languages }),
    /** The pay button whose page made it (`source = button`): its list counts and sums them. */
    payButtonId: uuid().references(() => payButtons.id),
    /** The channels it was last sent by; a recurrence sends its next invoice the same way. */
    sentBySms: boolean().notNull().default(false),
    sentByEmail: boolean().notNull().default(false),
    paidAmount: bigint({ mode: "bigint" })
      .notNull()
      .default(sql`0`),
    refundedAmount: bigint({ mode: "bigint" })
      .notNull()
      .default(sql`0`),
    createdById: uuid().references(() => users.id),
    createdByName: text().notNull(),
    completedByName: text(),
    lastModifiedByName: text(),
    lastModifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Made in live mode (real money) or in the sandbox (test cards). */
    livemode: livemode(),
  },
  (t) => [
    index().on(t.accountId, t.createdAt, t.id),
    // The merchant API's order list: one application's orders, newest first, by keyset.
    index("invoices_api_orders")
      .on(t.appId, t.createdAt, t.id)
      .where(sql`source = 'api'`),
    index().on(t.status, t.expiresAt),
    index().on(t.recurrence, t.scheduledPaymentDate),
    index().on(t.accountId, t.bookingId),
    uniqueIndex().on(t.bulkInvoiceId, t.bulkRowNumber),
    index().on(t.payButtonId),
    // Names and descriptions are searched anywhere in the text (pg_trgm).
    index("invoices_full_name_trgm").using("gin", sql`${t.fullName} gin_trgm_ops`),
    index("invoices_description_trgm").using("gin", sql`${t.description} gin_trgm_ops`),
  ],
);
