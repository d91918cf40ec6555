import {
  ApiError,
  CardPaymentRequest,
  ChallengeAnswer,
  ChallengeCancel,
  ChallengeParams,
  CheckoutInvoice,
  InvoiceCodeParam,
  PaymentResult,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "@/lib/app-error";
import { idempotencyKeyOf } from "@/lib/idempotency";
import { checkoutService } from "./checkout.service";
import { publicAccess } from "@/plugins/auth";

const errors = { "4xx": ApiError, "5xx": ApiError };
const tags = ["checkout"];
const HOUR_MS = 60 * 60_000;
/** Card-testing guard: attempts on one payment link an hour. */
const ATTEMPTS_PER_LINK_PER_HOUR = 30;

/** The hosted checkout's public calls (DESIGN §1, §5): no session, rate-limited per client. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = checkoutService(app);
  const limited = app.rateLimit("checkout");

  async function limitPerLink(invoiceCode: string) {
    const { count, resetInMs } = await app.rateLimits.hit(`checkout:link:${invoiceCode}`, HOUR_MS);
    if (count > ATTEMPTS_PER_LINK_PER_HOUR) {
      throw new AppError("RATE_LIMITED", "Too many payment attempts on this link. Try again later.", { retryAfter: Math.ceil(resetInMs / 1000) });
    }
  }

  app.get("/checkout/:invoiceCode", {
    config: publicAccess,
    schema: {
      tags,
      summary: "The invoice behind a payment link, as the payment page shows it",
      params: InvoiceCodeParam,
      response: { 200: CheckoutInvoice, ...errors },
    },
    preHandler: limited,
    handler: async (req, reply) => {
      reply.header("cache-control", "no-store");
      return checkout.view(req.params.invoiceCode);
    },
  });

  app.post("/checkout/:invoiceCode/pay", {
    config: publicAccess,
    schema: {
      tags,
      summary:
        "Pay the invoice by card, with the amount and currency shown (409 AMOUNT_CHANGED if the invoice changed; 428 PROOF_REQUIRED after repeated declines; send Idempotency-Key to make retries safe)",
      params: InvoiceCodeParam,
      body: CardPaymentRequest,
      response: { 200: PaymentResult, ...errors },
    },
    preHandler: limited,
    handler: async (req, reply) => {
      const key = idempotencyKeyOf(req.headers["idempotency-key"]);
      await limitPerLink(req.params.invoiceCode);
      const answer = await checkout.pay(req.params.invoiceCode, req.body, key, req.ip);
      return reply
        .code(answer.status)
        .header("cache-control", "no-store")
        .send(answer.body as PaymentResult);
    },
  });

  app.post("/checkout/:invoiceCode/challenge/:transactionId", {
    config: publicAccess,
    schema: {
      tags,
      summary: "Answer the card's 3-D Secure challenge with its code",
      params: ChallengeParams,
      body: ChallengeAnswer,
      response: { 200: PaymentResult, ...errors },
    },
    preHandler: limited,
    handler: async (req) => {
      await limitPerLink(req.params.invoiceCode);
      return checkout.answerChallenge(req.params.invoiceCode, req.params.transactionId, req.body);
    },
  });

  app.post("/checkout/:invoiceCode/challenge/:transactionId/cancel", {
    config: publicAccess,
    schema: {
      tags,
      summary: "Leave the 3-D Secure challenge: the attempt fails",
      params: ChallengeParams,
      body: ChallengeCancel,
      response: { 200: PaymentResult, ...errors },
    },
    preHandler: limited,
    handler: (req) => checkout.cancelChallenge(req.params.invoiceCode, req.params.transactionId, req.body.challengeToken),
  });
};
