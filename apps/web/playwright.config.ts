import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, defineConfig } from "@playwright/test";
import { EMIRATES_HOST, HOSTED_PORT, PORT } from "./e2e/support/hosts";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/**
 * The system Chromium first (no browser can be downloaded here), then Playwright's own
 * if one is installed; with neither, stop and say how to get one.
 */
function chromiumExecutable(): string | undefined {
  if (fs.existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  if (fs.existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    "No Chromium for the browser tests. Install one: `sudo apt-get install chromium` (Debian/Ubuntu), " +
      "or `npx playwright install chromium` where downloads are allowed.",
  );
}

/** A server for the browser tests: every run starts it on an empty embedded database of its own. */
function testServer(port: number, env: Record<string, string> = {}) {
  return {
    command: "npm run serve -w apps/api",
    cwd: "../..",
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "portal-e2e-")),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
      // Every flow signs in, and registers its merchant, from the same address.
      RATE_LIMIT_PER_MINUTE: "10000",
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "10000",
      // Every customer in the flows pays from this address too.
      PAYMENT_ATTEMPTS_PER_ADDRESS_PER_10_MINUTES: "10000",
      // The sandbox signer answers quickly, so signing flows stay short.
      ESIGN_SANDBOX_DELAY_MS: "1500",
      ...env,
    },
  };
}

/**
 * The flows in which a customer pays on the checkout, run a second time against a server whose
 * acquirer is hosted (ACQUIRER=sandbox-hosted): the customer presses Pay and types the card on
 * the sandbox bank's page (`payByCard` in e2e/support/checkout.ts does whichever the server
 * asks), so both styles stay working. Only these: the rest of the portal does not depend on
 * where the card was typed, and CI's time is better spent once. One way into the checkout from
 * each kind of start: an invoice (sent, and its outcomes), a pay button's page, the merchant
 * API, and what the merchant then does with the payment. A bulk upload's invoices, a QR page
 * and a pay button on the merchant's site reach the same invoice checkout as these do, so they
 * run once, on the direct server.
 */
const PAYING_FLOWS = [
  "hosted-page/**",
  "invoices/checkout-outcomes.spec.ts",
  "invoices/invoice-to-paid.spec.ts",
  "merchant-api/shop.spec.ts",
  "pay-buttons/pay-button-page.spec.ts",
  "transactions/transactions.spec.ts",
];

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // One server, two cores: flows run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "../../playwright-report" }]],
  outputDir: "../../test-results",
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        // Reaches the Emirates variant: its host name resolves to this machine.
        `--host-resolver-rules=MAP ${EMIRATES_HOST} 127.0.0.1`,
      ],
    },
  },
  projects: [
    // The sandbox bank's own page exists only with the hosted acquirer; the accessibility walk is a project of its own.
    {
      name: "chromium",
      use: { browserName: "chromium" },
      testIgnore: ["hosted-page/**", "accessibility/route-walk.spec.ts"],
    },
    /**
     * The accessibility walk (docs/accessibility.md): its setup makes the records and saves each
     * account's signed-in state once, then the walk runs one test per route and language. Run it
     * alone with `--project=route-walk` (its setup comes first by itself).
     */
    { name: "route-walk-setup", use: { browserName: "chromium" }, testMatch: "accessibility/route-walk.setup.ts" },
    // A route's test takes seconds; the longer timeout is for two cores busy with other work as well.
    {
      name: "route-walk",
      use: { browserName: "chromium" },
      testMatch: "accessibility/route-walk.spec.ts",
      dependencies: ["route-walk-setup"],
      timeout: 120_000,
    },
    {
      name: "sandbox-hosted",
      use: { browserName: "chromium", baseURL: `http://localhost:${HOSTED_PORT}` },
      metadata: { acquirer: "sandbox-hosted" },
      testMatch: PAYING_FLOWS,
    },
  ],
  webServer: [testServer(PORT), testServer(HOSTED_PORT, { ACQUIRER: "sandbox-hosted" })],
});
