import { PassThrough } from "node:stream";
import {
  ApiError,
  regionOf,
  TransactionExportQuery,
  TransactionReportQueued,
  XLSX_MEDIA_TYPE,
} from "@portal/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { requestLanguage } from "@/lib/request-language";
import { authOf } from "@/plugins/auth";
import { requireAction } from "@/plugins/permissions";
import { ExportAborted, exportFileName, writeTransactionsExport } from "./transaction-export";
import { transactionReports } from "./transaction-report";

const description =
  "Every transaction of the account (of a sub-user: of their applications) that matches the filters, newest first, as an Excel workbook (.xlsx), in the user's language (Accept-Language: az, en or ru). " +
  "Filters as for `GET api/transactionsPageable` (SPEC §3): `from`/`to` are inclusive calendar days (YYYY-MM-DD) of creation in the region's time zone (Asia/Baku; Asia/Dubai on the .ae host); " +
  "`fullName` (the invoice's customer or the card holder), `name` (the application) and `description` match anywhere in any case; " +
  "`bookingId`, `invoiceCode`, `rrn`, `orderId` and `amount` match exactly; `cardNumber` is the last 4 digits or the first 6 and last 4. " +
  "The export is never paged: `offset=0` (no page size) and `page` are accepted as the portal's export link sends them, and every matching row is in the file. " +
  "Dates are the region's wall-clock time and amounts are numbers, both formatted as such; text that would start a formula is written with a leading `'`. " +
  "`isEmail=false` (the default) downloads the file (200, streamed as it is written); `isEmail=true` answers 202 at once and mails the same file to the user's address as an attachment " +
  "(at most 10 reports an hour; 429 RATE_LIMITED beyond).";

/** SPEC §7 `GET api/transactions-excel`: the transactions list as a spreadsheet, downloaded or mailed (permission: Export payment method). */
export const transactionExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = transactionReports(app);
  app.addHook("onClose", reports.settled);

  app.get("/transactions-excel", {
    schema: {
      tags: ["transactions"],
      operationId: "exportTransactions",
      security: [{ bearer: [] }],
      summary:
        "Export the filtered transactions to Excel, or mail the report to the user (permission: Export payment method)",
      description,
      querystring: TransactionExportQuery,
      response: {
        200: {
          description: "The workbook, as an attachment named transactions-YYYY-MM-DD.xlsx.",
          content: { [XLSX_MEDIA_TYPE]: { schema: z.string().register(z.globalRegistry, { format: "binary" }) } },
        },
        202: TransactionReportQueued,
        "4xx": ApiError,
      },
    },
    preHandler: [app.authenticate, requireAction("exportPayments")],
    handler: async (req, reply) => {
      const auth = authOf(req);
      const { isEmail, offset: _everyRow, ...filters } = req.query;
      const language = requestLanguage(req);
      const region = regionOf(req.hostname);
      // Fastify answers HEAD with this handler too: it only describes the answer, and neither makes a file nor mails one.
      const described = req.method === "HEAD";
      // The schema's 200 documents the bytes; what is sent is the stream that makes them (or nothing, to HEAD).
      const untyped: FastifyReply = reply;
      if (isEmail)
        return described
          ? untyped.code(202).send()
          : reply.code(202).send(await reports.request(auth, filters, language, region, req.id));

      const now = app.clock();
      const download = untyped
        .code(200)
        .type(XLSX_MEDIA_TYPE)
        .header("content-disposition", `attachment; filename="${exportFileName(now, region)}"`)
        .header("cache-control", "no-store");
      if (described) return download.send();
      const output = new PassThrough();
      writeTransactionsExport(app.readDb(req), { scope: auth.scope, filters, language, region }, output, now).then(
        (rows) => req.log.info({ rows }, "transactions exported"),
        (err: unknown) => {
          // The headers are gone: all that is left is to cut the download short, so it fails as a whole.
          if (err instanceof ExportAborted) req.log.info("transactions export stopped: the client went away");
          else req.log.error({ err }, "transactions export failed");
          output.destroy(err instanceof Error ? err : undefined);
        },
      );
      return download.send(output);
    },
  });
};
