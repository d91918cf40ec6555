import * as z from "zod/mini";
import { TransactionFilters } from "./transactions";

/** The export's media type: an Excel workbook (.xlsx). */
export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * `GET api/transactions-excel` (SPEC §7): the list's filters, and what the portal's export
 * link sends besides. The export is never paged: `offset=0` (no page size) and `page` are
 * accepted as the link sends them, and every matching row is exported. `isEmail=true` mails
 * the same file to the user instead of downloading it.
 */
export const TransactionExportQuery = z.extend(z.omit(TransactionFilters, { cursor: true }), {
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
  isEmail: z.pipe(
    z._default(z.enum(["true", "false"]), "false"),
    z.transform((value) => value === "true"),
  ),
});
export type TransactionExportQuery = z.input<typeof TransactionExportQuery>;

/** The answer to `isEmail=true` (202): the report is being made and will be mailed to `to`. */
export const TransactionReportQueued = z.object({ sent: z.literal("email"), to: z.string() });
export type TransactionReportQueued = z.infer<typeof TransactionReportQueued>;
