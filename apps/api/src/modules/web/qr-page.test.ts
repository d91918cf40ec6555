import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "@/db/schema";
import { connectedBusiness, liveApplication, signedInMerchant } from "@/test-support/flows";
import { startTestApp, type TestApp } from "@/test-support/test-app";

/**
 * A stand-in for the web app's server-rendering build: it writes what it was given into
 * the template, so the test sees what the route chose (the real module is tested in apps/web).
 */
const FAKE_RENDERER = `
export function renderQrDocument(template, input) {
  const body = input.merchant ? input.merchant.merchantName + " " + input.merchant.currency : "not found " + input.merchantId;
  return template.replace("<!--lang-->", input.language).replace("<!--root-->", body).replace("<!--data-->", JSON.stringify(input.config));
}
`;
const TEMPLATE = `<!doctype html><html lang="<!--lang-->"><div id="root"><!--root--></div><!--data--></html>`;

describe("an application's QR page (GET /pay/merchant/{merchantId})", () => {
  let t: TestApp;
  let merchantId: string;
  let draftMerchantId: string;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "portal-qr-"));
  const dist = path.join(root, "dist");
  const page = (url: string, headers: Record<string, string> = {}) => t.call({ method: "GET", url, headers });
  const merchantIdOf = async (appId: string) =>
    (await t.db.select().from(applications).where(eq(applications.id, appId)))[0]!.merchantId;

  beforeAll(async () => {
    fs.mkdirSync(dist);
    fs.mkdirSync(path.join(root, "dist-ssr"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>portal</title>");
    fs.writeFileSync(path.join(dist, "qr.html"), TEMPLATE);
    fs.writeFileSync(path.join(root, "dist-ssr", "qr.js"), FAKE_RENDERER);
    t = await startTestApp("pglite", { WEB_DIST: dist });
    const merchant = await signedInMerchant(t);
    merchantId = await merchantIdOf(await liveApplication(t, merchant.headers));
    draftMerchantId = await merchantIdOf((await connectedBusiness(t, merchant.headers)).appId);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("renders the live application on the server, never to be cached, with no inline style allowed", async () => {
    const res = await page(`/pay/merchant/${merchantId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain(`<div id="root">Caspian Tours AZN</div>`);
    expect(JSON.parse(/<\/div>(.*)<\/html>/.exec(res.body)![1]!)).toEqual({
      region: "default",
      apiBaseUrl: "/",
      logoUrl: "/logos/logo.svg",
      testMode: false,
    });
    expect(res.headers["content-security-policy"]).toMatch(/style-src 'self'(;|$)/);
    // The Emirates variant's customers pay in its currency.
    expect((await page(`/pay/merchant/${merchantId}`, { host: "portal.example.ae" })).body).toContain(
      "Caspian Tours AED",
    );
  });

  it("answers an unknown, impossible or not live merchant with the not-found page and a 404", async () => {
    for (const id of ["100000000000", "9".repeat(40), draftMerchantId]) {
      const res = await page(`/pay/merchant/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers["content-type"], id).toBe("text/html; charset=utf-8");
      expect(res.body, id).toContain(`<div id="root">not found ${id}</div>`);
    }
  });

  it("speaks the language the link names, else the customer's choice, else the browser's", async () => {
    const langOf = async (headers: Record<string, string>, query = "") =>
      /<html lang="(\w+)">/.exec((await page(`/pay/merchant/${merchantId}${query}`, headers)).body)?.[1];
    expect(await langOf({})).toBe("en");
    expect(await langOf({ cookie: "lang=az" }, "?lang=ru")).toBe("ru");
    expect(await langOf({ cookie: "lang=az", "accept-language": "ru" })).toBe("az");
    expect(await langOf({ "accept-language": "ru-RU,ru;q=0.9" })).toBe("ru");
  });
});
