import { MerchantIdParam, type QrPageInput, type QrPageMerchant, regionOf } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { qrPageService } from "@/modules/checkout/qr-page.service";
import { type LightPageOptions, foundOrNull, hasLightPageTemplate, registerPaymentPage } from "./light-page";

/** What the web app's server-rendering build exports for the QR page (`apps/web/src/pay/qr/server.tsx`, built as `dist-ssr/qr.js`). */
interface QrRenderer {
  renderQrDocument(template: string, input: QrPageInput): string;
}

/** A link that cannot be a merchant id is answered like an unknown one, without a query. */
const isMerchantId = (merchantId: string) => MerchantIdParam.safeParse({ merchantId }).success;

/**
 * An application's QR page, `GET /pay/merchant/{merchantId}` (the address its QR code holds):
 * rendered here as the checkout is (docs/checkout-page.md), from the merchant as
 * `GET api/checkout/merchant/{merchantId}` reads it, and hydrated in the browser. An unknown
 * or not live merchant is a 404 page saying SPEC §8's "Oops, something went wrong!".
 */
export function registerQrPage(app: FastifyInstance, options: LightPageOptions) {
  // A build older than the QR page has no template for it: its address then gets the portal's not-found page.
  if (!hasLightPageTemplate(app, options.distDir, "qr", "the QR page is not served")) return;
  const qrPage = qrPageService(app);
  registerPaymentPage<QrRenderer, QrPageMerchant, { merchantId: string }>(app, options, {
    url: "/pay/merchant/:merchantId",
    name: "qr",
    find: async ({ params: { merchantId }, hostname }) =>
      isMerchantId(merchantId) ? foundOrNull(qrPage.view(merchantId, regionOf(hostname))) : null,
    findFailed: "QR page could not read its merchant",
    render: (renderer, template, { params: { merchantId } }, merchant, context) =>
      renderer.renderQrDocument(template, { merchantId, merchant, ...context }),
  });
}
