import Fastify from "fastify";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "@/config/env";
import { invoiceBody, liveApplication, signedInMerchant } from "@/test-support/flows";
import { startTestApp, type TestApp } from "@/test-support/test-app";
import { publicOrigin } from "./public-origin";

/** The origin a request with these headers gets links at, under this environment. */
async function originFor(vars: Record<string, string>, headers: Record<string, string>) {
  const env = loadEnv({ WEB_DIST: "/nonexistent", ...vars });
  const app = Fastify({ trustProxy: env.TRUST_PROXY }).decorate("config", env);
  app.get("/", (req) => publicOrigin(req));
  try {
    return (await app.inject({ method: "GET", url: "/", headers })).body;
  } finally {
    await app.close();
  }
}

const production = { NODE_ENV: "production", PAYMENTS_MODE: "sandbox", APP_SECRET: "p".repeat(40) };

describe("where links to customers point", () => {
  it("follows the address the merchant opened the portal on when PUBLIC_URL is unset", async () => {
    expect(await originFor({ PORT: "3000" }, { host: "127.0.0.1:3000" })).toBe("http://127.0.0.1:3000");
    expect(await originFor({ PORT: "3000" }, { host: "Caspian-Office.lan:3000" })).toBe(
      "http://caspian-office.lan:3000",
    );
    expect(await originFor({}, { host: "[fe80::1]:3000" })).toBe("http://[fe80::1]:3000");
  });

  it("keeps a Host that is not a plain host name out of links", async () => {
    for (const host of ["evil.example.com/phish?", "user@evil.example.com", "evil.example.com:80 x"]) {
      expect(await originFor({ PORT: "3000" }, { host })).toBe("http://localhost:3000");
    }
  });

  it("reads X-Forwarded-Host and -Proto only from a proxy TRUST_PROXY says is there", async () => {
    const forwarded = { host: "10.0.0.5:3000", "x-forwarded-host": "portal.caspian.az", "x-forwarded-proto": "https" };
    expect(await originFor({}, forwarded)).toBe("http://10.0.0.5:3000");
    expect(await originFor({ TRUST_PROXY: "true" }, forwarded)).toBe("https://portal.caspian.az");
  });

  it("uses PUBLIC_URL when it is set, whatever the request says", async () => {
    const vars = { PUBLIC_URL: "https://pay.example.az/", TRUST_PROXY: "true" };
    expect(await originFor(vars, { host: "127.0.0.1:3000", "x-forwarded-host": "evil.example.com" })).toBe(
      "https://pay.example.az",
    );
  });

  it("in production takes only hosts on PUBLIC_HOSTS, over TLS, and never a forged Host", async () => {
    const vars = { ...production, PUBLIC_HOSTS: "pay.example.az, Portal.Example.az:8443", TRUST_PROXY: "true" };
    expect(await originFor(vars, { host: "portal.example.az:8443" })).toBe("https://portal.example.az:8443");
    expect(await originFor(vars, { host: "evil.example.com" })).toBe("https://pay.example.az");
    expect(await originFor(vars, { host: "pay.example.az", "x-forwarded-host": "evil.example.com" })).toBe(
      "https://pay.example.az",
    );
    // A port the list does not name is another address.
    expect(await originFor(vars, { host: "pay.example.az:8080" })).toBe("https://pay.example.az");
  });

  it("refuses to start in production without PUBLIC_URL or PUBLIC_HOSTS, and names a bad host", () => {
    expect(() => loadEnv(production)).toThrow(/PUBLIC_URL: or PUBLIC_HOSTS is required in production/);
    expect(loadEnv({ ...production, PUBLIC_HOSTS: "pay.example.az" }).PUBLIC_URL).toBe("https://pay.example.az");
    expect(() => loadEnv({ PUBLIC_HOSTS: "https://pay.example.az/" })).toThrow(/PUBLIC_HOSTS/);
  });
});

describe("links to customers on the merchant's address", () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let appId: string;
  beforeAll(async () => {
    // No PUBLIC_URL: as after `npm start` on a laptop, opened from another device on the LAN.
    t = await startTestApp("pglite", { PUBLIC_URL: "" });
    ({ headers } = await signedInMerchant(t));
    appId = await liveApplication(t, headers);
  });
  afterAll(async () => {
    await t.close();
  });

  const qr = (url: string, width: number) => QRCode.toBuffer(url, { type: "png", width, margin: 2 });

  it("puts the request's host in the payment link, its SMS and e-mail, and its QR code", async () => {
    const lan = { ...headers, host: "caspian-office.lan:3000" };
    const created = await t.call({
      method: "POST",
      url: "/api/bookings",
      headers: { ...headers, host: "127.0.0.1:3000" },
      payload: invoiceBody(t, appId),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, invoiceCode } = created.json();
    expect(created.json().paymentUrl).toBe(`http://127.0.0.1:3000/pay/${invoiceCode}`);

    const link = `http://caspian-office.lan:3000/pay/${invoiceCode}`;
    expect((await t.call({ method: "GET", url: `/api/booking/invoice/${id}`, headers: lan })).json().paymentUrl).toBe(
      link,
    );
    const sent = await t.call({
      method: "POST",
      url: "/api/bookings/send-invoice",
      headers: lan,
      payload: { invoiceId: id, sms: true, email: true },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const to of [sent.json().sms, sent.json().email]) {
      const [message] = (
        await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` })
      ).json();
      expect(message.text).toContain(link);
    }
    const code = await t.call({ method: "GET", url: `/api/invoices/${id}/qr`, headers: lan });
    expect(code.rawPayload.equals(await qr(link, 320))).toBe(true);
  });

  it("puts it in the application's payment page address and its QR code", async () => {
    const lan = { ...headers, host: "caspian-office.lan:3000" };
    const detail = (await t.call({ method: "GET", url: `/api/apps/${appId}`, headers: lan })).json();
    expect(detail.paymentPageUrl).toBe(`http://caspian-office.lan:3000/pay/merchant/${detail.merchantId}`);
    const code = await t.call({ method: "GET", url: `/api/apps/${appId}/qr`, headers: lan });
    expect(code.rawPayload.equals(await qr(detail.paymentPageUrl, 512))).toBe(true);
  });
});
