import multipart from "@fastify/multipart";
import {
  ApiError,
  AppIdParam,
  BULK_MAX_BYTES,
  BulkInvoice,
  BulkInvoiceIdParam,
  BulkInvoiceInvoicePage,
  BulkInvoicePage,
  BulkProcessRequest,
  BulkRowPage,
  BulkRowQuery,
  PageQuery,
  XLSX_MEDIA_TYPE,
} from "@portal/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { publicOrigin } from "@/lib/public-origin";
import { requestLanguage } from "@/lib/request-language";
import { authOf } from "@/plugins/auth";
import { requireAction, requireVerifiedEmail } from "@/plugins/permissions";
import { bulkProcessing, PROCESS_BULK_INVOICES } from "./bulk-processing";
import { sampleWorkbook } from "./bulk-workbooks";
import { bulkInvoicesService } from "./bulk.service";
import { receiveSpreadsheet, spreadsheetUpload } from "./spreadsheet-upload";
import { uploadSchema } from "@/lib/openapi-uploads";

const errors = { "4xx": ApiError };
const tags = ["bulk invoices"];
const security = [{ bearer: [] }];
const workbookAnswer = (description: string) => ({
  description,
  content: { [XLSX_MEDIA_TYPE]: { schema: z.string().register(z.globalRegistry, { format: "binary" }) } },
});

/** SPEC §7 Bulk, and the steps between upload and result the spec leaves unnamed (DESIGN §5). */
export const bulkInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  // Where this process runs the job queue (the server), processing is a job; elsewhere (tests, tools) it runs here, and closing waits for it.
  const processing = bulkProcessing(app);
  const running = new Set<Promise<unknown>>();
  async function startProcessing() {
    if (app.jobQueue) {
      await app.jobQueue.send(PROCESS_BULK_INVOICES, {});
      return;
    }
    const run: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
      .then(() => processing.processPending())
      .catch((err: unknown) => app.log.error({ err }, "bulk invoice processing stopped"))
      .finally(() => running.delete(run));
    running.add(run);
  }
  app.addHook("onClose", async () => {
    await Promise.all([...running]);
  });

  const bulk = bulkInvoicesService(app, startProcessing);
  const upload = [app.authenticate, requireAction("bulkUpload"), requireVerifiedEmail];
  // The schema's 200 documents the bytes; the typed reply knows only JSON answers.
  const download = (reply: FastifyReply, fileName: string) =>
    reply
      .code(200)
      .type(XLSX_MEDIA_TYPE)
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .header("cache-control", "no-store");

  app.get("/bulk/sample", {
    schema: {
      tags,
      operationId: "exportBulkInvoiceSample",
      security,
      summary:
        "The sample table: the columns, an example row, and a sheet explaining each column, in the user's language (Accept-Language)",
      response: { 200: workbookAnswer("The workbook, as an attachment named bulk-invoice-sample.xlsx."), ...errors },
    },
    preHandler: [app.authenticate, requireAction("bulkUpload")],
    handler: async (req, reply) => {
      const body = await sampleWorkbook(requestLanguage(req), app.clock());
      return download(reply as FastifyReply, "bulk-invoice-sample.xlsx").send(body);
    },
  });

  app.post("/bulk/upload/:appId", {
    schema: {
      tags,
      operationId: "createBulkInvoice",
      security,
      summary:
        "Upload a spreadsheet of invoices (multipart field `file`; XLS or XLSX, at most 25 MB) for a live application; nothing is created yet",
      description:
        "The file's first non-empty row names the columns of the sample table (in any of the portal's languages). Every row is checked " +
        "as the create form checks an invoice, and for booking ids repeated in the file or already billed in the account; " +
        "the answer counts the valid and invalid rows, and `GET api/bulk/rows/{bulkInvoiceId}` shows each. " +
        "A file that is not XLS/XLSX is a 415, one over 25 MB a 413; one beyond 100,000 rows or 50 sheets, or whose zip unpacks " +
        "beyond 256 MB, a 422 SPREADSHEET_TOO_LARGE; one without the required columns or rows, a 422 SPREADSHEET_INVALID. " +
        "Nothing is kept of a refused file.",
      params: AppIdParam,
      ...uploadSchema(spreadsheetUpload),
      response: { 201: BulkInvoice, ...errors },
    },
    preHandler: upload,
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(
          await bulk.upload(authOf(req), req.params.appId, (use) => receiveSpreadsheet(req, use), requestLanguage(req)),
        ),
  });

  app.get("/bulk/:appId", {
    schema: {
      tags,
      operationId: "listBulkInvoices",
      security,
      summary: "The application's bulk invoices, newest first, 10 a page",
      params: AppIdParam,
      querystring: PageQuery,
      response: { 200: BulkInvoicePage, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) => bulk.list(authOf(req), req.params.appId, req.query.page),
  });

  app.get("/bulk/details/:bulkInvoiceId", {
    schema: {
      tags,
      operationId: "getBulkInvoice",
      security,
      summary: "One bulk invoice: its status and progress (rows created, failed and sent so far)",
      params: BulkInvoiceIdParam,
      response: { 200: BulkInvoice, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) => bulk.detail(authOf(req), req.params.bulkInvoiceId),
  });

  app.get("/bulk/rows/:bulkInvoiceId", {
    schema: {
      tags,
      operationId: "listBulkInvoiceRows",
      security,
      summary:
        "The rows of a bulk invoice's file in file order, 10 a page: each with its values and what was found (the preview), or the invoice made of it",
      params: BulkInvoiceIdParam,
      querystring: BulkRowQuery,
      response: { 200: BulkRowPage, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) => bulk.rows(authOf(req), req.params.bulkInvoiceId, req.query.page, req.query.outcome),
  });

  app.post("/bulk/process/:bulkInvoiceId", {
    schema: {
      tags,
      operationId: "processBulkInvoice",
      security,
      summary: "Make the valid rows into invoices, and send each by SMS and/or e-mail (Send link permission), as a job",
      description:
        "Once per bulk invoice (again: 409). The answer comes at once, with the status `processing`; " +
        "`GET api/bulk/details/{bulkInvoiceId}` follows the progress until `done` (or `failed`, when no invoice could be made).",
      params: BulkInvoiceIdParam,
      body: BulkProcessRequest,
      response: { 202: BulkInvoice, ...errors },
    },
    preHandler: upload,
    handler: async (req, reply) =>
      reply
        .code(202)
        .send(
          await bulk.process(authOf(req), req.params.bulkInvoiceId, req.body, requestLanguage(req), publicOrigin(req)),
        ),
  });

  app.get("/bulk/invoices/:bulkInvoiceId", {
    schema: {
      tags,
      operationId: "listBulkInvoiceInvoices",
      security,
      summary: "The invoices a bulk invoice made, in the file's order, with their payment status, 10 a page",
      params: BulkInvoiceIdParam,
      querystring: PageQuery,
      response: { 200: BulkInvoiceInvoicePage, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) => bulk.invoicesOf(authOf(req), req.params.bulkInvoiceId, req.query.page, publicOrigin(req)),
  });

  app.get("/bulk/result/:bulkInvoiceId", {
    schema: {
      tags,
      operationId: "exportBulkInvoiceResult",
      security,
      summary:
        "The result file: the uploaded rows, each with its invoice's code, payment link and status, or why no invoice was made",
      description: "Headers in the user's language (Accept-Language). Text cells never start a formula.",
      params: BulkInvoiceIdParam,
      response: { 200: workbookAnswer("The workbook, as an attachment named after the uploaded file."), ...errors },
    },
    preHandler: app.authenticate,
    handler: async (req, reply) => {
      const result = await bulk.result(authOf(req), req.params.bulkInvoiceId, requestLanguage(req), publicOrigin(req));
      return download(reply as FastifyReply, "bulk-invoice-result.xlsx")
        .header(
          "content-disposition",
          `attachment; filename="bulk-invoice-result.xlsx"; filename*=UTF-8''${encodeURIComponent(result.fileName)}`,
        )
        .send(result.stream);
    },
  });
};
