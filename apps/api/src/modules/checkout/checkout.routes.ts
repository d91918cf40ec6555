import {
  ApiError,
  CardPaymentRequest,
  ChallengeAnswer,
  ChallengeCancel,
  ChallengeParams,
  CheckoutInvoice,
  HostedPaymentParams,
  HostedPaymentRequest,
  HostedPaymentResultRequest,
  HostedPaymentStart,
  InvoiceCodeParam,
  PaymentResult,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "@/lib/app-error";
import { idempotencyKeyOf } from "@/lib/idempotency";
import { publicOrigin } from "@/lib/public-origin";
import { checkoutService } from "./checkout.service";
import { hostedPaymentService } from "./hosted-payment.service";
import { publicAccess } from "@/plugins/auth";

const errors = { "4xx": ApiError, "5xx": ApiError };
const tags = ["checkout"];
const HOUR_MS = 60 * 60_000;
/** Card-testing guard: attempts on one payment link an hour. */
const ATTEMPTS_PER_LINK_PER_HOUR = 30;

/** The hosted checkout's public calls (DESIGN §1, §5): no session, rate-limited per client. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = checkoutService(app);
  const hosted = hostedPaymentService(app);
  const limited = app.rateLimit("checkout");

  async function limitPerLink(invoiceCode: string) {
    const { count, resetInMs } = await app.rateLimits.hit(`checkout:link:${invoiceCode}`, HOUR_MS);
    if (count > ATTEMPTS_PER_LINK_PER_HOUR) {
      throw new AppError("RATE_LIMITED", "Too many payment attempts on this link. Try again later.", {
        retryAfter: Math.ceil(resetInMs / 1000),
      });
    }
  }

  app.get("/checkout/:invoiceCode", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "getCheckoutInvoice",
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
      operationId: "payInvoiceByCard",
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
      return reply.code(answer.status).header("cache-control", "no-store").send(answer.body);
    },
  });

  app.post("/checkout/:invoiceCode/challenge/:transactionId", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "answerThreeDSecureChallenge",
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
      operationId: "cancelThreeDSecureChallenge",
      summary: "Leave the 3-D Secure challenge: the attempt fails",
      params: ChallengeParams,
      body: ChallengeCancel,
      response: { 200: PaymentResult, ...errors },
    },
    preHandler: limited,
    handler: (req) =>
      checkout.cancelChallenge(req.params.invoiceCode, req.params.transactionId, req.body.challengeToken),
  });

  app.post("/checkout/:invoiceCode/hosted-payment", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "startHostedPayment",
      summary:
        "Start paying the invoice on the acquirer's own card page (the hosted style): answers where to send the browser",
      description:
        "Only when `cardEntry.style` of the invoice is `hosted` (409 INVALID_STATE otherwise). Makes the payment attempt (in progress; " +
        "its card unknown until the acquirer reports it) and the acquirer's order for the amount and currency shown, and answers the " +
        "acquirer's page to send the browser to, with `payerToken`, the secret that later reads this attempt's receipt. The same refusals " +
        "as the card payment: 409 INVALID_STATE (paid, held, in progress, expired), 409 AMOUNT_CHANGED, 428 PROOF_REQUIRED, 429; 503 " +
        "UNAVAILABLE when the acquirer could not make the order (the attempt ends, the key may be retried). Send Idempotency-Key: a retry " +
        "with it gets the same attempt and page, and a new `payerToken`. The acquirer's page sends the customer back to " +
        "`/pay/{invoiceCode}/return`, which reads the order from the acquirer (never the query it brings) and shows the outcome " +
        "(docs/hosted-payment-page.md).",
      params: InvoiceCodeParam,
      body: HostedPaymentRequest,
      response: { 200: HostedPaymentStart, ...errors },
    },
    preHandler: limited,
    handler: async (req, reply) => {
      const key = idempotencyKeyOf(req.headers["idempotency-key"]);
      await limitPerLink(req.params.invoiceCode);
      const answer = await hosted.start(req.params.invoiceCode, req.body, key, req.ip, publicOrigin(req));
      return reply.code(answer.status).header("cache-control", "no-store").send(answer.body);
    },
  });

  app.post("/checkout/:invoiceCode/hosted-payment/:transactionId/result", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "getHostedPaymentResult",
      summary: "How a payment on the acquirer's page ended, with its receipt, for the browser that started it",
      description:
        "Sent with the `payerToken` the start answered. An attempt still open is read from the acquirer first and settled with what " +
        "it says; the answer is the attempt as it stands (still `inProgress` while the customer has not finished on the acquirer's " +
        "page). Any other token, attempt or invoice is 404.",
      params: HostedPaymentParams,
      body: HostedPaymentResultRequest,
      response: { 200: PaymentResult, ...errors },
    },
    preHandler: limited,
    handler: async (req, reply) => {
      const result = await hosted.resultFor(
        req.params.invoiceCode,
        req.params.transactionId,
        req.body.payerToken,
        req.ip,
      );
      return reply.header("cache-control", "no-store").send(result);
    },
  });
};
