import { CheckoutInvoice, InvoiceCodeParam, type PayPageInput } from "@portal/contracts";
import * as z from "zod/mini";
import type { FastifyInstance } from "fastify";
import { checkoutService } from "@/modules/checkout/checkout.service";
import { type LightPageOptions, foundOrNull, registerPaymentPage } from "./light-page";

/** What the web app's server-rendering build (`apps/web/src/pay/server.tsx`, built as `dist-ssr/pay.js`) exports. */
interface PayRenderer {
  renderPayDocument(template: string, input: PayPageInput): string;
}

/** A link that cannot be an invoice code is answered like an unknown one, without a query. */
const isInvoiceCode = (code: string) => InvoiceCodeParam.safeParse({ invoiceCode: code }).success;

/**
 * The hosted checkout, `GET /pay/{invoiceCode}` (docs/checkout-page.md): the invoice is
 * read as `GET api/checkout/{invoiceCode}` reads it and the page is rendered here, so the
 * customer sees the amount and the card form before any script runs; the browser then
 * hydrates it. Without a server-rendering build the bare template is sent and the page
 * reads the invoice itself. An order of the merchant API opens in the language it asked for
 * unless the link names another.
 */
export function registerPayPage(app: FastifyInstance, options: LightPageOptions) {
  const checkout = checkoutService(app);
  // The page gets the invoice as the API sends it: its amount in major units.
  const sent = async (invoiceCode: string) => z.encode(CheckoutInvoice, await checkout.view(invoiceCode));
  registerPaymentPage<PayRenderer, CheckoutInvoice, { invoiceCode: string }>(app, options, {
    url: "/pay/:invoiceCode",
    name: "pay",
    find: async ({ params: { invoiceCode } }) => (isInvoiceCode(invoiceCode) ? foundOrNull(sent(invoiceCode)) : null),
    findFailed: "checkout page could not read its invoice",
    render: (renderer, template, { params: { invoiceCode } }, invoice, context) =>
      renderer.renderPayDocument(template, { invoiceCode, invoice, ...context }),
    languageOf: (invoice) => invoice.language ?? undefined,
  });
}
