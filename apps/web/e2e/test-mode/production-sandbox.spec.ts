import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, request as requests, test } from "@playwright/test";
import { STAGING_PORT } from "../support/hosts";
import { codeSentTo } from "../support/outbox";

/*
 * A production server run in sandbox mode on purpose (a staging or demo site): every screen,
 * the sign-in page and the checkout say that no real money moves. The server is the build
 * `npm start` runs, started here with production's settings on a database of its own.
 */
const ORIGIN = `http://localhost:${STAGING_PORT}`;
const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../api/dist/server.mjs");
const DEMO = { email: "demo@merchant.az", password: "Demo@2026", mobilePhone: "+994501234567" };
const BANNER = "Test mode — no real money moves";

let child: ChildProcess;
let api: APIRequestContext;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-staging-"));
  child = spawn(process.execPath, [server], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PAYMENTS_MODE: "sandbox",
      APP_SECRET: "staging-secret-for-the-browser-tests-0123456789",
      PUBLIC_URL: ORIGIN,
      HOST: "127.0.0.1",
      PORT: String(STAGING_PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  api = await requests.newContext({ baseURL: ORIGIN });
  await expect
    .poll(async () => (await api.get("/api/health").catch(() => null))?.status(), { timeout: 60_000, intervals: [250] })
    .toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  child?.kill("SIGTERM");
  await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function demoToken() {
  expect((await api.post("/api/login", { data: { username: DEMO.email, password: DEMO.password } })).status()).toBe(
    200,
  );
  const code = await codeSentTo(api, DEMO.mobilePhone);
  const approved = await api.post(`/api/approveLogin/${code}/${encodeURIComponent(DEMO.email)}`);
  return ((await approved.json()) as { accessToken: string }).accessToken;
}

test("says so on the sign-in page, every portal screen and the checkout", async ({ page }) => {
  const banner = page.getByRole("note").filter({ hasText: BANNER });

  await page.goto(`${ORIGIN}/auth`);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(banner).toBeVisible();

  const token = await demoToken();
  await page.evaluate((t) => localStorage.setItem("accessToken", t), token);
  await page.goto(`${ORIGIN}/`);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(banner).toBeVisible();

  const headers = { authorization: `Bearer ${token}` };
  const apps = (await (await api.get("/api/apps", { headers })).json()) as { id: string; status: string }[];
  const live = apps.find((a) => a.status === "live")!;
  const expires = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const created = await api.post("/api/bookings", {
    headers,
    data: {
      appId: live.id,
      amount: "12.00",
      currency: "AZN",
      fullName: "Leyla Əliyeva",
      phone: "+994551234567",
      description: "Staging check",
      linkExpirationDate: expires,
      bookingId: "STAGING-1",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { invoiceCode } = (await created.json()) as { invoiceCode: string };
  await page.goto(`${ORIGIN}/pay/${invoiceCode}`);
  await expect(page.getByText("Staging check")).toBeVisible();
  await expect(banner).toBeVisible();
});

test("says so in the interface language", async ({ page }) => {
  await page.goto(`${ORIGIN}/auth`);
  await page.evaluate(() => localStorage.setItem("lang", '"RU"'));
  await page.reload();
  await expect(
    page.getByRole("note").filter({ hasText: "Тестовый режим — настоящие деньги не переводятся" }),
  ).toBeVisible();
});
