import type { Invoice, InvoiceHistoryEntry, InvoicePage } from "@portal/contracts";
import { pageOf as page } from "@/testing/page";

/** A page of the invoice list, cursors only where a test moves on. */
export const pageOf = (content: Invoice[], overrides: Partial<InvoicePage> = {}) =>
  page<Invoice, InvoicePage>(content, overrides);

export const historyEntry = (overrides: Partial<InvoiceHistoryEntry> = {}): InvoiceHistoryEntry => ({
  id: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
  action: "created",
  status: "created",
  actorType: "user",
  actorName: "Demo Merchant",
  details: {},
  createdAt: "2026-05-14T10:00:00.000Z",
  ...overrides,
});
