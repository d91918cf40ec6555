import fs from "node:fs";
import path from "node:path";
import { MerchantIdParam, type QrPageInput, type QrPageMerchant, regionOf } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "@/lib/app-error";
import { qrPageService } from "@/modules/checkout/qr-page.service";
import { runtimeConfigOf } from "@/modules/config/config.routes";
import { type LightPageOptions, lightPageHelmet, lightPageRenderer, lightPageTemplate, sendLightPage as send } from "./light-page";
import { langCookie, pageLanguage } from "./page-language";

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
export function registerQrPage(app: FastifyInstance, { distDir, ssrDir }: LightPageOptions) {
  // A build older than the QR page has no template for it: its address then gets the portal's not-found page.
  if (!fs.existsSync(path.join(distDir, "qr.html"))) {
    app.log.warn(`qr.html not found in ${distDir}; the QR page is not served (run npm run build)`);
    return;
  }
  const qrPage = qrPageService(app);
  const loadRenderer = lightPageRenderer<QrRenderer>(app, ssrDir, "qr");
  const readTemplate = lightPageTemplate(distDir, "qr");

  /** The merchant, null for a code that leads to none; any other failure is thrown. */
  async function merchantOf(merchantId: string, hostname: string): Promise<QrPageMerchant | null> {
    if (!isMerchantId(merchantId)) return null;
    try {
      return await qrPage.view(merchantId, regionOf(hostname));
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") return null;
      throw error;
    }
  }

  app.get<{ Params: { merchantId: string }; Querystring: { lang?: unknown } }>("/pay/merchant/:merchantId", {
    schema: { hide: true },
    helmet: lightPageHelmet(app),
    // Counted as the API read of the merchant it replaces.
    preHandler: app.rateLimit("checkout"),
    handler: async (req, reply) => {
      const render = await loadRenderer();
      if (!render) return send(reply, 200, readTemplate());
      const { merchantId } = req.params;
      let merchant: QrPageMerchant | null;
      try {
        merchant = await merchantOf(merchantId, req.hostname);
      } catch (error) {
        // The database is away, say: the bare page reads the merchant itself and offers Try again.
        req.log.error(error, "QR page could not read its merchant");
        return send(reply, 200, readTemplate());
      }
      const config = runtimeConfigOf(app.config, req.hostname);
      const language = pageLanguage({
        query: req.query.lang,
        cookie: langCookie(req.headers.cookie),
        acceptLanguage: req.headers["accept-language"],
        region: config.region,
      });
      const { region, apiBaseUrl, logoUrl, testMode } = config;
      const html = render.renderQrDocument(readTemplate(), { merchantId, merchant, language, config: { region, apiBaseUrl, logoUrl, testMode } });
      return send(reply, merchant ? 200 : 404, html);
    },
  });
}
