import { ApiBalance } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { v1Errors } from "./api-errors";
import { apiKeyOf } from "./api-key-auth";
import { balanceService } from "./balance.service";
import type { V1RouteOptions } from "./merchant-api";

/** The application's wallets (docs/merchant-api.md). */
export const balanceRoutes: FastifyPluginAsyncZod<V1RouteOptions> = async (app, { keyed }) => {
  const balance = balanceService(app);

  app.get("/balance", {
    schema: {
      tags: ["balance"],
      operationId: "getBalance",
      summary: "The application's wallets, one per currency",
      description:
        "`payoutBalance` is what can leave the wallet now; `balance` adds what operations under way hold back " +
        "(`reserved.refunds`: refunds waiting for the card processor; `reserved.payouts`: payouts waiting for review).",
      response: { 200: ApiBalance, ...v1Errors.getBalance },
    },
    ...keyed,
    handler: (req) => balance.read(apiKeyOf(req)),
  });
};
