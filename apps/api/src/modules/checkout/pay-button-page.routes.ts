import {
  ApiError,
  PayButtonIdParam,
  PayButtonPaymentRequest,
  PayButtonView,
  QrPaymentStarted,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { payButtonPageService } from "./pay-button-page.service";
import { publicAccess } from "@/plugins/auth";

const errors = { "4xx": ApiError, "5xx": ApiError };
const tags = ["checkout"];

/** The public calls of a pay button's page (`/pay/button/{buttonId}`): no session, rate-limited per client as the checkout's. */
export const payButtonPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const buttonPage = payButtonPageService(app);
  const limited = app.rateLimit("checkout");

  app.get("/checkout/button/:buttonId", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "getPayButtonPage",
      summary:
        "A pay button as its page shows it: the merchant, what is paid for and the amount, or the bounds the customer types it within",
      description:
        "`buttonId` is the button's public id, the last segment of its link `/pay/button/{buttonId}`. Answers the application's name and public " +
        "logo (null without one), the button's description, `amountMode` (fixed: `amount`; customer: `minAmount`/`maxAmount`, each null when " +
        "unbounded, within the invoice rule), its currency and language. A button its merchant disabled answers 200 with `available` false. " +
        "404 for an unknown button or one whose application is not live. Makes nothing. No session; limited per client address as the checkout's calls.",
      params: PayButtonIdParam,
      response: { 200: PayButtonView, ...errors },
    },
    preHandler: limited,
    handler: async (req, reply) => {
      reply.header("cache-control", "no-store");
      return buttonPage.view(req.params.buttonId);
    },
  });

  app.post("/checkout/button/:buttonId", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "startPayButtonPayment",
      summary:
        "Pay with a pay button: the button's amount (or the customer's, within its bounds) becomes an invoice, paid on its checkout",
      description:
        "A fixed button's amount is the button's: leave `amount` out, or send exactly that amount (any other is 400 with `fields.amount` " +
        "validation.payButtonAmountFixed). A customer-entered button needs `amount`, following the invoice rule and within the button's bounds " +
        "(400 with `fields.amount`, validation.payButtonAmountRange beyond them). `fullName` and `phone` (+994 and nine digits) are optional. " +
        "The currency, the description and every other term are the button's: a body with any other field is 400. Answers 201 with the new " +
        "invoice's `invoiceCode` (`source` button, in the button's currency and description, created by the button's name, its link living to the " +
        "end of tomorrow, UTC), paid with `POST api/checkout/{invoiceCode}/pay` on `/pay/{invoiceCode}`. 404 for an unknown button or one whose " +
        "application is not live; 409 INVALID_STATE for a disabled button; 428 PROOF_REQUIRED and 429 as the QR page's payments, counted " +
        "together with them. No session.",
      params: PayButtonIdParam,
      body: PayButtonPaymentRequest,
      response: { 201: QrPaymentStarted, ...errors },
    },
    preHandler: limited,
    handler: async (req, reply) =>
      reply
        .code(201)
        .header("cache-control", "no-store")
        .send(await buttonPage.start(req.params.buttonId, req.body, { ip: req.ip })),
  });
};
