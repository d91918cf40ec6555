import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Env } from "@/config/env";

/** Origins the portal may call besides its own: the regions' API servers, when set apart. */
function apiOrigins(env: Env): string[] {
  return [env.REGION_DEFAULT_API_URL, env.REGION_AE_API_URL]
    .filter((u) => u !== undefined)
    .map((u) => new URL(u).origin);
}

/**
 * The policy of every page the server sends. Scripts only from our own files (no inline
 * script anywhere: page data travels in `type="application/json"` blocks). Styles may be
 * inline because MUI's emotion writes `<style>` elements at run time; the light pages, which
 * have no MUI, narrow that on their own routes (see `LIGHT_PAGE_STYLE_SRC`). Nobody may
 * frame a page: a framed card form is the classic clickjacking of a payment. The portal
 * frames one thing only: the contract PDF it fetched, shown from a `blob:` address
 * (`frame-src blob:`; the light pages frame nothing of the kind, see `LIGHT_PAGE_FRAME_SRC`).
 */
export function contentSecurityPolicy(env: Env) {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Vite inlines small images and fonts as data: URLs; a logo being chosen is shown from a blob:;
    // logos come from the API, which may be a region's own server.
    "img-src": ["'self'", "data:", "blob:", ...apiOrigins(env)],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...apiOrigins(env)],
    // The contract viewer: the PDF the portal fetched (with the session's token) is framed
    // from an object URL. Without this the frame falls back to default-src and stays empty.
    "frame-src": ["blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    // Over plain http on a LAN address an upgrade would break every asset: production only.
    "upgrade-insecure-requests": env.NODE_ENV === "production" ? [] : null,
  };
}

/**
 * The styles of the light pages (the hosted checkout and the signed-out screens, React
 * without MUI) are one CSS file each: not even inline styles there.
 */
export const LIGHT_PAGE_STYLE_SRC = "'self'";

/** The light pages show no PDF: they keep what default-src gave every page before the contract viewer. */
export const LIGHT_PAGE_FRAME_SRC = "'self'";

/**
 * Headers of every answer (issue: "light and locked down"). The Referrer-Policy is
 * `no-referrer`: the checkout's path holds the invoice code and the reset page's path its
 * guid, and neither may reach another site through a link or an image.
 */
export async function registerSecurityHeaders(app: FastifyInstance, env: Env) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    // HSTS makes browsers refuse plain http for a year: only a production server behind TLS may say it.
    strictTransportSecurity: env.NODE_ENV === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Logos are public images the checkout shows; other sites may not embed them, and need not.
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
}
