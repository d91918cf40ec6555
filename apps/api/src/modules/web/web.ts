import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { pageDataBlock, RUNTIME_CONFIG_BLOCK_ID } from "@portal/contracts/page-data";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { runtimeConfigOf } from "@/modules/config/config.routes";
import { notFound } from "@/plugins/errors";
import { registerAuthPage } from "./auth-page";
import { registerPayButtonPage } from "./pay-button-page";
import { registerPayPage } from "./pay-page";
import { registerQrPage } from "./qr-page";

const SERVER_PREFIXES = ["/api/", "/sandbox/"];

/**
 * Serves the built portal. The light pages (`/pay/…`, `/pay/merchant/…`, `/pay/button/…`, `/auth…`) are rendered on their own
 * routes; the operator console's (`/ops…`) get ops.html, any other GET for a page (not /api,
 * not /sandbox) gets index.html so the portal's router can take it; API misses stay JSON 404s.
 */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  const index = path.join(distDir, "index.html");
  if (!fs.existsSync(index)) {
    app.log.warn(`portal build not found at ${distDir}; serving the API only (run npm run build)`);
    app.setNotFoundHandler(notFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    // Files are looked up per request, so a rebuild is served without a restart.
    wildcard: true,
    // The build writes a .br and a .gz beside every text asset (at their best levels, once):
    // each is sent to a client that accepts it, with Content-Encoding and Vary.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      // Which file was sent depends on Accept-Encoding: caches must keep them apart.
      res.setHeader("vary", "Accept-Encoding");
      // Vite puts content hashes in asset names; the page itself must always be fresh.
      res.setHeader(
        "cache-control",
        filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  // The checkout, the QR page, pay buttons' pages and the signed-out screens are light server-rendered pages of their own;
  // their server build sits beside the public one.
  const ssrDir = path.join(distDir, "..", "dist-ssr");
  registerPayPage(app, { distDir, ssrDir });
  registerQrPage(app, { distDir, ssrDir });
  registerPayButtonPage(app, { distDir, ssrDir });
  registerAuthPage(app, { distDir, ssrDir });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    // A missing file (it has an extension, e.g. an asset of an older build) is a 404, not the page.
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !SERVER_PREFIXES.some((p) => url.startsWith(p)) &&
      url !== "/api" &&
      !path.posix.basename(url).includes(".");
    if (!isPage) return notFound(request, reply);
    // The operator console is a page of its own: none of the portal's code or sessions in it.
    if (/^\/ops(\/|$)/.test(url) && fs.existsSync(path.join(distDir, "ops.html")))
      return reply.header("cache-control", "no-cache").sendFile("ops.html");
    return sendPortalPage(request, reply);
  });
  const sendPortalPage = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(await portalPage(app, index, request.hostname));
  // Not the static index.html: "/" is the portal's page like any other address, with its configuration in.
  app.get("/", { schema: { hide: true } }, sendPortalPage);
}

/**
 * index.html with the region's runtime configuration written in, so the portal starts without
 * asking for it (docs/web-portal.md, "First load"). Read per request, as the static files are:
 * a rebuild is served without a restart (the page is a few KiB).
 */
async function portalPage(app: FastifyInstance, index: string, hostname: string): Promise<string> {
  const html = await fs.promises.readFile(index, "utf8");
  const block = pageDataBlock(RUNTIME_CONFIG_BLOCK_ID, runtimeConfigOf(app.config, hostname));
  return html.replace("</head>", () => `${block}</head>`);
}
