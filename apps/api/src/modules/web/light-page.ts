import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Language, PayPageConfig } from "@portal/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from "fastify";
import { AppError } from "@/lib/app-error";
import { runtimeConfigOf } from "@/modules/config/config.routes";
import { LIGHT_PAGE_FRAME_SRC, LIGHT_PAGE_STYLE_SRC, contentSecurityPolicy } from "@/plugins/security-headers";
import { langCookie, pageLanguage } from "./page-language";

/*
 * What the light pages (the hosted checkout, the QR page, the signed-out screens) share: each
 * is a template of the browser build (`dist/{page}.html`) filled by a module of the web app's
 * server-rendering build (`dist-ssr/{page}.js`), React without MUI.
 */

export interface LightPageOptions {
  /** The browser build: its `{page}.html` is the page's template. */
  distDir: string;
  /** The server-rendering build, with `{page}.js`; kept out of `distDir`, which is public. */
  ssrDir: string;
}

/** A page as its server rendering made it. */
interface LightPageDocument {
  status: number;
  html: string;
}

/**
 * Whether the browser build has the page's template; if not, one warning saying what its
 * addresses get instead (`without`), and the page is not to be registered.
 */
export function hasLightPageTemplate(app: FastifyInstance, distDir: string, page: string, without: string): boolean {
  if (fs.existsSync(path.join(distDir, `${page}.html`))) return true;
  app.log.warn(`${page}.html not found in ${distDir}; ${without} (run npm run build)`);
  return false;
}

/**
 * The page's server-rendering module, imported on first use and kept: a module stays in
 * memory for the life of the process anyway. Null, with one warning, when the build has
 * none (the page then renders in the browser only).
 */
function lightPageRenderer<Renderer>(
  app: FastifyInstance,
  ssrDir: string,
  page: string,
): () => Promise<Renderer | null> {
  const rendererPath = path.join(ssrDir, `${page}.js`);
  let renderer: Promise<Renderer | null> | undefined;
  return () =>
    (renderer ??= (async () => {
      if (fs.existsSync(rendererPath)) return (await import(pathToFileURL(rendererPath).href)) as Renderer;
      app.log.warn(
        `server rendering of the ${page} page not found at ${rendererPath}; it renders in the browser only (run npm run build)`,
      );
      return null;
    })());
}

/** The page's template, read once. */
function lightPageTemplate(distDir: string, page: string): () => string {
  const templatePath = path.join(distDir, `${page}.html`);
  let template: string | undefined;
  return () => (template ??= fs.readFileSync(templatePath, "utf8"));
}

/** A rendered page: made for this request (its language, its data), so never cached. */
const sendLightPage = (reply: FastifyReply, { status, html }: LightPageDocument) =>
  reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);

/** The route's CSP: the page's styles are one file, so not even inline styles are allowed (no MUI). */
export const lightPageHelmet = (app: FastifyInstance) => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...contentSecurityPolicy(app.config),
      "style-src": [LIGHT_PAGE_STYLE_SRC],
      "frame-src": [LIGHT_PAGE_FRAME_SRC],
    },
  },
});

/**
 * The route handler of a light page: `renderPage` fills the template with the page's
 * server-rendering module. Without that module, or when `renderPage` gives null, the bare
 * template is sent with a 200 and the page renders in the browser.
 */
export function lightPageHandler<Renderer, Route extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  { distDir, ssrDir }: LightPageOptions,
  page: string,
  renderPage: (
    req: FastifyRequest<Route>,
    renderer: Renderer,
    template: () => string,
  ) => LightPageDocument | null | Promise<LightPageDocument | null>,
) {
  const loadRenderer = lightPageRenderer<Renderer>(app, ssrDir, page);
  const readTemplate = lightPageTemplate(distDir, page);
  return async (req: FastifyRequest<Route>, reply: FastifyReply) => {
    const renderer = await loadRenderer();
    const document = renderer && (await renderPage(req, renderer, readTemplate));
    return sendLightPage(reply, document ?? { status: 200, html: readTemplate() });
  };
}

/** The record a payment page shows, null when the service finds none; any other failure is thrown. */
export async function foundOrNull<Found>(found: Promise<Found>): Promise<Found | null> {
  try {
    return await found;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

interface PaymentPageRoute<Params> {
  Params: Params;
  Querystring: { lang?: unknown };
}
type PaymentPageRequest<Params> = FastifyRequest<PaymentPageRoute<Params>>;

/** What a payment page is rendered with besides its record. */
interface PaymentPageContext {
  language: Language;
  config: PayPageConfig;
}

interface PaymentPage<Renderer, Found, Params> {
  /** The route, e.g. `/pay/:invoiceCode`. */
  url: string;
  /** The page's name in both builds: `dist/{name}.html`, `dist-ssr/{name}.js`. */
  name: string;
  /** The record the link leads to, null for none; any other failure is thrown. */
  find(req: PaymentPageRequest<Params>): Promise<Found | null>;
  /** What the log says when `find` failed. */
  findFailed: string;
  /** The page's HTML; a null record is the not-found page. */
  render(
    renderer: Renderer,
    template: string,
    req: PaymentPageRequest<Params>,
    found: Found | null,
    context: PaymentPageContext,
  ): string;
  /** The language the record was made for (a pay button's, a merchant API order's), which only the link's `?lang=` outranks. */
  languageOf?(found: Found): string | undefined;
  /** The status of a found record's page, when not 200 (a disabled pay button's is 410 Gone). */
  statusOf?(found: Found): number;
}

/**
 * A page a customer pays on (the checkout, the QR page, a pay button's): one record, read as
 * the page's API call reads it, rendered in the language the customer asks for; 404 when the
 * link leads to none (docs/checkout-page.md).
 */
export function registerPaymentPage<Renderer, Found, Params>(
  app: FastifyInstance,
  options: LightPageOptions,
  page: PaymentPage<Renderer, Found, Params>,
) {
  app.get<PaymentPageRoute<Params>>(page.url, {
    schema: { hide: true },
    helmet: lightPageHelmet(app),
    // Counted as the API read of the record it replaces.
    preHandler: app.rateLimit("checkout"),
    handler: lightPageHandler(app, options, page.name, paymentPageRendering(app, page)),
  });
}

/** The page rendered from its record; null (the bare page) when the record could not be read. */
function paymentPageRendering<Renderer, Found, Params>(
  app: FastifyInstance,
  page: PaymentPage<Renderer, Found, Params>,
) {
  return async (
    req: PaymentPageRequest<Params>,
    renderer: Renderer,
    template: () => string,
  ): Promise<LightPageDocument | null> => {
    let found: Found | null;
    try {
      found = await page.find(req);
    } catch (error) {
      // The database is away, say: the bare page reads its record itself and offers Try again.
      req.log.error(error, page.findFailed);
      return null;
    }
    const context = paymentPageContext(app, req, found === null ? undefined : page.languageOf?.(found));
    const html = page.render(renderer, template(), req, found, context);
    return { status: found === null ? 404 : (page.statusOf?.(found) ?? 200), html };
  };
}

/** The link's `?lang=`, the record's language, the customer's choice, the browser's languages: every hint counts on a payment page. */
function paymentPageContext(
  app: FastifyInstance,
  req: PaymentPageRequest<unknown>,
  record: string | undefined,
): PaymentPageContext {
  const { region, apiBaseUrl, logoUrl, testMode } = runtimeConfigOf(app.config, req.hostname);
  const hints = {
    query: req.query.lang,
    record,
    cookie: langCookie(req.headers.cookie),
    acceptLanguage: req.headers["accept-language"],
    region,
  };
  const language = pageLanguage(hints);
  return { language, config: { region, apiBaseUrl, logoUrl, testMode } };
}
