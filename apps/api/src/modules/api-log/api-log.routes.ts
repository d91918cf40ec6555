import {
  API_LOG_DAYS,
  API_LOG_PAGE_SIZE,
  ApiError,
  ApiLogEntryDetail,
  ApiLogEntryParams,
  ApiLogPage,
  ApiLogQuery,
  AppIdParam,
  regionOf,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "@/plugins/auth";
import { requireAction } from "@/plugins/permissions";
import { apiLogService } from "./api-log.service";

const errors = { "4xx": ApiError };
const tags = ["api-log"];
const security = [{ bearer: [] }];

/**
 * The configure-application screen's "API log" (docs/merchant-api.md "API log"). Bodies hold
 * the merchant's customers' details, so reading it is configuring the application, as the
 * webhook delivery log is.
 */
export const apiLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = apiLogService(app);
  const mayConfigure = [app.authenticate, requireAction("configureApplication")];

  app.get("/apps/:appId/api-log", {
    schema: {
      tags,
      operationId: "listApiLog",
      security,
      summary: `The application's merchant API calls of the last ${API_LOG_DAYS} days, newest first, ${API_LOG_PAGE_SIZE} a page, without their bodies`,
      description:
        "`status` is a class (`2xx`, `4xx`, `5xx`) or one status (`409`); `path` matches calls whose path starts with it; " +
        "`idempotencyKey` the calls sent with that key; `from`/`to` are inclusive days (YYYY-MM-DD) in the region's time zone. " +
        "Calls are written within a few seconds of their answer.",
      params: AppIdParam,
      querystring: ApiLogQuery,
      response: { 200: ApiLogPage, ...errors },
    },
    preHandler: mayConfigure,
    handler: (req) => log.list(authOf(req).scope, req.params.appId, req.query, regionOf(req.hostname), app.readDb(req)),
  });

  app.get("/apps/:appId/api-log/:entryId", {
    schema: {
      tags,
      operationId: "getApiLogEntry",
      security,
      summary: "One call with its request and response bodies, secrets and card numbers removed",
      params: ApiLogEntryParams,
      response: { 200: ApiLogEntryDetail, ...errors },
    },
    preHandler: mayConfigure,
    handler: (req) => log.entry(authOf(req).scope, req.params.appId, req.params.entryId, app.readDb(req)),
  });
};
