import { ApiError, OtpParam, Withdrawal, WithdrawCodeSent, WithdrawRequest } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idempotencyKeyOf } from "@/lib/idempotency";
import { requestLanguage } from "@/lib/request-language";
import { authOf } from "@/plugins/auth";
import { requireAction } from "@/plugins/permissions";
import { walletMoves } from "./wallet-move";
import { withdrawalsService } from "./withdrawals.service";

const errors = { "4xx": ApiError };
const tags = ["wallets"];
const security = [{ bearer: [] }];

/** SPEC §7 Wallets: a withdrawal to the application's withdrawal account, in two steps with a one-time code (SPEC §4). */
export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { withdrawal } = withdrawalsService(app);
  const moves = walletMoves(app);
  const mayPay = [app.authenticate, requireAction(withdrawal.permission)];

  app.post("/otp/init/withdraw", {
    schema: {
      tags,
      operationId: "sendWithdrawalCode",
      security,
      summary:
        "Start a withdrawal: answers what it costs and texts the user a code for exactly it (permission: Payout payment)",
      description:
        "The money goes to the application's withdrawal account (its card, or its company's IBAN, as its settings say). The fee is SPEC §9's " +
        "(free to Kapital Bank cards and IBANs; 1.00 up to 650.00, else 0.15% of the whole amount, half up to the qapik) and leaves the wallet with the amount: " +
        "amount plus fee may not exceed the payout balance (422 INSUFFICIENT_BALANCE).",
      body: WithdrawRequest,
      response: { 200: WithdrawCodeSent, ...errors },
    },
    preHandler: mayPay,
    handler: (req) => moves.sendCode(withdrawal, authOf(req), req.body, requestLanguage(req)),
  });

  app.post("/user/withdraw/:OTP", {
    schema: {
      tags,
      operationId: "withdraw",
      security,
      summary:
        "Confirm a withdrawal with its code: amount and fee leave the wallet, and the bank is asked to pay (permission: Payout payment)",
      description:
        "Send the same body as to `POST api/otp/init/withdraw`. The answer is the withdrawal as the bank left it: `sent`, `failed` (amount and fee are back in " +
        "the wallet, `failureReason` says why) or `inProgress` (the bank settles it later; a job asks it every minute). Send an `Idempotency-Key` header to make " +
        "retries safe: a retry gets the withdrawal as it is now.",
      params: OtpParam,
      body: WithdrawRequest,
      response: { 200: Withdrawal, ...errors },
    },
    preHandler: mayPay,
    handler: (req) =>
      moves.confirm(withdrawal, authOf(req), req.body, {
        code: req.params.OTP,
        lang: requestLanguage(req),
        idempotencyKey: idempotencyKeyOf(req.headers["idempotency-key"]),
      }),
  });
};
