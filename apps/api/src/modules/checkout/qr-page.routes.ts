import {
  ApiError,
  MerchantIdParam,
  QrPageMerchant,
  QrPaymentRequest,
  QrPaymentStarted,
  regionOf,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { qrPageService } from "./qr-page.service";
import { publicAccess } from "@/plugins/auth";

const errors = { "4xx": ApiError, "5xx": ApiError };
const tags = ["checkout"];

/** The public calls of an application's QR page (`/pay/merchant/{merchantId}`): no session, rate-limited per client as the checkout's. */
export const qrPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const qrPage = qrPageService(app);
  const limited = app.rateLimit("checkout");

  app.get("/checkout/merchant/:merchantId", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "getQrPageMerchant",
      summary: "The merchant behind an application's QR code, as its QR page shows it",
      description:
        "`merchantId` is the application's public merchant id, the last segment of its QR page `/pay/merchant/{merchantId}`. Answers the application's " +
        "name, its public logo's address (null without one) and the currency the customer pays in (the region's: AZN, or AED on the .ae host). " +
        "404 unless the application is live. No session; limited per client address as the checkout's calls.",
      params: MerchantIdParam,
      response: { 200: QrPageMerchant, ...errors },
    },
    preHandler: limited,
    handler: async (req, reply) => {
      reply.header("cache-control", "no-store");
      return qrPage.view(req.params.merchantId, regionOf(req.hostname));
    },
  });

  app.post("/checkout/merchant/:merchantId", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "startQrPayment",
      summary: "Start a QR payment: the customer's amount becomes an invoice of the application, paid on its checkout",
      description:
        "`amount` follows the invoice rule (at least 1, below 40 000, at most two decimals) and is in the region's currency. `fullName`, `phone` " +
        "(+994 and nine digits, grouping allowed) and `optionalCode` (the reference code, up to 64 characters) are optional; blank is not given. " +
        "Answers 201 with the new invoice's `invoiceCode` (its `source` is qr, its link lives to the end of tomorrow, UTC); the customer pays it " +
        "with `POST api/checkout/{invoiceCode}/pay` on `/pay/{invoiceCode}`, as any invoice. 400 with `fields` for a broken rule; 404 unless the " +
        "application is live; 428 PROOF_REQUIRED (solve `proof` and send the same body with it) once this client address started 5 in an hour or " +
        "the application 100; 429 after 60 in an hour from one address. No session.",
      params: MerchantIdParam,
      body: QrPaymentRequest,
      response: { 201: QrPaymentStarted, ...errors },
    },
    preHandler: limited,
    handler: async (req, reply) =>
      reply
        .code(201)
        .header("cache-control", "no-store")
        .send(await qrPage.start(req.params.merchantId, req.body, { ip: req.ip, region: regionOf(req.hostname) })),
  });
};
