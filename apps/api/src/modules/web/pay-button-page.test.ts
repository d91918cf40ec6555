import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PayButton } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, invoices } from "@/db/schema";
import { liveApplication, signedInMerchant } from "@/test-support/flows";
import { startTestApp, type TestApp } from "@/test-support/test-app";

/**
 * A stand-in for the QR page's server-rendering build: it writes what it was given into the
 * template, so the test sees what the route chose (the real module is tested in apps/web).
 */
const FAKE_RENDERER = `
export function renderQrDocument() {
  throw new Error("a pay button's page is not the QR page");
}
export function renderButtonDocument(template, input) {
  const b = input.button;
  const body = b ? [b.available ? "available" : "no longer available", b.description, b.amount, b.currency].join(" ") : "not found " + input.buttonId;
  return template.replace("<!--lang-->", input.language).replace("<!--root-->", body);
}
`;
const TEMPLATE = `<!doctype html><html lang="<!--lang-->"><div id="root"><!--root--></div></html>`;

describe("a pay button's page (GET /pay/button/{buttonId})", () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let button: PayButton;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "portal-button-"));
  const dist = path.join(root, "dist");
  const page = (url: string, headers: Record<string, string> = {}) => t.call({ method: "GET", url, headers });
  const rootOf = (html: string) => /<div id="root">(.*)<\/div>/.exec(html)?.[1];
  const langOf = (html: string) => /<html lang="(\w+)">/.exec(html)?.[1];
  const made = async (app: string, fields: Record<string, unknown> = {}) => {
    const payload = {
      appId: app,
      name: "Sea view room",
      amountMode: "fixed",
      amount: "125.50",
      currency: "AZN",
      description: "Two nights, sea view room",
      language: "az",
      style: {
        textPreset: "buyNow",
        customText: null,
        background: "#222222",
        textColour: "#FFFFFF",
        size: "small",
        shape: "square",
      },
      ...fields,
    };
    const res = await t.call({ method: "POST", url: "/api/pay-buttons", headers: m.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PayButton;
  };
  const invoiceCount = async () => (await t.db.select().from(invoices)).length;

  beforeAll(async () => {
    fs.mkdirSync(dist);
    fs.mkdirSync(path.join(root, "dist-ssr"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>portal</title>");
    fs.writeFileSync(path.join(dist, "qr.html"), TEMPLATE);
    fs.writeFileSync(path.join(root, "dist-ssr", "qr.js"), FAKE_RENDERER);
    t = await startTestApp("pglite", { WEB_DIST: dist });
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    button = await made(appId);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("renders the button on the server in its own language, never to be cached, and makes nothing", async () => {
    const before = await invoiceCount();
    const res = await page(`/pay/button/${button.buttonId}`, { cookie: "lang=ru", "accept-language": "ru" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-security-policy"]).toMatch(/style-src 'self'(;|$)/);
    expect(rootOf(res.body)).toBe("available Two nights, sea view room 125.5 AZN");
    expect(langOf(res.body)).toBe("az");
    expect(await invoiceCount()).toBe(before);
  });

  it("speaks the language the link names, where the region offers it", async () => {
    expect(langOf((await page(`/pay/button/${button.buttonId}?lang=ru`)).body)).toBe("ru");
    expect(langOf((await page(`/pay/button/${button.buttonId}?lang=xx`, { cookie: "lang=ru" })).body)).toBe("az");
    // The Emirates variant speaks English only.
    expect(langOf((await page(`/pay/button/${button.buttonId}`, { host: "portal.example.ae" })).body)).toBe("en");
  });

  it("shows the record's amount whatever the query string says", async () => {
    const res = await page(`/pay/button/${button.buttonId}?amount=1&currency=USD&description=Free`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe("available Two nights, sea view room 125.5 AZN");
  });

  it("answers an unknown, impossible or no longer live button with the not-found page and a 404", async () => {
    const closing = await liveApplication(t, m.headers);
    const orphan = await made(closing);
    await t.db.update(applications).set({ status: "disabled" }).where(eq(applications.id, closing));
    for (const id of ["AAAAAAAAAAAAAAAA", "x", "9".repeat(41), orphan.buttonId]) {
      const res = await page(`/pay/button/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers["content-type"], id).toBe("text/html; charset=utf-8");
      expect(rootOf(res.body), id).toBe(`not found ${id}`);
    }
  });

  it("answers a disabled button with 410 and the page saying it is no longer available", async () => {
    const gone = await made(appId, { description: "Summer offer" });
    await t.call({
      method: "PATCH",
      url: `/api/pay-buttons/${gone.id}`,
      headers: m.headers,
      payload: { status: "disabled" },
    });
    const res = await page(`/pay/button/${gone.buttonId}`);
    expect(res.statusCode).toBe(410);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(rootOf(res.body)).toBe("no longer available Summer offer 125.5 AZN");
  });
});
