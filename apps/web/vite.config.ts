import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { bootScript } from "./build/boot-script.ts";
import { chunkGroups } from "./build/chunk-groups.ts";
import { entryIsolation } from "./build/entry-isolation.ts";
import { firstFrame } from "./build/first-frame.ts";
import { fontPreload } from "./build/font-preload.ts";
import { precompress, productionBuild } from "./build/precompress.ts";

const apiServer = "http://localhost:3000";
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Under the dev server, the light pages are their own pages as the API serves them in
 * production: `/pay/{invoiceCode}` is pay.html, `/pay/merchant/{merchantId}` and
 * `/pay/button/{buttonId}` qr.html, `/auth…` auth.html and the operator console's `/ops…`
 * ops.html; with no server rendering there, each reads its data itself.
 */
function lightPagesInDev(): Plugin {
  return {
    name: "portal:light-pages-in-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/pay\/(?:merchant|button)\/[^/?#]+\/?(?:[?#]|$)/.test(req.url)) req.url = "/qr.html";
        else if (req.url && /^\/pay\/[^/?#]+\/?(?:[?#]|$)/.test(req.url)) req.url = "/pay.html";
        else if (req.url && /^\/auth(?:[/?#]|$)/.test(req.url)) req.url = "/auth.html";
        else if (req.url && /^\/ops(?:[/?#]|$)/.test(req.url)) req.url = "/ops.html";
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    lightPagesInDev(),
    productionBuild(),
    bootScript("boot"),
    firstFrame(here("./src/locales")),
    fontPreload(),
    entryIsolation(),
    precompress(),
  ],
  resolve: { alias: { "@": here("./src") } },
  // `vite build` builds every environment below: the browser's pages and the light pages' server rendering.
  builder: {},
  environments: {
    client: {
      build: {
        outDir: here("./dist"),
        emptyOutDir: true,
        // index.html names none of the portal's chunks up front: on a phone's slow link, their
        // twenty preloads shared it with the boot script and held back its first frame
        // (docs/web-portal.md, "First load"). The browser finds them from the entry instead;
        // the light pages, the console and lazy screens keep their preloads.
        modulePreload: {
          resolveDependencies: (_file, dependencies, { hostId, hostType }) =>
            hostType === "html" && hostId.endsWith("index.html") ? [] : dependencies,
        },
        // The portal (a single-page app) and its light pages: the hosted checkout, an
        // application's QR page (and pay buttons' pages) and the signed-out screens (docs/checkout-page.md, docs/auth-page.md);
        // and the provider's operator console, a single-page app of its own.
        rollupOptions: {
          input: {
            index: here("./index.html"),
            // index.html's boot script (build/boot-script.ts): asks for the first data early.
            boot: here("./src/boot/early-requests.ts"),
            pay: here("./pay.html"),
            qr: here("./qr.html"),
            auth: here("./auth.html"),
            ops: here("./ops.html"),
          },
          output: { codeSplitting: { groups: chunkGroups } },
        },
      },
    },
    ssr: {
      build: {
        // Not inside dist, which is served to anyone: the API imports it from here.
        outDir: here("./dist-ssr"),
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          input: {
            pay: here("./src/pay/server.tsx"),
            qr: here("./src/pay/qr/server.tsx"),
            auth: here("./src/auth-page/server.tsx"),
          },
          output: { entryFileNames: "[name].js" },
          // The server holds every language at once; only the browser fetches one when it is chosen.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    },
  },
  // A hosted acquirer's page sends the customer back to `/pay/{invoiceCode}/return`, which the API answers (docs/hosted-payment-page.md).
  server: { proxy: { "/api": apiServer, "/sandbox": apiServer, "^/pay/[^/]+/return": apiServer } },
  test: {
    name: "web",
    environment: "jsdom",
    // Only unit and component tests; Playwright specs under e2e/ run with their own runner.
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    setupFiles: ["./src/testing/setup.ts"],
    // A test that renders the route tree imports its lazy screens first; next to the API's
    // suite on the other core that has taken over the default 5 s. What a test waits for is
    // bounded by testing library's timeout (src/testing/setup.ts).
    testTimeout: 20_000,
  },
});
