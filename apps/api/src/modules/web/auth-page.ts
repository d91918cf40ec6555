import fs from "node:fs";
import path from "node:path";
import type { AuthPageConfig, AuthPageDocument, AuthPageInput } from "@portal/contracts";
import type { FastifyInstance, RouteHandlerMethod } from "fastify";
import { runtimeConfigOf } from "@/modules/config/config.routes";
import { type LightPageOptions, lightPageHelmet, lightPageRenderer, lightPageTemplate, sendLightPage as send } from "./light-page";
import { langCookie, pageLanguage } from "./page-language";

/** What the web app's server-rendering build exports as `dist-ssr/auth.js`. */
interface AuthRenderer {
  renderAuthDocument(template: string, input: AuthPageInput): AuthPageDocument;
}

/**
 * The signed-out screens, `GET /auth` and any path under `/auth/` (docs/auth-page.md):
 * rendered here in the language the visitor chose (the `lang` cookie, else the default)
 * with the public runtime configuration; the renderer decides the screen from the path and
 * answers 404 for one that is none. Without a server-rendering build the bare template is
 * sent and the page renders in the browser.
 */
export function registerAuthPage(app: FastifyInstance, { distDir, ssrDir }: LightPageOptions) {
  // An older build has no page of its own for these screens: the portal's index.html,
  // sent by the not-found handler with the portal's policy, still serves them.
  if (!fs.existsSync(path.join(distDir, "auth.html"))) {
    app.log.warn(`auth.html not found in ${distDir}; the signed-out screens are served by the portal's index.html (run npm run build)`);
    return;
  }
  const loadRenderer = lightPageRenderer<AuthRenderer>(app, ssrDir, "auth");
  const readTemplate = lightPageTemplate(distDir, "auth");

  const handler: RouteHandlerMethod = async (req, reply) => {
    const render = await loadRenderer();
    if (!render) return send(reply, 200, readTemplate());
    const { region, apiBaseUrl, logoUrl, testMode, signInLayout, appStoreUrl } = runtimeConfigOf(app.config, req.hostname);
    const config: AuthPageConfig = { region, apiBaseUrl, logoUrl, testMode, signInLayout, appStoreUrl };
    // The screens' spec: the stored choice, else English; neither a link nor the browser's languages decide.
    const language = pageLanguage({ query: undefined, cookie: langCookie(req.headers.cookie), acceptLanguage: undefined, region });
    const document = render.renderAuthDocument(readTemplate(), { path: req.url.split("?")[0] ?? "/auth", language, config });
    return send(reply, document.status, document.html);
  };
  // HEAD is answered by each as Fastify does for any GET.
  for (const url of ["/auth", "/auth/*"]) {
    app.get(url, { schema: { hide: true }, helmet: lightPageHelmet(app), handler });
  }
}
