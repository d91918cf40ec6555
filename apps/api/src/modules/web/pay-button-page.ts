import { type PayButtonPageInput, PayButtonIdParam, PayButtonView } from "@portal/contracts";
import * as z from "zod/mini";
import type { FastifyInstance } from "fastify";
import { payButtonPageService } from "@/modules/checkout/pay-button-page.service";
import { type LightPageOptions, foundOrNull, hasLightPageTemplate, registerPaymentPage } from "./light-page";

/** What the QR page's server-rendering build also exports for a pay button's page (`apps/web/src/pay/qr/server.tsx`, `dist-ssr/qr.js`). */
interface PayButtonRenderer {
  renderButtonDocument(template: string, input: PayButtonPageInput): string;
}

/** A link that cannot be a button id is answered like an unknown one, without a query. */
const isButtonId = (buttonId: string) => PayButtonIdParam.safeParse({ buttonId }).success;

/**
 * A pay button's page, `GET /pay/button/{buttonId}` (the link its snippet, plain link and QR
 * code hold): the QR page's template and build, from the button as
 * `GET api/checkout/button/{buttonId}` reads it. It opens in the button's language unless the
 * link names another. The amount shown is the record's: the query string cannot change it. An
 * unknown button (or one whose application is not live) is the 404 page; a disabled one a 410
 * page saying it is no longer available.
 */
export function registerPayButtonPage(app: FastifyInstance, options: LightPageOptions) {
  if (!hasLightPageTemplate(app, options.distDir, "qr", "pay buttons' pages are not served")) return;
  const buttonPage = payButtonPageService(app);
  // The page gets the button as the API sends it: amounts in major units.
  const sent = async (buttonId: string) => z.encode(PayButtonView, await buttonPage.view(buttonId));
  registerPaymentPage<PayButtonRenderer, PayButtonView, { buttonId: string }>(app, options, {
    url: "/pay/button/:buttonId",
    name: "qr",
    find: async ({ params: { buttonId } }) => (isButtonId(buttonId) ? foundOrNull(sent(buttonId)) : null),
    findFailed: "pay button page could not read its button",
    render: (renderer, template, { params: { buttonId } }, button, context) =>
      renderer.renderButtonDocument(template, { buttonId, button, ...context }),
    languageOf: (button) => button.language,
    statusOf: (button) => (button.available ? 200 : 410),
  });
}
