import {
  ApiError,
  AppIdParam,
  ContractDecided,
  ContractDecisionRequest,
  ContractQueuePage,
  PageQuery,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { operatorOf } from "@/plugins/operator-auth";
import { contractReviewService } from "./contract-review.service";

const errors = { "4xx": ApiError };
const tags = ["operators"];
const security = [{ operatorBearer: [] }];

/** Contracts signed on paper (ESIGN=manual): risk operators confirm or refuse, admins and support read. */
export const contractReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const contracts = contractReviewService(app);
  const readers = app.operatorAccess("admin", "risk", "support");
  const pdf = (name: string) => ({
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="${name}"`,
  });

  app.get("/ops/contracts", {
    schema: {
      tags,
      operationId: "opsListContractReviews",
      summary: "Signed contract files waiting for a decision, the oldest upload first, twenty a page",
      security,
      querystring: PageQuery,
      response: { 200: ContractQueuePage, ...errors },
    },
    preHandler: readers,
    handler: (req) => contracts.queue(req.query.page),
  });

  app.get("/ops/contracts/:appId/uploaded", {
    schema: {
      tags,
      operationId: "opsDownloadSignedContract",
      summary: "The merchant's uploaded signed file (PDF, as a download)",
      security,
      params: AppIdParam,
      produces: ["application/pdf"],
    },
    preHandler: readers,
    handler: async (req, reply) =>
      reply.headers(pdf("signed-contract.pdf")).send(await contracts.uploaded(req.params.appId)),
  });

  app.get("/ops/contracts/:appId/generated", {
    schema: {
      tags,
      operationId: "opsDownloadGeneratedContract",
      summary:
        "The contract as the product makes it, in the merchant's language, to compare the signed file with (PDF)",
      security,
      params: AppIdParam,
      produces: ["application/pdf"],
    },
    preHandler: readers,
    handler: async (req, reply) => reply.headers(pdf("contract.pdf")).send(await contracts.generated(req.params.appId)),
  });

  app.post("/ops/contracts/:appId/decision", {
    schema: {
      tags,
      operationId: "opsDecideContract",
      summary: "Confirm the signed file (the contract is signed) or refuse it with a reason — risk operators only",
      description:
        "The merchant is told by e-mail in their language; a refused file may be uploaded again. 409 INVALID_STATE when no file waits.",
      security,
      params: AppIdParam,
      body: ContractDecisionRequest,
      response: { 200: ContractDecided, ...errors },
    },
    preHandler: app.operatorAccess("risk"),
    handler: (req) => contracts.decide(operatorOf(req), req.params.appId, req.body),
  });
};
