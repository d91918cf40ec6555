import { type CheckoutInvoice, InvoiceCodeParam, type PayPageInput } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "@/lib/app-error";
import { checkoutService } from "@/modules/checkout/checkout.service";
import { runtimeConfigOf } from "@/modules/config/config.routes";
import { type LightPageOptions, lightPageHelmet, lightPageRenderer, lightPageTemplate, sendLightPage as send } from "./light-page";
import { langCookie, pageLanguage } from "./page-language";

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
 * reads the invoice itself.
 */
export function registerPayPage(app: FastifyInstance, { distDir, ssrDir }: LightPageOptions) {
  const checkout = checkoutService(app);
  const loadRenderer = lightPageRenderer<PayRenderer>(app, ssrDir, "pay");
  const readTemplate = lightPageTemplate(distDir, "pay");

  /** The invoice, null for a link that does not exist; any other failure is thrown. */
  async function invoiceOf(code: string): Promise<CheckoutInvoice | null> {
    if (!isInvoiceCode(code)) return null;
    try {
      return await checkout.view(code);
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") return null;
      throw error;
    }
  }

  app.get<{ Params: { invoiceCode: string }; Querystring: { lang?: unknown } }>("/pay/:invoiceCode", {
    schema: { hide: true },
    // The page's styles are one file: not even inline styles are allowed here (no MUI).
    helmet: lightPageHelmet(app),
    // Counted as the API read of the invoice it replaces.
    preHandler: app.rateLimit("checkout"),
    handler: async (req, reply) => {
      const render = await loadRenderer();
      if (!render) return send(reply, 200, readTemplate());
      const { invoiceCode } = req.params;
      let invoice: CheckoutInvoice | null;
      try {
        invoice = await invoiceOf(invoiceCode);
      } catch (error) {
        // The database is away, say: the bare page reads the invoice itself and offers Try again.
        req.log.error(error, "checkout page could not read its invoice");
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
      const html = render.renderPayDocument(readTemplate(), { invoiceCode, invoice, language, config: { region, apiBaseUrl, logoUrl, testMode } });
      return send(reply, invoice ? 200 : 404, html);
    },
  });
}
