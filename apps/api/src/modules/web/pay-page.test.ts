import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "@/db/schema";
import { createdInvoice, liveApplication, signedInMerchant } from "@/test-support/flows";
import { startTestApp, type TestApp } from "@/test-support/test-app";
import { pageLanguage } from "./page-language";

/**
 * A stand-in for the web app's server-rendering build: it writes what it was given into
 * the template, so the test sees what the route chose (the real module is tested in apps/web).
 */
const FAKE_RENDERER = `
export function renderPayDocument(template, input) {
  const body = input.invoice ? input.invoice.merchantName + " " + input.invoice.amount.toFixed(2) + " " + input.invoice.currency : "not found";
  return template.replace("<!--lang-->", input.language).replace("<!--root-->", body).replace("<!--data-->", JSON.stringify(input.config));
}
`;
const TEMPLATE = `<!doctype html><html lang="<!--lang-->"><div id="root"><!--root--></div><!--data--></html>`;

describe("the checkout page (GET /pay/{invoiceCode})", () => {
  let t: TestApp;
  let invoiceCode: string;
  let merchant: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "portal-pay-"));
  const dist = path.join(root, "dist");
  const page = (url: string, headers: Record<string, string> = {}) => t.call({ method: "GET", url, headers });
  const langOf = async (url: string, headers: Record<string, string> = {}) =>
    /<html lang="(\w+)">/.exec((await page(url, headers)).body)?.[1];

  beforeAll(async () => {
    fs.mkdirSync(dist);
    fs.mkdirSync(path.join(root, "dist-ssr"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>portal</title>");
    fs.writeFileSync(path.join(dist, "pay.html"), TEMPLATE);
    fs.writeFileSync(path.join(root, "dist-ssr", "pay.js"), FAKE_RENDERER);
    t = await startTestApp("pglite", { WEB_DIST: dist });
    merchant = await signedInMerchant(t);
    appId = await liveApplication(t, merchant.headers);
    ({ invoiceCode } = await createdInvoice(t, merchant.headers, appId));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("renders the invoice on the server, never to be cached", async () => {
    const res = await page(`/pay/${invoiceCode}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain(`<div id="root">Caspian Tours 125.50 AZN</div>`);
    // Only what the page needs of the runtime configuration reaches it.
    expect(JSON.parse(/<\/div>(.*)<\/html>/.exec(res.body)![1]!)).toEqual({
      region: "default",
      apiBaseUrl: "/",
      logoUrl: "/logos/logo.svg",
      testMode: false,
    });
    // Its styles are one file: the page allows no inline style at all.
    expect(res.headers["content-security-policy"]).toMatch(/style-src 'self'(;|$)/);
  });

  it("answers an unknown or impossible code with the not-found page and a 404", async () => {
    for (const url of ["/pay/NOSUCHCODE", `/pay/${"X".repeat(40)}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"], url).toBe("no-store");
      expect(res.body, url).toContain(`<div id="root">not found</div>`);
    }
  });

  it("speaks the language the link names, else the customer's choice, else the browser's", async () => {
    expect(await langOf(`/pay/${invoiceCode}`)).toBe("en");
    expect(await langOf(`/pay/${invoiceCode}?lang=ru`, { cookie: "lang=az", "accept-language": "en" })).toBe("ru");
    expect(await langOf(`/pay/${invoiceCode}`, { cookie: "theme=dark; lang=az", "accept-language": "ru" })).toBe("az");
    expect(await langOf(`/pay/${invoiceCode}?lang=fr`, { "accept-language": "de-DE, ru;q=0.8, az;q=0.9" })).toBe("az");
  });

  it("opens an order of the merchant API in the order's language unless the link names another", async () => {
    const { invoiceCode: orderCode, id } = await createdInvoice(t, merchant.headers, appId);
    await t.db.update(invoices).set({ source: "api", language: "ru" }).where(eq(invoices.id, id));

    expect(await langOf(`/pay/${orderCode}`, { cookie: "lang=az", "accept-language": "en" })).toBe("ru");
    expect(await langOf(`/pay/${orderCode}?lang=az`)).toBe("az");
  });
});

describe("the checkout's language", () => {
  const hints = { query: undefined, cookie: undefined, acceptLanguage: undefined, region: "default" } as const;

  it("takes only languages the region offers", () => {
    expect(pageLanguage({ ...hints, query: "AZ" })).toBe("az");
    // `?lang=az&lang=ru` names no one language.
    expect(pageLanguage({ ...hints, query: ["az", "ru"] })).toBe("en");
    expect(pageLanguage({ ...hints, acceptLanguage: "ru-RU,ru;q=0.9,en;q=0.5" })).toBe("ru");
    expect(pageLanguage({ ...hints, acceptLanguage: "ru;q=0, en" })).toBe("en");
    // The Emirates variant has no language choice.
    expect(pageLanguage({ ...hints, region: "emirates", query: "ru", cookie: "az", acceptLanguage: "az" })).toBe("en");
  });
});
