import {
  type BulkColumn,
  bulkColumnHeaders,
  bulkColumns,
  InvoiceFields,
  invoiceDateIssues,
  isCalendarDate,
  languages,
  messages,
  normalisePhone,
  requiredBulkColumns,
} from "@portal/contracts";
import type * as z from "zod/mini";

export type RowValues = Record<BulkColumn, string>;
export type InvoiceFieldsOut = z.output<typeof InvoiceFields>;
export type RowCheck = { fields: InvoiceFieldsOut; errors: null } | { fields: null; errors: Record<string, string> };

// Case, spacing and a "required" star do not matter in a header.
const normaliseHeader = (header: string) => header.toLowerCase().replace(/\*/g, "").replace(/\s+/g, " ").trim();

const columnByHeader = new Map<string, BulkColumn>();
for (const column of bulkColumns) {
  columnByHeader.set(normaliseHeader(column), column);
  for (const language of languages) columnByHeader.set(normaliseHeader(bulkColumnHeaders[language][column]), column);
}

/** Where each known column is in the file's header row (the first of a repeated one), and which required ones it lacks. */
export function columnIndexesOf(headers: readonly string[]) {
  const indexes: Partial<Record<BulkColumn, number>> = {};
  headers.forEach((header, index) => {
    const column = columnByHeader.get(normaliseHeader(header));
    if (column && indexes[column] === undefined) indexes[column] = index;
  });
  const missing = requiredBulkColumns.filter((column) => indexes[column] === undefined);
  return { indexes, missing };
}

export function valuesOf(cells: readonly string[], indexes: Partial<Record<BulkColumn, number>>): RowValues {
  return Object.fromEntries(
    bulkColumns.map((c) => [c, indexes[c] === undefined ? "" : (cells[indexes[c]] ?? "").trim()]),
  ) as RowValues;
}

const DAY_FIRST = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/;
const YEAR_FIRST = /^(\d{4})[./-](\d{1,2})[./-](\d{1,2})$/;
const pad = (n: string) => n.padStart(2, "0");

/** A date typed as text: YYYY-MM-DD, or day first as the region writes it (DD.MM.YYYY, DD/MM/YYYY); anything else stays as typed and is refused. */
export function dateText(text: string): string {
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return `${dayFirst[3]}-${pad(dayFirst[2]!)}-${pad(dayFirst[1]!)}`;
  const yearFirst = YEAR_FIRST.exec(text);
  return yearFirst ? `${yearFirst[1]}-${pad(yearFirst[2]!)}-${pad(yearFirst[3]!)}` : text;
}

/** An amount typed as text: spaces between thousands go; a lone comma is the decimal point ("12,50"), commas beside a point group thousands ("1,234.50"). */
export function amountText(text: string): string {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  if (compact.includes(",") && !compact.includes("."))
    return /^-?\d+,\d+$/.test(compact) ? compact.replace(",", ".") : compact;
  return compact.includes(".") ? compact.replace(/,(?=\d{3}\b)/g, "") : compact;
}

/** A phone as spreadsheets hold it: often a number, so without its "+", or written the local way (050…). */
export function phoneText(text: string): string {
  const phone = normalisePhone(text);
  if (/^994\d{9}$/.test(phone)) return `+${phone}`;
  if (/^0\d{9}$/.test(phone)) return `+994${phone.slice(1)}`;
  if (/^\d{9}$/.test(phone)) return `+994${phone}`;
  return phone;
}

const YES = new Set(["yes", "y", "true", "1", "bəli", "he", "hə", "да"]);
const NO = new Set(["", "no", "n", "false", "0", "xeyr", "yox", "нет"]);

function yesOrNo(text: string): boolean | null {
  const word = text.toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : null;
}

/**
 * One row by the create form's rules (SPEC §5) and today's date rules; a rule's message is a
 * `validation.*` key, per column. Duplicate booking ids are the caller's: they need the other rows.
 */
export function checkRow(values: RowValues, today: string): RowCheck {
  const errors: Record<string, string> = {};
  const preAuth = yesOrNo(values.preAuth);
  if (preAuth === null) errors.preAuth = messages.yesOrNo;
  // An empty currency is missing, not one outside the list.
  if (values.currency === "") errors.currency = messages.required;
  const parsed = InvoiceFields.safeParse({
    bookingId: values.bookingId,
    fullName: values.fullName,
    phone: phoneText(values.phone),
    email: values.email,
    amount: amountText(values.amount),
    currency: values.currency.toUpperCase(),
    description: values.description,
    linkExpirationDate: dateText(values.linkExpirationDate),
    dueDate: dateText(values.dueDate),
    checkInDate: dateText(values.checkInDate),
    preAuth: preAuth ?? false,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0]);
      // zod's own texts (a currency not in the list) are not message keys.
      errors[column] ??= issue.message.startsWith("validation.") ? issue.message : messages.invalid;
    }
  }
  // Today's rules on a date that reads as one, whatever else the row gets wrong.
  const linkExpirationDate = dateText(values.linkExpirationDate);
  if (isCalendarDate(linkExpirationDate)) {
    for (const issue of invoiceDateIssues({ linkExpirationDate }, today)) errors[issue.path] ??= issue.message;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { fields: null, errors };
  return { fields: parsed.data, errors: null };
}
