import { type BulkColumn, bulkColumns } from "@portal/contracts";
import type { ScreenT } from "@/lib/screen-translation";
import { errorMessage, serverError } from "@/lib/api-error";
import { validationMessage } from "@/lib/validation-message";

const isBulkColumn = (name: string): name is BulkColumn => (bulkColumns as readonly string[]).includes(name);
const columnOrder = (name: string) => (isBulkColumn(name) ? bulkColumns.indexOf(name) : bulkColumns.length);

/** A column's name as the invoice form and the sample table's header say it; an unknown one as the server named it. */
export const columnLabel = (t: ScreenT<"bulkInvoices">, column: string) =>
  isBulkColumn(column) ? t(`invoices.fields.${column}`) : column;

/**
 * What is wrong with a row, one text a column in the sample table's order: the column's
 * `validation.*` message, headed by the column's name unless the message names it already
 * ("Phone: Invalid phone number.", but "Full name is required").
 */
export function rowErrorTexts(t: ScreenT<"bulkInvoices">, errors: Record<string, string> | null): string[] {
  return Object.entries(errors ?? {})
    .sort(([a], [b]) => columnOrder(a) - columnOrder(b))
    .map(([column, key]) => {
      const label = columnLabel(t, column);
      const text = validationMessage(key, label);
      return text.includes(label) ? text : `${label}: ${text}`;
    });
}

/** Why an upload was refused: the server's reason, and for a table without the sample's columns, which ones it lacks. */
export interface UploadFailure {
  message: string;
  missingColumns: string[];
}

export function uploadFailure(t: ScreenT<"bulkInvoices">, error: unknown): UploadFailure {
  const body = serverError(error);
  const fields = body?.fields ?? {};
  if (body?.code === "SPREADSHEET_INVALID") {
    const missing = Object.keys(fields).sort((a, b) => columnOrder(a) - columnOrder(b));
    return { message: errorMessage(error), missingColumns: missing.map((column) => columnLabel(t, column)) };
  }
  // The application is no longer live (it was disabled since the page loaded): its own words say so.
  if (body?.code === "VALIDATION_ERROR" && fields.appId)
    return { message: validationMessage(fields.appId, t("bulkInvoices.application.label")), missingColumns: [] };
  return { message: errorMessage(error), missingColumns: [] };
}
