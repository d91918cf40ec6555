import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { precompress, productionBuild } from "./build/precompress.ts";

const apiServer = "http://localhost:3000";
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Under the dev server, `/pay/{invoiceCode}` is the checkout's own page (pay.html), as the
 * API serves it in production; with no server rendering there, the page reads its data itself.
 */
function checkoutPageInDev(): Plugin {
  return {
    name: "portal:checkout-page-in-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/pay\/[^/?#]+\/?(?:[?#]|$)/.test(req.url)) req.url = "/pay.html";
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), checkoutPageInDev(), productionBuild(), precompress()],
  resolve: { alias: { "@": here("./src") } },
  // `vite build` builds every environment below: the browser's two pages and the checkout's server rendering.
  builder: {},
  environments: {
    client: {
      build: {
        outDir: here("./dist"),
        emptyOutDir: true,
        // The portal (a single-page app) and the hosted checkout, a light page of its own (docs/checkout-page.md).
        rollupOptions: { input: { index: here("./index.html"), pay: here("./pay.html") } },
      },
    },
    ssr: {
      build: {
        // Not inside dist, which is served to anyone: the API imports it from here.
        outDir: here("./dist-ssr"),
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          input: here("./src/pay/server.tsx"),
          output: { entryFileNames: "server.js" },
          // The server holds every language at once; only the browser fetches one when it is chosen.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    },
  },
  server: { proxy: { "/api": apiServer, "/sandbox": apiServer } },
  test: {
    name: "web",
    environment: "jsdom",
    // Only unit and component tests; Playwright specs under e2e/ run with their own runner.
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    setupFiles: ["./src/testing/setup.ts"],
  },
});
