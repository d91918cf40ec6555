import { InvoiceCodeParam, languages } from "@portal/contracts";
import type { FastifyPluginAsync } from "fastify";
import { notFound } from "@/plugins/errors";
import { hostedPaymentService } from "./hosted-payment.service";

/**
 * `GET /pay/{invoiceCode}/return`: where a hosted acquirer's card page sends the customer
 * back (docs/hosted-payment-page.md). Whatever its query says (Kapital Bank adds `ID` and
 * `STATUS`) is not read: the invoice's attempt still open there is read from the acquirer and
 * settled with what it says, and the browser goes on to the payment page, which shows the
 * outcome as it now is, in the language the customer paid in. A page address, not an API
 * call: it answers only with redirects, so it stays out of the OpenAPI document. Registered
 * whether or not the portal's build is served, so the API alone completes hosted payments.
 */
export const hostedReturnRoute: FastifyPluginAsync = async (app) => {
  const hosted = hostedPaymentService(app);

  app.get<{ Params: { invoiceCode: string } }>("/pay/:invoiceCode/return", {
    schema: { hide: true },
    // Counted with the page it stands in front of.
    preHandler: app.rateLimit("checkout"),
    handler: async (req, reply) => {
      const { invoiceCode } = req.params;
      if (!InvoiceCodeParam.safeParse({ invoiceCode }).success) return notFound(req, reply);
      const back = await hosted.returnFrom(invoiceCode, req.ip);
      const page = `/pay/${encodeURIComponent(invoiceCode)}`;
      const language = languages.find((l) => l === back?.language);
      return reply.header("cache-control", "no-store").redirect(language ? `${page}?lang=${language}` : page, 303);
    },
  });
};
