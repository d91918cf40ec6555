import {
  type BulkColumn,
  bulkColumnHeaders,
  type BulkProcessRequest,
  type BulkRow,
  type BulkRowOutcome,
  calendarDateOf,
  type Language,
  mayDo,
  messages,
  PAGE_SIZE,
  pageFrom,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { findApplication } from "@/modules/applications/applications.repo";
import { listInvoicesOfBulk, toInvoice } from "@/modules/invoices/invoices.repo";
import type { AuthContext } from "@/plugins/auth";
import { checkRow, columnIndexesOf, valuesOf } from "./bulk-rows";
import { resultWorkbook } from "./bulk-workbooks";
import {
  bookingIdsTaken,
  type BulkInvoiceRow,
  findBulkInvoice,
  insertBulkInvoice,
  insertRows,
  listBulkInvoices,
  listRows,
  markProcessing,
  setRowCounts,
  toBulkInvoice,
} from "./bulk.repo";
import { readSpreadsheetApart } from "./spreadsheet/read-apart";
import type { UploadedFile } from "./spreadsheet-upload";

const pageOf = <T>(content: T[], page: number, total: number) => pageFrom(content, page, PAGE_SIZE, total);

/** Bulk invoices (SPEC §2, §7 Bulk): a spreadsheet checked on upload, then made into invoices by a job. */
export function bulkInvoicesService(app: FastifyInstance, startProcessing: () => Promise<void>) {
  const { db, clock } = app;

  async function liveApplication(auth: AuthContext, appId: string) {
    const found = (await findApplication(db, auth.scope, appId))?.app;
    if (!found) throw new AppError("NOT_FOUND", "No such application.");
    if (found.status !== "live") {
      throw new AppError("VALIDATION_ERROR", "Only a live application can issue invoices.", {
        fields: { appId: messages.appNotLive },
      });
    }
    return found;
  }

  async function mine(auth: AuthContext, id: string) {
    const found = await findBulkInvoice(db, auth.scope, id);
    if (!found) throw new AppError("NOT_FOUND", "No such bulk invoice.");
    return found;
  }

  /**
   * Reads and checks the file (once the application is known to be the caller's and live),
   * and keeps its rows with what the check found, a slice at a time as the reading process
   * sends them, in one transaction: nothing is kept of a file refused as a whole. Each row's
   * problems are named per column, duplicate booking ids included (an earlier row of the
   * file, or an invoice of the account).
   */
  async function upload(
    auth: AuthContext,
    appId: string,
    receive: (use: (file: UploadedFile) => Promise<BulkInvoiceRow>) => Promise<BulkInvoiceRow>,
    language: Language,
  ) {
    const application = await liveApplication(auth, appId);
    const created = await receive(async (file) => {
      const reader = readSpreadsheetApart(file.path, app.log);
      const first = await reader.next();
      const headers = !first.done && "header" in first.value ? first.value.header : [];
      const { indexes, missing } = columnIndexesOf(headers);
      if (missing.length > 0) {
        await reader.return(undefined);
        const names = missing.map((c) => bulkColumnHeaders.en[c]).join(", ");
        throw new AppError("SPREADSHEET_INVALID", `The file's first row lacks the sample table's columns: ${names}.`, {
          fields: Object.fromEntries(missing.map((c) => [c, messages.required])),
        });
      }
      const now = clock();
      const today = calendarDateOf(now);
      const seen = new Set<string>();
      return db.transaction(async (tx) => {
        const bulk = await insertBulkInvoice(tx, {
          accountId: auth.user.accountId,
          appId,
          fileName: file.fileName.slice(0, 255),
          headers,
          columnIndexes: indexes,
          totalRows: 0,
          validRows: 0,
          language,
          createdById: auth.user.id,
          createdByName: auth.user.fullName,
          createdAt: now,
        });
        let total = 0;
        let valid = 0;
        for await (const message of reader) {
          if (!("rows" in message)) continue;
          const checked = message.rows.map(({ rowNumber, cells }) => {
            const values = valuesOf(cells, indexes);
            const errors: Record<string, string> = checkRow(values, today).errors ?? {};
            if (values.bookingId && seen.has(values.bookingId)) errors.bookingId ??= messages.bookingIdInFile;
            seen.add(values.bookingId);
            return { rowNumber, cells, bookingId: values.bookingId, errors };
          });
          const taken = await bookingIdsTaken(tx, auth.user.accountId, [
            ...new Set(checked.map((r) => r.bookingId).filter(Boolean)),
          ]);
          const rows = checked.map((r) => {
            if (taken.has(r.bookingId)) r.errors.bookingId ??= messages.bookingIdTaken;
            const bad = Object.keys(r.errors).length > 0;
            return {
              bulkInvoiceId: bulk.id,
              rowNumber: r.rowNumber,
              cells: r.cells,
              outcome: bad ? ("invalid" as const) : ("valid" as const),
              errors: bad ? r.errors : null,
            };
          });
          await insertRows(tx, rows);
          total += rows.length;
          valid += rows.filter((r) => r.outcome === "valid").length;
        }
        if (total === 0)
          throw new AppError("SPREADSHEET_INVALID", "The file has a header but no invoice rows under it.");
        return setRowCounts(tx, bulk.id, total, valid);
      });
    });
    return toBulkInvoice(created, application.appName);
  }

  async function list(auth: AuthContext, appId: string, page: number) {
    const application = (await findApplication(db, auth.scope, appId))?.app;
    if (!application) throw new AppError("NOT_FOUND", "No such application.");
    const found = await listBulkInvoices(db, appId, page);
    return pageOf(
      found.rows.map((r) => toBulkInvoice(r, application.appName)),
      page,
      found.total,
    );
  }

  async function detail(auth: AuthContext, id: string) {
    const { bulk, appName } = await mine(auth, id);
    return toBulkInvoice(bulk, appName);
  }

  async function rows(auth: AuthContext, id: string, page: number, outcome?: BulkRowOutcome) {
    const { bulk } = await mine(auth, id);
    const found = await listRows(db, id, page, outcome);
    const content: BulkRow[] = found.rows.map(({ row, invoiceCode }) => ({
      rowNumber: row.rowNumber,
      values: valuesOf(row.cells, bulk.columnIndexes) as Record<BulkColumn, string>,
      outcome: row.outcome,
      errors: row.errors,
      invoiceId: row.invoiceId,
      invoiceCode: invoiceCode ?? null,
    }));
    return pageOf(content, page, found.total);
  }

  async function invoicesOf(auth: AuthContext, id: string, page: number, origin: string) {
    const { appName } = await mine(auth, id);
    const found = await listInvoicesOfBulk(db, id, page);
    return pageOf(
      found.rows.map((r) => toInvoice(r, appName, origin)),
      page,
      found.total,
    );
  }

  /**
   * Starts making the valid rows into invoices (once: a second call is a conflict), each sent
   * by the chosen channels; sending needs Send link (SPEC §6) besides Create link.
   */
  async function process(
    auth: AuthContext,
    id: string,
    channels: z.output<typeof BulkProcessRequest>,
    language: Language,
    origin: string,
  ) {
    if (
      (channels.sms || channels.email) &&
      !mayDo({ userType: auth.user.userType, privileges: auth.privileges }, "sendInvoice")
    ) {
      throw new AppError("FORBIDDEN", "Sending invoices needs the Send link permission.");
    }
    const { bulk, appName } = await mine(auth, id);
    await liveApplication(auth, bulk.appId);
    if (bulk.validRows === 0)
      throw new AppError("INVALID_STATE", "No row of this file is valid: fix the file and upload it again.");
    const started = await markProcessing(db, id, {
      startedAt: clock(),
      sendBySms: channels.sms,
      sendByEmail: channels.email,
      language,
      publicOrigin: origin,
    });
    if (!started) throw new AppError("INVALID_STATE", `This bulk invoice is already ${bulk.status}.`);
    await startProcessing();
    return toBulkInvoice(started, appName);
  }

  /** The result file, named after the uploaded one. */
  async function result(auth: AuthContext, id: string, language: Language, origin: string) {
    const { bulk } = await mine(auth, id);
    const base = bulk.fileName.replace(/\.xlsx?$/i, "").replace(/[^\p{L}\p{N} ._-]/gu, "_");
    return { fileName: `${base}-result.xlsx`, stream: resultWorkbook(db, bulk, language, origin) };
  }

  return { upload, list, detail, rows, invoicesOf, process, result };
}
