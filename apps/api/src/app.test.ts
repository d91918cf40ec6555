import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "@/config/env";
import { newMerchant, registerAndConfirm } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

describe("configuration", () => {
  it("names the variable that is wrong", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ RATE_LIMIT_PER_MINUTE: "0" })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it("demands a real secret and a payments mode in production, and seeds no demo there", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/APP_SECRET/);
    expect(() =>
      loadEnv({ NODE_ENV: "production", APP_SECRET: "s".repeat(32), PUBLIC_HOSTS: "pay.example.az" }),
    ).toThrow(/PAYMENTS_MODE: is required in production: `live` for real money, or `sandbox` for a test site/);
    const env = loadEnv({
      NODE_ENV: "production",
      PAYMENTS_MODE: "sandbox",
      APP_SECRET: "s".repeat(32),
      PUBLIC_HOSTS: "pay.example.az",
    });
    expect(env.sandbox).toBe(true);
    expect(env.SEED_DEMO).toBe(false);
  });
});

describe.each(backends)("the server on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { RATE_LIMIT_PER_MINUTE: "5", LOGIN_FAILURES_BEFORE_LOCK: "3" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("reports health with the database it uses", async () => {
    const res = await t.call({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: backend });
  });

  it("publishes an OpenAPI document of every call", async () => {
    const res = await t.call({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/login",
      "/api/approveLogin/{OTP}/{email}",
      "/api/register",
      "/api/verify-email/{token}",
      "/api/verify-email/{token}/release",
      "/api/verify-email/resend",
      "/api/unlock-account/{token}",
      "/api/confirmAccount/{OTP}",
      "/api/forgot-password",
      "/api/confirm-password/{guid}",
      "/api/logout",
      "/api/profile",
      "/api/session",
      "/api/otp/init/login",
      "/api/otp/init/register",
      "/api/merchant-connect",
      "/api/merchant-category",
      "/api/companies",
      "/api/user/paymentCard",
      "/api/company/{id}/bank-account",
      "/api/apps",
      "/api/apps/{appId}",
      "/api/config",
      "/api/config/hotel/update",
      "/api/otp/init/updateKey/{appId}",
      "/api/appKey/{appId}/{OTP}",
      "/api/otp/init/deleteApp/{appId}",
      "/api/app/{appId}/{OTP}",
      "/api/application-verify/switch/review/{accountType}/{appId}",
      "/api/application-verify/view-contract/account/{accountType}/{appId}",
      "/api/application-verify/verification-code/auth/{appId}",
      "/api/application-verify/asan-login",
      "/api/application-verify/verification-code/sign/{appId}",
      "/api/application-verify/sign-contract",
      "/api/application-verify/download-signed-contract-file/{appId}",
      "/api/bookings",
      "/api/bookings/send-invoice",
      "/api/invoices",
      "/api/booking/invoice/{id}",
      "/api/invoices/{id}/transactions",
      "/api/invoices/log/history/{id}",
      "/api/invoice/{id}",
      "/meta-invoice",
      "/api/meta-invoice",
      "/api/invoices/qr",
      "/api/invoices/{id}/stop-recurrence",
      "/api/invoices/{id}/qr",
      "/api/transactions/{id}",
      "/api/checkout/{invoiceCode}",
      "/api/checkout/{invoiceCode}/pay",
      "/api/checkout/{invoiceCode}/challenge/{transactionId}",
      "/api/checkout/{invoiceCode}/challenge/{transactionId}/cancel",
      "/api/checkout/{invoiceCode}/hosted-payment",
      "/api/checkout/{invoiceCode}/hosted-payment/{transactionId}/result",
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths["/api/register"].post.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["email", "fullName", "password", "mobilePhone"]),
    );
  });

  /** Moves the clock to just after a fixed window starts, so a test's calls share one window. */
  const startOfWindow = (windowMs: number) => t.clock.advance(windowMs - (t.clock.now().getTime() % windowMs) + 5);

  it("limits calls per client IP and endpoint group", async () => {
    startOfWindow(60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.call({
        method: "POST",
        url: "/api/forgot-password",
        payload: { email: "x@example.az" },
        remoteAddress: "10.9.9.9",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const other = await t.call({
      method: "POST",
      url: "/api/forgot-password",
      payload: { email: "x@example.az" },
      remoteAddress: "10.9.9.10",
    });
    expect(other.statusCode).toBe(200);
    t.clock.advance(60_000);
    const later = await t.call({
      method: "POST",
      url: "/api/forgot-password",
      payload: { email: "x@example.az" },
      remoteAddress: "10.9.9.9",
    });
    expect(later.statusCode).toBe(200);
  });

  it("locks an account's sign-in after too many failed passwords, for 30 minutes, with the real time left", async () => {
    const m = await registerAndConfirm(t);
    const attempt = (password: string, ip: string) =>
      t.call({ method: "POST", url: "/api/login", payload: { username: m.email, password }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await attempt("Wrong#2026", `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await attempt(m.password, "10.1.0.99");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
    expect(locked.json().retryAfter).toBeGreaterThan(29 * 60);
    expect(locked.json().retryAfter).toBeLessThanOrEqual(30 * 60);
    t.clock.advance(10 * 60_000);
    const later = await attempt(m.password, "10.1.0.99");
    expect(later.json().retryAfter).toBeLessThanOrEqual(20 * 60);
    t.clock.advance(20 * 60_000);
    expect((await attempt(m.password, "10.1.0.100")).statusCode).toBe(200);
  });

  it("serves the sandbox outbox as JSON and as a page", async () => {
    const m = newMerchant();
    await t.call({ method: "POST", url: "/api/register", payload: m, remoteAddress: "10.2.0.1" });
    const json = await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.mobilePhone)}` });
    expect(json.json()).toEqual([
      { channel: "sms", to: m.mobilePhone, text: expect.stringMatching(/\d{6}/), createdAt: expect.any(String) },
    ]);
    const page = await t.call({ method: "GET", url: `/sandbox/outbox?to=${encodeURIComponent(m.mobilePhone)}` });
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain(m.mobilePhone);
  });

  it("writes SMS texts in the language the portal asks for", async () => {
    const m = newMerchant();
    await t.call({
      method: "POST",
      url: "/api/register",
      payload: m,
      headers: { "accept-language": "az" },
      remoteAddress: "10.3.0.1",
    });
    const [sms] = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.mobilePhone)}` })
    ).json();
    expect(sms.text).toMatch(/^Qeydiyyat kodunuz: \d{6}\./);
  });
});

describe("production in sandbox mode (a staging or demo site)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { NODE_ENV: "production", PAYMENTS_MODE: "sandbox", APP_SECRET: "p".repeat(40) });
  });
  afterAll(async () => {
    await t.close();
  });

  it("tells every screen that it is a test", async () => {
    expect((await t.call({ method: "GET", url: "/api/config" })).json()).toMatchObject({
      testMode: true,
      sandbox: true,
    });
  });

  it("keeps the outbox of everyone's codes to this machine", async () => {
    const away = { remoteAddress: "203.0.113.9" };
    expect((await t.call({ method: "GET", url: "/sandbox/outbox.json", ...away })).statusCode).toBe(404);
    expect((await t.call({ method: "GET", url: "/sandbox/outbox" })).statusCode).toBe(200);
  });

  it("says so in the OpenAPI documents", async () => {
    for (const url of ["/api/docs/json", "/api/v1/docs/json"]) {
      expect((await t.call({ method: "GET", url })).json().info.description, url).toMatch(
        /Test mode: no real money moves/,
      );
    }
  });
});

describe("health without a database", () => {
  it("answers 503", async () => {
    const t = await startTestApp("pglite");
    await t.app.ready();
    // Close the database under the running app.
    await (t.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
    const res = await t.call({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe("unavailable");
    await t.app.close();
  });
});

describe("serving the portal", () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>portal</title>");
    fs.writeFileSync(path.join(dist, "auth.html"), "<!doctype html><title>auth</title>");
    fs.writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log(1)");
    t = await startTestApp("pglite", { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers the portal's own routes with the page and caches only hashed assets", async () => {
    for (const url of ["/", "/billing/invoices?page=2"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("<title>portal</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    // The signed-out screens are a light page of their own (modules/web/auth-page.ts), made per request.
    for (const url of ["/auth", "/auth/reset-password/0b5c6a9e-0000-4000-8000-000000000000"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain("<title>auth</title>");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const asset = await t.call({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("serves a file added after start-up, as after a rebuild", async () => {
    fs.writeFileSync(path.join(dist, "assets", "late-def456.js"), "console.log(2)");
    expect((await t.call({ method: "GET", url: "/assets/late-def456.js" })).statusCode).toBe(200);
  });

  it("keeps misses of files and API calls as JSON 404s", async () => {
    for (const url of ["/assets/gone-000.js", "/api/nope", "/sandbox/nope"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
    expect((await t.call({ method: "POST", url: "/auth" })).statusCode).toBe(404);
  });
});

describe("runtime configuration by region", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { REGION_AE_SUPPORT_NUMBER: "+97140000001" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves the Emirates variant to a .ae host and the default to any other", async () => {
    const ae = (
      await t.call({ method: "GET", url: "/api/config", headers: { host: "portal.example.ae:3000" } })
    ).json();
    expect(ae).toMatchObject({
      region: "emirates",
      apiBaseUrl: "/",
      testMode: false,
      supportChatNumber: "+97140000001",
      supportUrl: "https://wa.me/97140000001",
      logoUrl: "/logos/logo-ae.svg",
      signInLayout: "appPromotion",
    });
    const az = (await t.call({ method: "GET", url: "/api/config", headers: { host: "localhost:3000" } })).json();
    expect(az).toMatchObject({ region: "default", apiBaseUrl: "/", signInLayout: "form", logoUrl: "/logos/logo.svg" });
    expect(az.documentationUrl).not.toBe(ae.documentationUrl);
  });

  it("never builds the API address from the request's Host header", async () => {
    const forged = (
      await t.call({
        method: "GET",
        url: "/api/config",
        headers: { host: "evil.example.ae", "x-forwarded-host": "evil.example.com" },
      })
    ).json();
    expect(JSON.stringify(forged)).not.toContain("evil");
    const configured = await startTestApp("pglite", { REGION_AE_API_URL: "https://api.example.ae" });
    try {
      const ae = (
        await configured.call({ method: "GET", url: "/api/config", headers: { host: "evil.example.ae" } })
      ).json();
      expect(ae.apiBaseUrl).toBe("https://api.example.ae/");
    } finally {
      await configured.close();
    }
  });
});
