import {
  ApiError,
  MaskedFullName,
  Payout,
  PayoutIdParam,
  PayoutListQuery,
  PayoutPage,
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
import { authOf } from "@/plugins/auth";
import { requireMainUser, requireAction } from "@/plugins/permissions";
import { payoutsService } from "./payouts.service";

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
  const mayPay = [app.authenticate, requireAction("moveMoney")];
  const mayReview = [app.authenticate, requireAction("reviewPayouts")];
  const maySee = [app.authenticate, requireAction("seePayouts")];

  app.post("/wallets/payout/by-search", {
    schema: {
      tags,
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
      security,
      summary: 'The recipient\'s name as the bank shows it, masked ("Ay*** Mə***"), to check before sending (permission: Payout payment)',
      description: appKeyNote,
      headers: AppKeyHeader,
      body: PayoutTarget,
      response: { 200: MaskedFullName, ...errors },
    },
    preHandler: mayPay,
    handler: (req) => payouts.maskedName(authOf(req), req.headers["x-app-key"], req.body),
  });

  app.post("/wallets/payout", {
    schema: {
      tags,
      security,
      summary: "Send a payout from the wallet of `X-App-Key` (permission: Payout payment)",
      description:
        `${appKeyNote} The fee is SPEC §9's (free to Kapital Bank cards and IBANs; 1.00 up to 650.00, else 0.15%, half up to the qapik); amount plus fee ` +
        "may not exceed the payout balance (422 INSUFFICIENT_BALANCE). Both leave the wallet at once. A payout above the account's review threshold " +
        "(`GET api/wallets/payout-settings`, 5,000.00 unless changed) answers `review`: it waits, its money held, until another user with Payout review " +
        "approves it (then it goes to the bank) or rejects it (the money comes back). Otherwise the answer is the bank's: `sent`, `failed` (money back, " +
        "`failureReason` says why) or `inProgress` (a job asks the bank every minute). Send an `Idempotency-Key` header: a retry gets the payout as it is now.",
      headers: AppKeyHeader,
      body: PayoutRequest,
      response: { 200: Payout, ...errors },
    },
    preHandler: mayPay,
    handler: (req) => payouts.create(authOf(req), req.headers["x-app-key"], req.body, idempotencyKeyOf(req.headers["idempotency-key"])),
  });

  app.get("/wallets/payouts", {
    schema: {
      tags,
      security,
      summary:
        "The account's payouts and top-ups (a sub-user's: of their applications), newest first, ten a page (permission: Payout payment or Payout review)",
      description:
        "Filters: application, kind, status, `from`/`to` (calendar days of the region, inclusive), exact amount, and `recipient` (part of the masked account or name).",
      querystring: PayoutListQuery,
      response: { 200: PayoutPage, ...errors },
    },
    preHandler: maySee,
    handler: (req) => payouts.list(authOf(req), req.query, regionOf(req.hostname)),
  });

  app.get("/wallets/payouts/:id", {
    schema: { tags, security, summary: "One payout or top-up", params: PayoutIdParam, response: { 200: Payout, ...errors } },
    preHandler: maySee,
    handler: (req) => payouts.view(authOf(req).scope, req.params.id),
  });

  app.post("/wallets/payouts/:id/approve", {
    schema: {
      tags,
      security,
      summary: "Approve a payout waiting for review: it goes to the bank (permission: Payout review; not its maker)",
      description: "403 for the user who made it: four eyes. 409 INVALID_STATE when it is not waiting for review (already approved or rejected).",
      params: PayoutIdParam,
      response: { 200: Payout, ...errors },
    },
    preHandler: mayReview,
    handler: (req) => payouts.approve(authOf(req), req.params.id),
  });

  app.post("/wallets/payouts/:id/reject", {
    schema: {
      tags,
      security,
      summary: "Reject a payout waiting for review: amount and fee go back to the wallet (permission: Payout review; not its maker)",
      params: PayoutIdParam,
      body: PayoutRejection,
      response: { 200: Payout, ...errors },
    },
    preHandler: mayReview,
    handler: (req) => payouts.reject(authOf(req), req.params.id, req.body.reason),
  });

  app.get("/wallets/payout-settings", {
    schema: {
      tags,
      security,
      summary: "The amount above which a payout waits for review (major units)",
      response: { 200: PayoutSettings, ...errors },
    },
    preHandler: maySee,
    handler: (req) => payouts.settings(authOf(req)),
  });

  app.put("/wallets/payout-settings", {
    schema: {
      tags,
      security,
      summary: "Change the amount above which a payout waits for review (the account's main user only)",
      body: PayoutSettingsUpdate,
      response: { 200: PayoutSettings, ...errors },
    },
    preHandler: [app.authenticate, requireMainUser],
    handler: (req) => payouts.updateSettings(authOf(req), req.body.reviewThreshold),
  });
};
