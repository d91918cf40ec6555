import { historyActions, invoiceStatuses } from "@portal/contracts";
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { invoices } from "./invoices";

export type EventDetails = Record<string, string | number | boolean | null | string[]>;

/** The invoice's history log: every change, with who and when (DESIGN §4). */
export const invoiceEvents = pgTable(
  "invoice_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Orders the events of one moment as they were written. */
    seq: bigint({ mode: "number" }).generatedAlwaysAsIdentity(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id),
    action: text({ enum: historyActions }).notNull(),
    status: text({ enum: invoiceStatuses }).notNull(),
    actorType: text({ enum: ["user", "customer", "system"] }).notNull(),
    actorName: text(),
    details: jsonb().$type<EventDetails>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.invoiceId, t.seq)],
);
