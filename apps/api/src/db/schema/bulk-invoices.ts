import { bulkInvoiceStatuses, bulkRowOutcomes, type BulkColumn, languages } from "@portal/contracts";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { applications } from "./applications";
import { users } from "./users";

/**
 * A bulk invoice (SPEC §3): one uploaded spreadsheet, checked on upload, then processed by a
 * job into invoices (DESIGN §4). The file itself is not kept: its rows are.
 */
export const bulkInvoices = pgTable(
  "bulk_invoices",
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    appId: uuid()
      .notNull()
      .references(() => applications.id),
    fileName: text().notNull(),
    /** The file's header row as it was, for the result file. */
    headers: jsonb().$type<string[]>().notNull(),
    /** Which of the file's columns holds each known column. */
    columnIndexes: jsonb().$type<Partial<Record<BulkColumn, number>>>().notNull(),
    status: text({ enum: bulkInvoiceStatuses }).notNull().default("uploaded"),
    totalRows: integer().notNull(),
    validRows: integer().notNull(),
    createdRows: integer().notNull().default(0),
    failedRows: integer().notNull().default(0),
    sentRows: integer().notNull().default(0),
    sendBySms: boolean().notNull().default(false),
    sendByEmail: boolean().notNull().default(false),
    /** The uploader's language (the messages sent) and the address the payment links point to, from the request that started processing. */
    language: text({ enum: languages }).notNull(),
    publicOrigin: text(),
    createdById: uuid().references(() => users.id),
    createdByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /** Until when a job holds it: a job that died lets go when this passes, and another takes over. */
    leaseUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.appId, t.createdAt), index().on(t.status, t.leaseUntil)],
);

/** One row of a bulk invoice's file: its cells as text, what the check found, and the invoice made of it. */
export const bulkInvoiceRows = pgTable(
  "bulk_invoice_rows",
  {
    bulkInvoiceId: uuid()
      .notNull()
      .references(() => bulkInvoices.id, { onDelete: "cascade" }),
    /** The row's number in the spreadsheet (the header's is usually 1). */
    rowNumber: integer().notNull(),
    cells: jsonb().$type<string[]>().notNull(),
    outcome: text({ enum: bulkRowOutcomes }).notNull(),
    /** Column to a `validation.*` message key. */
    errors: jsonb().$type<Record<string, string>>(),
    invoiceId: uuid(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.bulkInvoiceId, t.rowNumber] }), index().on(t.bulkInvoiceId, t.outcome, t.rowNumber)],
);
