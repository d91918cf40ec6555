import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply } from "fastify";
import { LIGHT_PAGE_STYLE_SRC, contentSecurityPolicy } from "@/plugins/security-headers";

/*
 * What the light pages (the hosted checkout, the signed-out screens) share: each is a
 * template of the browser build (`dist/{page}.html`) filled by a module of the web app's
 * server-rendering build (`dist-ssr/{page}.js`), React without MUI.
 */

export interface LightPageOptions {
  /** The browser build: its `{page}.html` is the page's template. */
  distDir: string;
  /** The server-rendering build, with `{page}.js`; kept out of `distDir`, which is public. */
  ssrDir: string;
}

/**
 * The page's server-rendering module, imported on first use and kept: a module stays in
 * memory for the life of the process anyway. Null, with one warning, when the build has
 * none (the page then renders in the browser only).
 */
export function lightPageRenderer<Renderer>(app: FastifyInstance, ssrDir: string, page: string): () => Promise<Renderer | null> {
  const rendererPath = path.join(ssrDir, `${page}.js`);
  let renderer: Promise<Renderer | null> | undefined;
  return () =>
    (renderer ??= (async () => {
      if (fs.existsSync(rendererPath)) return (await import(pathToFileURL(rendererPath).href)) as Renderer;
      app.log.warn(`server rendering of the ${page} page not found at ${rendererPath}; it renders in the browser only (run npm run build)`);
      return null;
    })());
}

/** The page's template, read once. */
export function lightPageTemplate(distDir: string, page: string): () => string {
  const templatePath = path.join(distDir, `${page}.html`);
  let template: string | undefined;
  return () => (template ??= fs.readFileSync(templatePath, "utf8"));
}

/** A rendered page: made for this request (its language, its data), so never cached. */
export const sendLightPage = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);

/** The route's CSP: the page's styles are one file, so not even inline styles are allowed (no MUI). */
export const lightPageHelmet = (app: FastifyInstance) => ({
  contentSecurityPolicy: { useDefaults: false, directives: { ...contentSecurityPolicy(app.config), "style-src": [LIGHT_PAGE_STYLE_SRC] } },
});
