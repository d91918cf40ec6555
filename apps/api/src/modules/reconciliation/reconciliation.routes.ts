import multipart from "@fastify/multipart";
import {
  ApiError,
  DifferenceIdParam,
  DifferencesQuery,
  ExplainDifferenceRequest,
  ReconciliationDay,
  ReconciliationDayParam,
  ReconciliationDifference,
  ReconciliationDifferencePage,
  ReconciliationSummary,
  RunReconciliationRequest,
  SettlementImported,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assertMultipart, uploadedNamedFile } from "@/lib/uploaded-file";
import { operatorOf } from "@/plugins/operator-auth";
import { reconciliationService } from "./reconciliation.service";
import { uploadSchema } from "@/lib/openapi-uploads";

const errors = { "4xx": ApiError };
const tags = ["operators"];
const security = [{ operatorBearer: [] }];
const SETTLEMENT_MAX_BYTES = 20 * 1024 * 1024;
const settlementUpload = { what: "the settlement report", maxBytes: SETTLEMENT_MAX_BYTES, types: ["text/csv"] };

/** Reconciliation in the console (docs/reconciliation.md): finance imports, runs and explains; admins read. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const reconciliation = reconciliationService(app);
  const readers = app.operatorAccess("admin", "finance");
  const finance = app.operatorAccess("finance");
  await app.register(multipart, { limits: { fileSize: SETTLEMENT_MAX_BYTES, files: 1, fields: 5 } });

  app.get("/ops/reconciliation/summary", {
    schema: {
      tags,
      operationId: "opsGetReconciliationSummary",
      summary: "Open differences and the last run, for the console's start page",
      security,
      response: { 200: ReconciliationSummary, ...errors },
    },
    preHandler: readers,
    handler: () => reconciliation.summary(),
  });

  app.post("/ops/reconciliation/acquirer-settlements", {
    schema: {
      tags,
      operationId: "opsImportAcquirerSettlement",
      summary: "Import the acquirer's settlement report (Kapital Bank's, as CSV) — finance only",
      description:
        "Multipart field `file`, at most 20 MB, in the mapping of docs/reconciliation.md (header SETTLEMENT_DATE, ORDER_ID, OPERATION, AMOUNT, CURRENCY). " +
        "The same file again answers 200 with the first import. 422 SETTLEMENT_FILE_INVALID names the first line that breaks the mapping; nothing is imported then.",
      security,
      ...uploadSchema(settlementUpload),
      response: { 200: SettlementImported, 201: SettlementImported, ...errors },
    },
    preHandler: finance,
    handler: async (req, reply) => {
      assertMultipart(req, settlementUpload);
      const { bytes, name } = await uploadedNamedFile(req, settlementUpload);
      const { status, body } = await reconciliation.importSettlement(operatorOf(req), bytes, name);
      return reply.code(status).send(body);
    },
  });

  app.post("/ops/reconciliation/runs", {
    schema: {
      tags,
      operationId: "opsRunReconciliation",
      summary: "Reconcile a day that is over now (the job does yesterday every morning) — finance only",
      description: "Differences found again keep their notes; those the sides now agree on are resolved.",
      security,
      body: RunReconciliationRequest,
      response: { 200: ReconciliationDay, ...errors },
    },
    preHandler: finance,
    handler: (req) => reconciliation.run(req.body.day, operatorOf(req)),
  });

  app.get("/ops/reconciliation/days/:day", {
    schema: {
      tags,
      operationId: "opsGetReconciliationDay",
      summary: "A day: both sides' totals, when it was last reconciled, and its differences",
      security,
      params: ReconciliationDayParam,
      response: { 200: ReconciliationDay, ...errors },
    },
    preHandler: readers,
    handler: (req) => reconciliation.day(req.params.day),
  });

  app.get("/ops/reconciliation/differences", {
    schema: {
      tags,
      operationId: "opsListReconciliationDifferences",
      summary: "Differences by status (open by default), the oldest day first, twenty a page",
      security,
      querystring: DifferencesQuery,
      response: { 200: ReconciliationDifferencePage, ...errors },
    },
    preHandler: readers,
    handler: (req) => reconciliation.differences(req.query.status, req.query.page),
  });

  app.post("/ops/reconciliation/differences/:differenceId/explain", {
    schema: {
      tags,
      operationId: "opsExplainReconciliationDifference",
      summary: "Mark a difference explained, with a note — finance only",
      description: "409 INVALID_STATE when it is explained already.",
      security,
      params: DifferenceIdParam,
      body: ExplainDifferenceRequest,
      response: { 200: ReconciliationDifference, ...errors },
    },
    preHandler: finance,
    handler: (req) => reconciliation.explain(operatorOf(req), req.params.differenceId, req.body.note),
  });
};
