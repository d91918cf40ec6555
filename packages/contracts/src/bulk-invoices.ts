import * as z from "zod/mini";
import { messages } from "./field-rules";
import { Invoice } from "./invoices";
import type { Language } from "./languages";
import { PageQuery, pageOf } from "./pages";

/** SPEC §5: a bulk upload is an XLS or XLSX file of at most 25 MB (MiB, as the browser counts a file's size). */
export const BULK_MAX_BYTES = 25 * 1024 * 1024;
export const bulkFileExtensions = [".xls", ".xlsx"] as const;

/**
 * What the server reads of one file, beyond its size: an .xlsx is a zip whose content may
 * unpack to far more than it weighs, so these bound the memory a file can take (README).
 */
export const BULK_LIMITS = {
  /** Invoice rows, the header not counted. */
  rows: 100_000,
  sheets: 50,
  /** The zip's entries unpacked, all together. */
  unpackedBytes: 256 * 1024 * 1024,
} as const;

/** Whether a file's name and size pass the browser's check before upload (the server checks again). */
export function bulkFileIssue(file: { name: string; size: number }): "type" | "size" | null {
  const name = file.name.toLowerCase();
  if (!bulkFileExtensions.some((ext) => name.endsWith(ext))) return "type";
  return file.size > BULK_MAX_BYTES ? "size" : null;
}

/** The columns of the sample table, in its order; the first row of a file names them (any of the three languages). */
export const bulkColumns = [
  "bookingId",
  "fullName",
  "phone",
  "email",
  "amount",
  "currency",
  "description",
  "linkExpirationDate",
  "dueDate",
  "checkInDate",
  "preAuth",
] as const;
export type BulkColumn = (typeof bulkColumns)[number];
export const requiredBulkColumns = [
  "bookingId",
  "fullName",
  "phone",
  "amount",
  "currency",
  "description",
  "linkExpirationDate",
] as const satisfies readonly BulkColumn[];

/**
 * The sample table's header of each column, the invoice form's field names (the portal's
 * `invoices.fields`); a file's header may be in any of the languages, or the column's key.
 */
export const bulkColumnHeaders: Record<Language, Record<BulkColumn, string>> = {
  en: {
    bookingId: "Booking ID",
    fullName: "Full name",
    phone: "Phone",
    email: "E-mail",
    amount: "Amount",
    currency: "Currency",
    description: "Description",
    linkExpirationDate: "Link expiration date",
    dueDate: "Due date",
    checkInDate: "Check-in date",
    preAuth: "Pre-authorisation",
  },
  az: {
    bookingId: "Bron ID-si",
    fullName: "Ad və soyad",
    phone: "Telefon",
    email: "E-poçt",
    amount: "Məbləğ",
    currency: "Valyuta",
    description: "Təsvir",
    linkExpirationDate: "Linkin bitmə tarixi",
    dueDate: "Son ödəniş tarixi",
    checkInDate: "Giriş tarixi",
    preAuth: "Əvvəlcədən avtorizasiya",
  },
  ru: {
    bookingId: "ID бронирования",
    fullName: "Имя и фамилия",
    phone: "Телефон",
    email: "Эл. почта",
    amount: "Сумма",
    currency: "Валюта",
    description: "Описание",
    linkExpirationDate: "Срок действия ссылки",
    dueDate: "Срок оплаты",
    checkInDate: "Дата заезда",
    preAuth: "Преавторизация",
  },
};

/** DESIGN §4: uploaded (checked, waiting for the merchant) → processing (a job) → done | failed. */
export const bulkInvoiceStatuses = ["uploaded", "processing", "done", "failed"] as const;
export const BulkInvoiceStatus = z.enum(bulkInvoiceStatuses);
export type BulkInvoiceStatus = z.infer<typeof BulkInvoiceStatus>;

/** A row before processing is valid or invalid; processing makes a valid one created, or failed when a rule no longer holds. */
export const bulkRowOutcomes = ["valid", "invalid", "created", "failed"] as const;
export const BulkRowOutcome = z.enum(bulkRowOutcomes);
export type BulkRowOutcome = z.infer<typeof BulkRowOutcome>;

export const BulkInvoice = z.object({
  id: z.uuid(),
  appId: z.uuid(),
  appName: z.string(),
  fileName: z.string(),
  status: BulkInvoiceStatus,
  /** Rows read from the file (the header and empty rows not counted). */
  totalRows: z.number().check(z.int()),
  /** Rows that passed the check on upload. */
  validRows: z.number().check(z.int()),
  invalidRows: z.number().check(z.int()),
  /** Of the valid rows, made into invoices so far, and failed at processing. */
  createdRows: z.number().check(z.int()),
  failedRows: z.number().check(z.int()),
  /** Invoices whose link has gone out by SMS or e-mail. */
  sentRows: z.number().check(z.int()),
  sendBySms: z.boolean(),
  sendByEmail: z.boolean(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  /** When the merchant started processing, and when it ended. */
  startedAt: z.nullable(z.iso.datetime()),
  finishedAt: z.nullable(z.iso.datetime()),
});
export type BulkInvoice = z.infer<typeof BulkInvoice>;
export const BulkInvoicePage = pageOf(BulkInvoice);
export type BulkInvoicePage = z.infer<typeof BulkInvoicePage>;

export const BulkRow = z.object({
  /** The row's number in the spreadsheet (the header is row 1). */
  rowNumber: z.number().check(z.int()),
  /** What the file holds in each known column, as text. */
  values: z.record(z.enum(bulkColumns), z.string()),
  outcome: BulkRowOutcome,
  /** Column to a `validation.*` message key; null for a good row. */
  errors: z.nullable(z.record(z.string(), z.string())),
  invoiceId: z.nullable(z.uuid()),
  invoiceCode: z.nullable(z.string()),
});
export type BulkRow = z.infer<typeof BulkRow>;
export const BulkRowPage = pageOf(BulkRow);
export type BulkRowPage = z.infer<typeof BulkRowPage>;

export const BulkRowQuery = z.extend(PageQuery, {
  /** Only the rows with this outcome (e.g. `invalid` to fix the file). */
  outcome: z.optional(BulkRowOutcome),
});
export type BulkRowQuery = z.input<typeof BulkRowQuery>;

/** Starts processing: the valid rows become invoices, each sent by the chosen channels (both false: only created). */
export const BulkProcessRequest = z.object({
  sms: z.boolean({ error: messages.required }),
  email: z.boolean({ error: messages.required }),
});
export type BulkProcessRequest = z.input<typeof BulkProcessRequest>;

export const BulkInvoiceIdParam = z.object({ bulkInvoiceId: z.uuid() });

/** The invoices a bulk invoice made, with their payment status. */
export const BulkInvoiceInvoicePage = pageOf(Invoice);
