import multipart from "@fastify/multipart";
import {
  ApiError,
  BankStatementDetail,
  BankStatementIdParam,
  BankStatementPage,
  BankTransferPage,
  PageQuery,
  PayoutBatch,
  PayoutBatchIdParam,
  PayoutBatchPage,
  PrepareBatchRequest,
  QueuedTotals,
  regionOf,
  regionTimeZone,
} from "@portal/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assertMultipart, uploadedNamedFile } from "@/lib/uploaded-file";
import { operatorOf } from "@/plugins/operator-auth";
import { STATEMENT_MAX_BYTES } from "@/providers/payout-bank/iso20022/camt";
import { bankStatementsService } from "./bank-statements.service";
import { payoutBatchesService } from "./payout-batches.service";
import { uploadSchema } from "@/lib/openapi-uploads";

const errors = { "4xx": ApiError };
const tags = ["operators"];
const security = [{ operatorBearer: [] }];
const statementUpload = {
  what: "the bank statement",
  maxBytes: STATEMENT_MAX_BYTES,
  types: ["application/xml", "text/xml"],
};

/** The region's zone of the console's address: a batch's dates are the provider's days. */
const zoneOf = (req: FastifyRequest) => regionTimeZone[regionOf(req.hostname)];

/**
 * Money out through the provider's bank as files (docs/bank-files.md): finance operators
 * prepare and approve payout batches, download their pain.001 files and upload the bank's
 * statements; admins read.
 */
export const bankFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const batches = payoutBatchesService(app);
  const statements = bankStatementsService(app);
  const readers = app.operatorAccess("admin", "finance");
  const finance = app.operatorAccess("finance");
  await app.register(multipart, { limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 5 } });

  app.get("/ops/bank-transfers/queued", {
    schema: {
      tags,
      operationId: "opsGetQueuedTransferTotals",
      summary: "What waits for a payout batch, per currency: count, total and the oldest",
      security,
      response: { 200: QueuedTotals, ...errors },
    },
    preHandler: readers,
    handler: () => batches.queued(),
  });

  app.get("/ops/payout-batches", {
    schema: {
      tags,
      operationId: "opsListPayoutBatches",
      summary: "Payout batches, the newest first, twenty a page",
      security,
      querystring: PageQuery,
      response: { 200: PayoutBatchPage, ...errors },
    },
    preHandler: readers,
    handler: (req) => batches.list(req.query.page),
  });

  app.post("/ops/payout-batches", {
    schema: {
      tags,
      operationId: "opsCreatePayoutBatch",
      summary: "Prepare a batch of the transfers of one currency queued up to the cut-off — finance only",
      description:
        "Every such transfer joins this batch and no other. 409 INVALID_STATE when none is queued. A second finance operator approves it.",
      security,
      body: PrepareBatchRequest,
      response: { 201: PayoutBatch, ...errors },
    },
    preHandler: finance,
    handler: async (req, reply) => reply.code(201).send(await batches.prepare(operatorOf(req), req.body, zoneOf(req))),
  });

  app.get("/ops/payout-batches/:batchId", {
    schema: {
      tags,
      operationId: "opsGetPayoutBatch",
      summary: "One payout batch",
      security,
      params: PayoutBatchIdParam,
      response: { 200: PayoutBatch, ...errors },
    },
    preHandler: readers,
    handler: (req) => batches.detail(req.params.batchId),
  });

  app.get("/ops/payout-batches/:batchId/transfers", {
    schema: {
      tags,
      operationId: "opsListPayoutBatchTransfers",
      summary: "A batch's transfers, in the file's order, twenty a page",
      security,
      params: PayoutBatchIdParam,
      querystring: PageQuery,
      response: { 200: BankTransferPage, ...errors },
    },
    preHandler: readers,
    handler: (req) => batches.transfers(req.params.batchId, req.query.page),
  });

  app.post("/ops/payout-batches/:batchId/approve", {
    schema: {
      tags,
      operationId: "opsApprovePayoutBatch",
      summary: "Approve a prepared batch, which writes its pain.001 file once — a second finance operator only",
      description: "409 INVALID_STATE when the batch is not prepared, or when its preparer approves (four eyes).",
      security,
      params: PayoutBatchIdParam,
      response: { 200: PayoutBatch, ...errors },
    },
    preHandler: finance,
    handler: (req) => batches.approve(operatorOf(req), req.params.batchId, zoneOf(req)),
  });

  app.post("/ops/payout-batches/:batchId/discard", {
    schema: {
      tags,
      operationId: "opsDiscardPayoutBatch",
      summary: "Discard a prepared batch: its transfers are queued again — finance only",
      description: "409 INVALID_STATE once the batch is approved or discarded.",
      security,
      params: PayoutBatchIdParam,
      response: { 200: PayoutBatch, ...errors },
    },
    preHandler: finance,
    handler: (req) => batches.discard(operatorOf(req), req.params.batchId),
  });

  app.get("/ops/payout-batches/:batchId/file", {
    schema: {
      tags,
      operationId: "opsDownloadPayoutBatchFile",
      summary:
        "The approved batch's pain.001.001.09 file (XML, as a download; the same bytes every time) — finance only",
      description:
        "409 INVALID_STATE until a second operator approved the batch. Every download is in the audit trail.",
      security,
      params: PayoutBatchIdParam,
      produces: ["application/xml"],
    },
    preHandler: finance,
    handler: async (req, reply) => {
      const { name, file } = await batches.file(operatorOf(req), req.params.batchId);
      return reply.type("application/xml").header("content-disposition", `attachment; filename="${name}"`).send(file);
    },
  });

  app.post("/ops/bank-statements", {
    schema: {
      tags,
      operationId: "opsUploadBankStatement",
      summary: "Upload the bank's camt.054 or camt.053 statement, which settles or returns transfers — finance only",
      description:
        "Multipart field `file`, XML of at most 10 MB. Each line is matched by end-to-end id; a booked debit sends its transfer, a return " +
        "(reason code) or rejection gives amount and fee back to the wallet; anything already applied, unknown or different is listed and " +
        "changes nothing. The same file again answers 200 with the first upload's result. 422 STATEMENT_INVALID for anything else " +
        "(not XML, another message, DTDs or entities); 413 above 10 MB.",
      security,
      ...uploadSchema(statementUpload),
      response: { 200: BankStatementDetail, 201: BankStatementDetail, ...errors },
    },
    preHandler: finance,
    handler: async (req, reply) => {
      assertMultipart(req, statementUpload);
      const { bytes, name } = await uploadedNamedFile(req, statementUpload);
      const { status, body } = await statements.upload(operatorOf(req), bytes, name);
      return reply.code(status).send(body);
    },
  });

  app.get("/ops/bank-statements", {
    schema: {
      tags,
      operationId: "opsListBankStatements",
      summary: "Uploaded bank statements, the newest first, twenty a page",
      security,
      querystring: PageQuery,
      response: { 200: BankStatementPage, ...errors },
    },
    preHandler: readers,
    handler: (req) => statements.list(req.query.page),
  });

  app.get("/ops/bank-statements/:statementId", {
    schema: {
      tags,
      operationId: "opsGetBankStatement",
      summary: "One uploaded statement and what each of its lines did",
      security,
      params: BankStatementIdParam,
      response: { 200: BankStatementDetail, ...errors },
    },
    preHandler: readers,
    handler: (req) => statements.one(req.params.statementId),
  });
};
