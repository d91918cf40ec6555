import type { AuthPageConfig, AuthPageDocument, AuthPageInput } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { runtimeConfigOf } from "@/modules/config/config.routes";
import { type LightPageOptions, hasLightPageTemplate, lightPageHandler, lightPageHelmet } from "./light-page";
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
export function registerAuthPage(app: FastifyInstance, options: LightPageOptions) {
  // An older build has no page of its own for these screens: the portal's index.html,
  // sent by the not-found handler with the portal's policy, still serves them.
  if (
    !hasLightPageTemplate(app, options.distDir, "auth", "the signed-out screens are served by the portal's index.html")
  )
    return;
  const handler = lightPageHandler<AuthRenderer>(app, options, "auth", (req, renderer, template) => {
    const { region, apiBaseUrl, logoUrl, testMode, signInLayout, appStoreUrl } = runtimeConfigOf(
      app.config,
      req.hostname,
    );
    const config: AuthPageConfig = { region, apiBaseUrl, logoUrl, testMode, signInLayout, appStoreUrl };
    // The screens' spec: the stored choice, else English; neither a link nor the browser's languages decide.
    const language = pageLanguage({
      query: undefined,
      cookie: langCookie(req.headers.cookie),
      acceptLanguage: undefined,
      region,
    });
    return renderer.renderAuthDocument(template(), { path: req.url.split("?")[0] ?? "/auth", language, config });
  });
  // HEAD is answered by each as Fastify does for any GET.
  for (const url of ["/auth", "/auth/*"]) {
    app.get(url, { schema: { hide: true }, helmet: lightPageHelmet(app), handler });
  }
}
