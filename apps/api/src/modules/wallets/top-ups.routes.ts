import { ApiError, OtpParam, Payout, TopUpCodeSent, TopUpRequest } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idempotencyKeyOf } from "@/lib/idempotency";
import { requestLanguage } from "@/lib/request-language";
import { authOf } from "@/plugins/auth";
import { requireAction } from "@/plugins/permissions";
import { topUpsService } from "./top-ups.service";
import { walletMoves } from "./wallet-move";

const errors = { "4xx": ApiError };
const tags = ["wallets"];
const security = [{ bearer: [] }];

/** SPEC §7 Wallets: a top-up of a mobile wallet by phone number, in two steps with a one-time code (SPEC §4). */
export const topUpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { topUp } = topUpsService(app);
  const moves = walletMoves(app);
  const mayPay = [app.authenticate, requireAction(topUp.permission)];

  app.post("/mpay/topup", {
    schema: {
      tags,
      operationId: "sendTopUpCode",
      security,
      summary: "Start a top-up of a mobile wallet: texts the user a code for exactly it (permission: Payout payment)",
      description:
        "`phoneNumber` is the mobile wallet's number (+994 and nine digits). Checks the application (the account's own, for a sub-user one of theirs, live), asks the bank whose wallet it is " +
        "(404 when none is registered to the number) and the payout balance, then answers with the owner's masked name to show before confirming. " +
        "Top-ups are free of fees. A code sent less than 60 s ago is kept (no second SMS).",
      body: TopUpRequest,
      response: { 200: TopUpCodeSent, ...errors },
    },
    preHandler: mayPay,
    handler: (req) => moves.sendCode(topUp, authOf(req), req.body, requestLanguage(req)),
  });

  app.post("/mpay/topup/:OTP", {
    schema: {
      tags,
      operationId: "createTopUp",
      security,
      summary:
        "Confirm a top-up with its code: the amount leaves the wallet and the bank is asked to pay (permission: Payout payment)",
      description:
        "Send the same body as to `POST api/mpay/topup`. The answer is the top-up (a payout of kind `topUp`) as the bank left it: `sent`, `failed` (the money is " +
        "back in the wallet, `failureReason` says why) or `inProgress`. Send an `Idempotency-Key` header to make retries safe.",
      params: OtpParam,
      body: TopUpRequest,
      response: { 200: Payout, ...errors },
    },
    preHandler: mayPay,
    handler: (req) =>
      moves.confirm(topUp, authOf(req), req.body, {
        code: req.params.OTP,
        lang: requestLanguage(req),
        idempotencyKey: idempotencyKeyOf(req.headers["idempotency-key"]),
      }),
  });
};
