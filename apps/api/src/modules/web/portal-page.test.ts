import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RuntimeConfig } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "@/test-support/test-app";

const BLOCK = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/;

/** The portal's page carries the region's runtime configuration: the portal starts without asking for it. */
describe("the portal's page", () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  const template = `<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>`;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, "index.html"), template);
    t = await startTestApp("pglite", { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("writes the configuration GET /api/config answers into the page of every portal address", async () => {
    for (const url of ["/", "/billing/invoices", "/users?page=2"]) {
      const page = await t.call({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(page.headers["cache-control"], url).toBe("no-cache");
      const [block, json] = BLOCK.exec(page.body) ?? [];
      expect(page.body.replace(block!, ""), url).toBe(template);
      const config = await t.call({ method: "GET", url: "/api/config" });
      expect(RuntimeConfig.parse(JSON.parse(json!)), url).toEqual(config.json());
    }
  });

  it("writes the region of the address the page was opened on", async () => {
    for (const [host, region] of [
      ["portal.example.az", "default"],
      ["portal.example.ae", "emirates"],
    ] as const) {
      const page = await t.call({ method: "GET", url: "/billing/invoices", headers: { host } });
      const config = RuntimeConfig.parse(JSON.parse(BLOCK.exec(page.body)![1]!));
      expect(config.region, host).toBe(region);
      expect(config.currency, host).toBe(region === "emirates" ? "AED" : "AZN");
    }
  });
});
