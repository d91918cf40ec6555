import {
  ApiError,
  CSV_MEDIA_TYPE,
  regionOf,
  SettlementReport,
  SettlementReportAppParam,
  SettlementReportExportQuery,
  SettlementReportQuery,
  SettlementReportSchedule,
  SettlementReportScheduleInput,
  XLSX_MEDIA_TYPE,
} from "@portal/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { attachmentDisposition } from "@/lib/attachment-disposition";
import { requestLanguage } from "@/lib/request-language";
import { authOf } from "@/plugins/auth";
import { settlementFile } from "./settlement-report-files";
import { settlementReportsService } from "./settlement-reports.service";

const errors = { "4xx": ApiError };
const tags = ["settlement reports"];
const security = [{ bearer: [] }];

const whose =
  "Another account's application, or for a sub-user one they were not given (User Application), is 404, as on the wallet screen.";
const period =
  "`from`/`to` are inclusive calendar days (YYYY-MM-DD) in the region's time zone (Asia/Baku; Asia/Dubai on the .ae host), at most 366 days; " +
  "`currency` names the wallet (the region's currency by default: AZN; AED on the .ae host). " +
  "400 VALIDATION_ERROR for a day that does not exist, `to` before `from` (`fields.to`) or a longer period (`fields.from`).";
const binary = z.string().register(z.globalRegistry, { format: "binary" });

/** The merchant's settlement report of an application's wallet (docs/settlement-report.md), on demand and by e-mail. */
export const settlementReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = settlementReportsService(app);
  const signedIn = app.authenticate;

  app.get("/settlement-reports/:appId", {
    schema: {
      tags,
      operationId: "getSettlementReport",
      security,
      summary:
        "An application's settlement report for a period: opening balance, what moved the wallet, closing balance, and each payout with its operations",
      description:
        "Every figure is a sum of the wallet's ledger entries, so `openingBalance` plus the `lines` is `closingBalance`, to the qapik. " +
        "`lines` are, in this order: `payments` (card payments and completed holds), `refunds` (less refused ones), `transfersIn`, `transfersOut`, `fees`, " +
        "`paidOut` (withdrawals, payouts and top-ups the bank had taken by the period's end), `held` (those not taken by then: in review, on their way or returned) " +
        "and `returned` (amounts and fees given back). `payouts` are the withdrawals, payouts and top-ups that left the wallet in the period, oldest first, " +
        "with their status now and `lines`: the wallet's operations since the previous one left up to it (at most 5,000 in a report; `linesComplete` says when older ones are left out). " +
        `${period} ${whose}`,
      params: SettlementReportAppParam,
      querystring: SettlementReportQuery,
      response: { 200: SettlementReport, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => reports.report(authOf(req), req.params.appId, req.query, regionOf(req.hostname), app.readDb(req)),
  });

  app.get("/settlement-reports/:appId/export", {
    schema: {
      tags,
      operationId: "exportSettlementReport",
      security,
      summary: "The same settlement report as a file to download: Excel (.xlsx) or CSV",
      description:
        "`format=xlsx` (the default): sheets for the summary, the payouts and their operations; `format=csv`: the same tables one after another, " +
        "UTF-8 with a byte-order mark, RFC 4180 quoting, exact decimal amounts. Texts in the user's language (Accept-Language: az, en or ru), " +
        "times on the region's clock; text that would start a formula is written with a leading `'`. " +
        "The file is named for the application and the period (`settlement-report-<application>-<from>_<to>.<format>`). " +
        `${period} ${whose}`,
      params: SettlementReportAppParam,
      querystring: SettlementReportExportQuery,
      response: {
        200: {
          description: "The report's file, as an attachment.",
          content: { [XLSX_MEDIA_TYPE]: { schema: binary }, [CSV_MEDIA_TYPE]: { schema: binary } },
        },
        ...errors,
      },
    },
    preHandler: signedIn,
    handler: async (req, reply) => {
      const { format, ...query } = req.query;
      const region = regionOf(req.hostname);
      const report = await reports.report(authOf(req), req.params.appId, query, region, app.readDb(req));
      const file = await settlementFile(report, format, requestLanguage(req), region);
      // The schema's 200 documents the bytes; what is sent is the file itself.
      const untyped: FastifyReply = reply;
      return untyped
        .code(200)
        .type(file.contentType)
        .header("content-disposition", attachmentDisposition(file.name))
        .send(file.content);
    },
  });

  app.get("/settlement-reports/:appId/schedule", {
    schema: {
      tags,
      operationId: "getSettlementReportSchedule",
      security,
      summary:
        "The signed-in user's schedule of this application's settlement report by e-mail; null when there is none",
      description:
        "Each user has their own schedule per application. `next` is the period the next e-mail covers; it goes to `email` within the hour after that period ends " +
        `(days of the account's region, Asia/Baku). ${whose}`,
      params: SettlementReportAppParam,
      response: { 200: z.nullable(SettlementReportSchedule), ...errors },
    },
    preHandler: signedIn,
    handler: (req) => reports.schedule(authOf(req), req.params.appId),
  });

  app.put("/settlement-reports/:appId/schedule", {
    schema: {
      tags,
      operationId: "updateSettlementReportSchedule",
      security,
      summary:
        "E-mail this application's settlement report to the signed-in user daily, weekly or monthly, as .xlsx or CSV",
      description:
        "Daily covers yesterday, weekly the last Monday to Sunday, monthly the last calendar month; each period is e-mailed once, in the user's language, after it ends. " +
        "A new schedule (or a new frequency) starts with the period under way; changing only the format keeps what was sent. " +
        `400 VALIDATION_ERROR for an unknown frequency or format. ${whose}`,
      params: SettlementReportAppParam,
      body: SettlementReportScheduleInput,
      response: { 200: SettlementReportSchedule, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => reports.setSchedule(authOf(req), req.params.appId, req.body),
  });

  app.delete("/settlement-reports/:appId/schedule", {
    schema: {
      tags,
      operationId: "deleteSettlementReportSchedule",
      security,
      summary: "Stop e-mailing this application's settlement report to the signed-in user",
      description: `204 once stopped; 404 when no report was scheduled. ${whose}`,
      params: SettlementReportAppParam,
      response: { 204: z.null(), ...errors },
    },
    preHandler: signedIn,
    handler: async (req, reply) => {
      await reports.removeSchedule(authOf(req), req.params.appId);
      return reply.code(204).send(null);
    },
  });
};
