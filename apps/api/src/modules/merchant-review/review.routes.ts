import {
  ApiError,
  AppIdParam,
  PageQuery,
  ReviewDecisionRequest,
  ReviewDetail,
  ReviewQueuePage,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { operatorOf } from "@/plugins/operator-auth";
import { reviewService } from "./review.service";

const errors = { "4xx": ApiError };
const tags = ["operators"];
const security = [{ operatorBearer: [] }];

/** Merchant review (KYB) in the operator console: risk operators decide, admins and support read. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = reviewService(app);
  const readers = app.operatorAccess("admin", "risk", "support");

  app.get("/ops/reviews", {
    schema: {
      tags,
      operationId: "opsListReviews",
      summary: "Applications waiting for review, the oldest sent first, twenty a page",
      security,
      querystring: PageQuery,
      response: { 200: ReviewQueuePage, ...errors },
    },
    preHandler: readers,
    handler: (req) => reviews.queue(req.query.page),
  });

  app.get("/ops/reviews/:appId", {
    schema: {
      tags,
      operationId: "opsGetReview",
      summary: "Everything the merchant gave for an application, masked where personal, and its review history",
      security,
      params: AppIdParam,
      response: { 200: ReviewDetail, ...errors },
    },
    preHandler: readers,
    handler: (req) => reviews.detail(operatorOf(req), req.params.appId),
  });

  app.post("/ops/reviews/:appId/decision", {
    schema: {
      tags,
      operationId: "opsDecideReview",
      summary: "Approve, reject (with a reason) or ask for changes (naming the fields) — risk operators only",
      description:
        "The merchant is told by e-mail in their language and reads the reason on the application. An application of a four-eyes category needs a second, different risk operator's approval (409 INVALID_STATE for the same one twice); 409 when it is not waiting for review.",
      security,
      params: AppIdParam,
      body: ReviewDecisionRequest,
      response: { 200: ReviewDetail, ...errors },
    },
    preHandler: app.operatorAccess("risk"),
    handler: (req) => reviews.decide(operatorOf(req), req.params.appId, req.body),
  });
};
