import {
  ApiError,
  regionOf,
  Wallet,
  WalletAppParam,
  WalletOperationPage,
  WalletOperationsQuery,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { authOf } from "@/plugins/auth";
import { walletsService } from "./wallets.service";

const errors = { "4xx": ApiError };
const tags = ["wallets"];
const security = [{ bearer: [] }];

/** SPEC §7 Wallets: what each application holds, and what moved it. */
export const walletsRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallets = walletsService(app);
  const signedIn = app.authenticate;

  app.get("/user/wallets", {
    schema: {
      tags,
      operationId: "listWallets",
      security,
      summary:
        "The account's wallets (a sub-user's: of their applications): one per application and currency, with the balance, the payout balance and where withdrawals go",
      description:
        "`payoutBalance` is what can leave now; `balance` adds what operations under way hold back (`reserved.refunds`: refunds waiting for the card processor). " +
        "A live application that has not been paid yet has an empty AZN wallet. Card numbers and IBANs are masked.",
      response: { 200: z.array(Wallet), ...errors },
    },
    preHandler: signedIn,
    handler: (req) => wallets.list(authOf(req)),
  });

  app.get("/wallets/:appId", {
    schema: {
      tags,
      operationId: "listWalletOperations",
      security,
      summary: "An application's wallet operations from the ledger, newest first, each with the balance it left",
      description:
        "`offset` is the page size (10 by default, as SPEC §9 has it) and `page` is zero-based; `from`/`to` are inclusive calendar days (YYYY-MM-DD) in the region's time zone " +
        "(Asia/Baku; Asia/Dubai on the .ae host); `currency` narrows to one wallet. `balanceAfter` counts the wallet's whole history, whatever the filters. " +
        "Another account's application, or for a sub-user one not theirs, is 404.",
      params: WalletAppParam,
      querystring: WalletOperationsQuery,
      response: { 200: WalletOperationPage, ...errors },
    },
    preHandler: signedIn,
    handler: (req) =>
      wallets.operations(authOf(req), req.params.appId, req.query, regionOf(req.hostname), app.readDb(req)),
  });
};
