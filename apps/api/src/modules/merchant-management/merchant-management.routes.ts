import {
  AccountIdParam,
  AccountLimitsRequest,
  ApiError,
  AppIdParam,
  MerchantAccountDetail,
  MerchantSearchQuery,
  MerchantSearchResult,
  SuspensionRequest,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { operatorOf } from "@/plugins/operator-auth";
import { merchantManagementService } from "./merchant-management.service";

const errors = { "4xx": ApiError };
const tags = ["operators"];
const security = [{ operatorBearer: [] }];

/** Merchants in the operator console: every role finds and reads; risk operators suspend, lift and limit. */
export const merchantManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const merchants = merchantManagementService(app);
  const risk = app.operatorAccess("risk");

  app.get("/ops/merchants", {
    schema: {
      tags,
      operationId: "opsSearchMerchants",
      summary: "Find merchant accounts by e-mail (its start), phone, tax id, merchant id or IBAN; twenty at most",
      security,
      querystring: MerchantSearchQuery,
      response: { 200: z.array(MerchantSearchResult), ...errors },
    },
    preHandler: app.operatorAccess(),
    handler: (req) => merchants.search(req.query.q),
  });

  app.get("/ops/merchants/:accountId", {
    schema: {
      tags,
      operationId: "opsGetMerchant",
      summary: "A merchant account: its applications, balances, recent payments and payouts, suspension and limits",
      security,
      params: AccountIdParam,
      response: { 200: MerchantAccountDetail, ...errors },
    },
    preHandler: app.operatorAccess(),
    handler: (req) => merchants.detail(req.params.accountId),
  });

  const change = (operationId: string, summary: string, description: string) => ({
    tags,
    operationId,
    summary,
    description,
    security,
    body: SuspensionRequest,
    response: { 200: MerchantAccountDetail, ...errors },
  });

  app.post("/ops/merchants/:accountId/suspend", {
    schema: {
      ...change(
        "opsSuspendMerchant",
        "Suspend a merchant account and every application of it (risk)",
        "Its checkout links, pay buttons, QR page and merchant API key answer not available and no money leaves its wallets; the money stays. 409 when suspended already.",
      ),
      params: AccountIdParam,
    },
    preHandler: risk,
    handler: (req) => merchants.suspendAccount(operatorOf(req), req.params.accountId, req.body.reason),
  });

  app.post("/ops/merchants/:accountId/lift", {
    schema: {
      ...change(
        "opsLiftMerchantSuspension",
        "Lift a merchant account's suspension (risk)",
        "The applications suspended with it get back the status they had. 409 when not suspended.",
      ),
      params: AccountIdParam,
    },
    preHandler: risk,
    handler: (req) => merchants.liftAccount(operatorOf(req), req.params.accountId, req.body.reason),
  });

  app.post("/ops/applications/:appId/suspend", {
    schema: {
      ...change(
        "opsSuspendApplication",
        "Suspend one application (risk)",
        "As an account's suspension, for this application alone. 409 when it is suspended, disabled or rejected.",
      ),
      params: AppIdParam,
    },
    preHandler: risk,
    handler: (req) => merchants.suspendApplication(operatorOf(req), req.params.appId, req.body.reason),
  });

  app.post("/ops/applications/:appId/lift", {
    schema: {
      ...change(
        "opsLiftApplicationSuspension",
        "Lift an application's suspension (risk): it gets back the status it had",
        "409 when not suspended, or when suspended with its account (lift the account).",
      ),
      params: AppIdParam,
    },
    preHandler: risk,
    handler: (req) => merchants.liftApplication(operatorOf(req), req.params.appId, req.body.reason),
  });

  app.put("/ops/merchants/:accountId/limits", {
    schema: {
      tags,
      operationId: "opsUpdateMerchantLimits",
      summary: "Set the account's largest single payment and daily payout sum (risk); null takes a limit off",
      description:
        "A larger invoice is refused when made (422 AMOUNT_ABOVE_LIMIT) and a larger payment at the checkout; payouts and top-ups above the daily sum are refused (422 PAYOUT_DAILY_CAP). Unset, the daily sum is the provider's default PAYOUT_DAILY_CAP.",
      security,
      params: AccountIdParam,
      body: AccountLimitsRequest,
      response: { 200: MerchantAccountDetail, ...errors },
    },
    preHandler: risk,
    handler: (req) => merchants.setLimits(operatorOf(req), req.params.accountId, req.body),
  });
};
