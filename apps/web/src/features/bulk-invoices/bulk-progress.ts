import type { BulkInvoice } from "@portal/contracts";

/** How far processing is: valid rows made into invoices or failed, of all valid rows. */
export function progressOf({
  createdRows,
  failedRows,
  validRows,
}: Pick<BulkInvoice, "createdRows" | "failedRows" | "validRows">) {
  const done = createdRows + failedRows;
  const percent = validRows > 0 ? Math.min(100, Math.floor((done / validRows) * 100)) : 100;
  return { done, total: validRows, percent };
}

/** How often a screen asks again while a job makes the invoices. */
export const POLL_MS = 1500;
