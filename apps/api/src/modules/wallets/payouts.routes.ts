import {
  ApiError,
  MaskedFullName,
  Payout,
  PayoutIdParam,
  PayoutListQuery,
  PayoutPage,
  PayoutCodeRequest,
  PayoutCodeSent,
  PayoutRecipient,
  PayoutRejection,
  PayoutRequest,
  PayoutSettings,
  PayoutSettingsUpdate,
  PayoutTarget,
  regionOf,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { idempotencyKeyOf } from "@/lib/idempotency";
import { requestLanguage } from "@/lib/request-language";
import { authOf } from "@/plugins/auth";
import { requireMainUser, requireAction } from "@/plugins/permissions";
import { payoutsService } from "./payouts.service";
import { walletMoves } from "./wallet-move";

const errors = { "4xx": ApiError };
const tags = ["payouts"];
const security = [{ bearer: [] }];

/** `X-App-Key`: which application's wallet pays, as the portal remembers it (`appKey`). A selector, never a secret: the server checks it is the user's. */
const AppKeyHeader = z.object({ "x-app-key": z.uuid() });
const appKeyNote =
  "The `X-App-Key` header names the application whose wallet pays (its id, as the portal keeps it in `appKey`); it selects, it does not authenticate: " +
  "an application of another account (or, for a sub-user, one not theirs) answers 404.";

/** SPEC §7 Payouts: to someone else's bank account, card or mobile wallet, with four-eyes review above a threshold (SPEC §6). */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payouts = payoutsService(app);
  const { payout } = payouts;
  const moves = walletMoves(app);
  const mayPay = [app.authenticate, requireAction(payout.permission)];
  const maySee = [app.authenticate, requireAction("seePayouts")];

  app.post("/wallets/payout/by-search", {
    schema: {
      tags,
      operationId: "findPayoutRecipient",
      security,
      summary: "Find a payout's recipient by IBAN, card number or phone (permission: Payout payment)",
      description: `${appKeyNote} Answers the account masked, its bank and whether payouts there are free; 404 when the bank knows no such account. The card number is passed to the bank and not kept.`,
      headers: AppKeyHeader,
      body: PayoutTarget,
      response: { 200: PayoutRecipient, ...errors },
    },
    preHandler: mayPay,
    handler: (req) => payouts.search(authOf(req), req.headers["x-app-key"], req.body),
  });

  app.post("/wallets/masked-fullName", {
    schema: {
      tags,
      operationId: "getPayoutRecipientMaskedName",
      security,
      summary:
        'The recipient\'s name as the bank shows it, masked ("Ay*** Mə***"), to check before sending (permission: Payout payment)',
      description: appKeyNote,
      headers: AppKeyHeader,
      body: PayoutTarget,
      response: { 200: MaskedFullName, ...errors },
    },
    preHandler: mayPay,
    handler: (req) => payouts.maskedName(authOf(req), req.headers["x-app-key"], req.body),
  });

  const limitsNote =
    "What the account sent in payouts and top-ups in the last 24 hours (in the payout's currency, held for review included) is judged with " +
    "this payout, never the payout alone: past the provider's daily cap (`GET api/wallets/payout-settings`: `dailyCap`, PAYOUT_DAILY_CAP unless " +
    "the provider set the account its own) it is refused, 422 PAYOUT_DAILY_CAP on `fields.amount`; past the review threshold (5,000.00 unless " +
    "the main user changed it) it waits for review, and so does a first payout to a recipient the account never paid when the account asks for it " +
    "(`reviewNewRecipients`).";

  app.post("/otp/init/payout", {
    schema: {
      tags,
      operationId: "sendPayoutCode",
      security,
      summary:
        "Start a payout from the wallet of `X-App-Key`: texts the user a code for exactly it (permission: Payout payment)",
      description:
        `${appKeyNote} Finds the recipient at the bank (404 on \`fields.account\` when it knows none), checks amount plus fee against the payout ` +
        `balance (422 INSUFFICIENT_BALANCE) and the daily cap, then texts a code bound to this wallet, recipient, amount, currency and description; ` +
        "the answer names the recipient (masked), the fee and `reviewReasons`: whether, as things stand now, the payout will wait for review. " +
        `${limitsNote} A code sent less than 60 s ago for the same payout is kept (no second SMS).`,
      headers: AppKeyHeader,
      body: PayoutCodeRequest,
      response: { 200: PayoutCodeSent, ...errors },
    },
    preHandler: mayPay,
    handler: (req) =>
      moves.sendCode(payout, authOf(req), { appId: req.headers["x-app-key"], ...req.body }, requestLanguage(req)),
  });

  app.post("/wallets/payout", {
    schema: {
      tags,
      operationId: "createPayout",
      security,
      summary:
        "Send a payout from the wallet of `X-App-Key`, confirmed with the code of `POST api/otp/init/payout` (permission: Payout payment)",
      description:
        `${appKeyNote} Send the same body as to \`POST api/otp/init/payout\`, and the code texted for it in \`OTP\`: a code is good for ` +
        "exactly that recipient, amount, currency, wallet and description (400 `fields.OTP` `validation.otpOtherOperation` when it was sent for " +
        "another; 422 OTP_INVALID with `attemptsLeft`, or OTP_EXPIRED). The fee is SPEC §9's (free to Kapital Bank cards and IBANs; 1.00 up to " +
        "650.00, else 0.15%, half up to the qapik); amount plus fee may not exceed the payout balance (422 INSUFFICIENT_BALANCE). Both leave the " +
        `wallet at once. ${limitsNote} A payout waiting answers \`review\` with its \`reviewReasons\`, its money held, until another user with ` +
        "Payout review approves it (then it goes to the bank) or rejects it (the money comes back). Otherwise the answer is the bank's: `sent`, " +
        "`failed` (money back, `failureReason` says why) or `inProgress` (a job asks the bank every minute). Send an `Idempotency-Key` header: a " +
        "retry gets the payout as it is now, even after its code was used.",
      headers: AppKeyHeader,
      body: PayoutRequest,
      response: { 200: Payout, ...errors },
    },
    preHandler: mayPay,
    handler: (req) => {
      // The code is not part of what is paid: a retry typed with another code is still the same payout.
      const { OTP: code, ...asked } = req.body;
      return moves.confirm(
        payout,
        authOf(req),
        { appId: req.headers["x-app-key"], ...asked },
        {
          code,
          lang: requestLanguage(req),
          idempotencyKey: idempotencyKeyOf(req.headers["idempotency-key"]),
        },
      );
    },
  });

  app.get("/wallets/payouts", {
    schema: {
      tags,
      operationId: "listPayouts",
      security,
      summary:
        "The account's payouts and top-ups (a sub-user's: of their applications), newest first, ten a page (permission: Payout payment or Payout review)",
      description:
        "Filters: application, kind, status, `from`/`to` (calendar days of the region, inclusive), exact amount, and `recipient` (part of the masked account or name).",
      querystring: PayoutListQuery,
      response: { 200: PayoutPage, ...errors },
    },
    preHandler: maySee,
    handler: (req) => payouts.list(authOf(req), req.query, regionOf(req.hostname), app.readDb(req)),
  });

  app.get("/wallets/payouts/:id", {
    schema: {
      tags,
      operationId: "getPayout",
      security,
      summary: "One payout or top-up",
      params: PayoutIdParam,
      response: { 200: Payout, ...errors },
    },
    preHandler: maySee,
    handler: (req) => payouts.view(authOf(req).scope, req.params.id),
  });

  app.post("/wallets/payouts/:id/approve", {
    schema: {
      tags,
      operationId: "approvePayout",
      security,
      summary: "Approve a payout waiting for review: it goes to the bank (permission: Payout review; not its maker)",
      description:
        "403 for the user who made it: four eyes. 409 INVALID_STATE when it is not waiting for review (already approved or rejected).",
      params: PayoutIdParam,
      response: { 200: Payout, ...errors },
    },
    preHandler: [app.authenticate, requireAction(payouts.approval.permission)],
    handler: (req) => payouts.review(payouts.approval, authOf(req), req.params.id, undefined),
  });

  app.post("/wallets/payouts/:id/reject", {
    schema: {
      tags,
      operationId: "rejectPayout",
      security,
      summary:
        "Reject a payout waiting for review: amount and fee go back to the wallet (permission: Payout review; not its maker)",
      params: PayoutIdParam,
      body: PayoutRejection,
      response: { 200: Payout, ...errors },
    },
    preHandler: [app.authenticate, requireAction(payouts.rejection.permission)],
    handler: (req) => payouts.review(payouts.rejection, authOf(req), req.params.id, { reason: req.body.reason }),
  });

  app.get("/wallets/payout-settings", {
    schema: {
      tags,
      operationId: "getPayoutSettings",
      security,
      summary:
        "The account's payout rules: the review threshold, review of new recipients, the daily cap and what the last 24 hours used of it",
      description:
        "Amounts in major units. `reviewThreshold`: a payout or top-up that takes the last 24 hours' sum in its currency above it waits for " +
        "review. `reviewNewRecipients`: a first payout to a recipient the account never paid waits for review. `dailyCap`: the provider's limit " +
        "on the 24 hours' sum, per currency. `last24Hours`: per currency the account sent in, what it sent (held for review included) and what is left.",
      response: { 200: PayoutSettings, ...errors },
    },
    preHandler: maySee,
    handler: (req) => payouts.settings(authOf(req)),
  });

  app.put("/wallets/payout-settings", {
    schema: {
      tags,
      operationId: "updatePayoutSettings",
      security,
      summary:
        "Change the review threshold and whether first payouts to new recipients wait for review (the account's main user only)",
      description:
        "Either field or both; a field left out stays. The daily cap is the provider's and is not changed here.",
      body: PayoutSettingsUpdate,
      response: { 200: PayoutSettings, ...errors },
    },
    preHandler: [app.authenticate, requireMainUser],
    handler: (req) => payouts.updateSettings(authOf(req), req.body),
  });
};
