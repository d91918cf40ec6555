import {
  ApiError,
  OtpParam,
  TransferReceiver,
  TransferReceiverRequest,
  WalletTransfer,
  WalletTransferCodeSent,
  WalletTransferRequest,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idempotencyKeyOf } from "@/lib/idempotency";
import { requestLanguage } from "@/lib/request-language";
import { authOf } from "@/plugins/auth";
import { requireAction } from "@/plugins/permissions";
import { walletMoves } from "./wallet-move";
import { walletTransfersService } from "./wallet-transfers.service";

const errors = { "4xx": ApiError };
const tags = ["wallets"];
const security = [{ bearer: [] }];

/** SPEC §7 Wallets: a transfer to another merchant, in two steps with a one-time code (SPEC §4). */
export const walletTransfersRoutes: FastifyPluginAsyncZod = async (app) => {
  const transfers = walletTransfersService(app);
  const { transfer } = transfers;
  const moves = walletMoves(app);
  const mayPay = [app.authenticate, requireAction(transfer.permission)];

  app.post("/apps/transfer/receiver", {
    schema: {
      tags,
      operationId: "getTransferReceiver",
      security,
      summary:
        "Who receives a transfer: the application of a merchant id and the merchant behind it, masked (permission: Payout payment)",
      description:
        "Asked before the code, as a payout's recipient is found first. The same checks as `POST api/apps/transfer` make of the sending application and `toMerchant`; " +
        "the merchant's name (the company's, or the sole trader's) comes masked (`Xə*** Tu*** MM***`).",
      body: TransferReceiverRequest,
      response: { 200: TransferReceiver, ...errors },
    },
    preHandler: mayPay,
    handler: (req) => transfers.receiver(authOf(req), req.body),
  });

  app.post("/apps/transfer", {
    schema: {
      tags,
      operationId: "sendWalletTransferCode",
      security,
      summary:
        "Start a transfer to another merchant: texts the user a code for exactly this transfer (permission: Payout payment)",
      description:
        "Checks the sending application (the account's own, for a sub-user one of theirs, live), the receiving merchant (`toMerchant`: a live application's merchant id, not the sender) " +
        "and the payout balance, then answers with the receiver's name to show before confirming. A code sent less than 60 s ago is kept (no second SMS).",
      body: WalletTransferRequest,
      response: { 200: WalletTransferCodeSent, ...errors },
    },
    preHandler: mayPay,
    handler: (req) => moves.sendCode(transfer, authOf(req), req.body, requestLanguage(req)),
  });

  app.post("/apps/transfer/:OTP", {
    schema: {
      tags,
      operationId: "createWalletTransfer",
      security,
      summary: "Confirm a transfer with its code: the money moves at once (permission: Payout payment)",
      description:
        "Send the same body as to `POST api/apps/transfer`: the code is good for that transfer only (another amount, receiver or description is 400 with `fields.OTP`). " +
        "422 INSUFFICIENT_BALANCE when the payout balance no longer covers it (the code stays usable). Send an `Idempotency-Key` header to make retries safe: a retry gets the first answer.",
      params: OtpParam,
      body: WalletTransferRequest,
      response: { 200: WalletTransfer, ...errors },
    },
    preHandler: mayPay,
    handler: (req) =>
      moves.confirm(transfer, authOf(req), req.body, {
        code: req.params.OTP,
        lang: requestLanguage(req),
        idempotencyKey: idempotencyKeyOf(req.headers["idempotency-key"]),
      }),
  });
};
