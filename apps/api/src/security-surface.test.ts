import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "@/config/env";
import { applications } from "@/db/schema";
import { redactUrl } from "@/lib/redact";
import { describeFailure } from "@/plugins/errors";
import { multipartFile } from "@/test-support/multipart";
import { createdInvoice, invoiceBody, lastCode, liveApplication, signedInMerchant } from "@/test-support/flows";
import { startTestApp, type TestApp } from "@/test-support/test-app";

/** What the review found around the edges: sandbox exposure, logs, bad input, sends, settings (docs/security.md). */
describe("security of the surface", () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("listens on loopback by default outside production", () => {
    expect(loadEnv({}).HOST).toBe("127.0.0.1");
    expect(
      loadEnv({
        NODE_ENV: "production",
        PAYMENTS_MODE: "sandbox",
        APP_SECRET: "s".repeat(32),
        PUBLIC_HOSTS: "pay.example.az",
      }).HOST,
    ).toBe("0.0.0.0");
    expect(loadEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });

  it("serves the sandbox outbox only to this machine", async () => {
    for (const url of ["/sandbox/outbox.json", "/sandbox/outbox", "/sandbox/esign", "/sandbox/test-cards.json"]) {
      expect((await t.call({ method: "GET", url, remoteAddress: "203.0.113.50" })).statusCode, url).toBe(404);
      expect(
        (await t.call({ method: "GET", url, headers: { "x-forwarded-for": "203.0.113.50" } })).statusCode,
        url,
      ).toBe(404);
      expect((await t.call({ method: "GET", url })).statusCode, url).toBe(200);
    }
  });

  it("opens the sandbox to the network only when told, and then every screen says it is a test", async () => {
    const demo = await startTestApp("pglite", { SANDBOX_PUBLIC: "true" });
    try {
      expect(
        (await demo.call({ method: "GET", url: "/sandbox/outbox.json", remoteAddress: "203.0.113.50" })).statusCode,
      ).toBe(200);
      expect((await demo.call({ method: "GET", url: "/api/config" })).json().testMode).toBe(true);
    } finally {
      await demo.close();
    }
    expect((await t.call({ method: "GET", url: "/api/config" })).json().testMode).toBe(false);
  });

  it("keeps codes, link tokens, e-mails and phones out of logged URLs", async () => {
    await t.call({ method: "GET", url: `/api/otp/init/updateKey/${appId}`, headers: m.headers });
    const code = await lastCode(t, m.mobilePhone);
    await t.call({ method: "GET", url: `/api/appKey/${appId}/${code}`, headers: m.headers });
    await t.call({ method: "DELETE", url: `/api/app/${appId}/000000`, headers: m.headers });
    await t.call({ method: "GET", url: `/api/otp/init/login?email=${encodeURIComponent(m.email)}` });
    const logs = t.logs();
    expect(logs).toContain(`/api/appKey/${appId}/[redacted]`);
    expect(logs).not.toContain(`/api/appKey/${appId}/${code}`);
    expect(logs).toContain(`/api/app/${appId}/[redacted]`);
    expect(logs).not.toContain(encodeURIComponent(m.email));
    expect(redactUrl("/api/approveLogin/123456/a%40b.az", "/api/approveLogin/:OTP/:email")).toMatch(
      /^\/api\/approveLogin\/\[redacted\]\/\[[0-9a-f]{8}\]$/,
    );
    expect(redactUrl("/api/nope/654321/x@y.az?to=%2B994501234567")).not.toMatch(/654321|x@y|994501234567/);
  });

  it("answers impossible dates and broken uploads with 400, and logs no query values", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/bookings",
      headers: m.headers,
      payload: invoiceBody(t, appId, { linkExpirationDate: "9999-12-31", fullName: "Nigar Secretova" }),
    });
    expect(res.statusCode).toBe(400);
    const whole = multipartFile("file", "logo.png", "image/png", Buffer.from([0x89, 0x50]));
    const cut = whole.payload.subarray(0, 40);
    for (const headers of [whole.headers, { "content-type": "multipart/form-data" }]) {
      const upload = await t.call({
        method: "PUT",
        url: `/api/config/hotel/update?appId=${appId}`,
        headers: { ...m.headers, ...headers },
        payload: cut,
      });
      expect(upload.statusCode).toBeGreaterThanOrEqual(400);
      expect(upload.statusCode).toBeLessThan(500);
    }
    expect(t.logs()).not.toContain("Nigar Secretova");
  });

  it("logs a failed query's statement and error code, never its values", () => {
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "invoices" ("full_name") values ($1)\nparams: Nigar Secretova,+994501112233',
      ),
      {
        name: "DrizzleQueryError",
        query: 'insert into "invoices" ("full_name") values ($1)',
        params: ["Nigar Secretova", "+994501112233"],
        cause: { code: "22008", constraint: undefined, detail: "Key (full_name)=(Nigar Secretova)" },
      },
    );
    const logged = JSON.stringify(describeFailure(failed));
    expect(logged).toContain('insert into \\"invoices\\"');
    expect(logged).toContain("22008");
    expect(logged).not.toMatch(/Nigar|994501112233/);
  });

  it("limits how often an invoice is sent", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const send = () =>
      t.call({
        method: "POST",
        url: "/api/bookings/send-invoice",
        headers: m.headers,
        payload: { invoiceId: invoice.id, sms: true },
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retryAfter).toBeGreaterThan(0);
  });

  it("requires the payment link in every SMS template", async () => {
    const app = (await t.call({ method: "GET", url: `/api/apps/${appId}`, headers: m.headers })).json();
    const body = (template: string) => ({
      appId,
      configId: app.configId,
      app: { appName: app.appName, appUrl: app.appUrl, appInfo: app.appInfo, category: app.category },
      defaultSmsTemplate: template,
      applicationMail: "",
      withdrawalMethod: app.withdrawalMethod,
    });
    const res = await t.call({
      method: "PUT",
      url: "/api/config",
      headers: m.headers,
      payload: body("Pay {amount} {currency} at our shop"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.defaultSmsTemplate).toBe("validation.smsPaymentUrl");
    expect(
      (
        await t.call({
          method: "PUT",
          url: "/api/config",
          headers: m.headers,
          payload: body("Pay {amount}: {paymentUrl}"),
        })
      ).statusCode,
    ).toBe(200);
  });

  it("keeps the reviewed name and address of a live application", async () => {
    const app = (await t.call({ method: "GET", url: `/api/apps/${appId}`, headers: m.headers })).json();
    const update = (appName: string, appInfo: string) => ({
      appId,
      configId: app.configId,
      app: { appName, appUrl: app.appUrl, appInfo, category: app.category },
      defaultSmsTemplate: app.defaultSmsTemplate,
      applicationMail: "",
      withdrawalMethod: app.withdrawalMethod,
    });
    const renamed = await t.call({
      method: "PUT",
      url: "/api/config",
      headers: m.headers,
      payload: update("Kapital Bank", app.appInfo),
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().fields).toEqual({ "app.appName": "validation.appDetailsLocked" });
    expect((await t.db.select().from(applications).where(eq(applications.id, appId)))[0]!.appName).toBe(app.appName);
    expect(
      (
        await t.call({
          method: "PUT",
          url: "/api/config",
          headers: m.headers,
          payload: update(app.appName, "Tours and more"),
        })
      ).statusCode,
    ).toBe(200);
  });

  it("binds a sole trader's code to the user who asked for it", async () => {
    const other = await signedInMerchant(t);
    const individual = { fullName: "Leyla Həsənova", fin: "5ZX9K2L", address: "Gəncə", phone: "+994557009911" };
    const body = { accountType: "individual", individual, agreementAccepted: true };
    expect(
      (await t.call({ method: "POST", url: "/api/merchant-connect", headers: m.headers, payload: body })).statusCode,
    ).toBe(202);
    const code = await lastCode(t, individual.phone);
    // Another account's wrong guesses on the same phone cannot burn it…
    for (let i = 0; i < 5; i++)
      await t.call({
        method: "POST",
        url: "/api/merchant-connect",
        headers: other.headers,
        payload: { ...body, otp: "000000" },
      });
    // …nor can it use the right code.
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/merchant-connect",
          headers: other.headers,
          payload: { ...body, otp: code },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/merchant-connect",
          headers: m.headers,
          payload: { ...body, otp: code },
        })
      ).statusCode,
    ).toBe(201);
  });
});
