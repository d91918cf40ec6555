import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "@/test-support/test-app";

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe("security headers", () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>portal</title>");
    fs.writeFileSync(path.join(dist, "pay.html"), '<!doctype html><title>pay</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, "auth.html"), '<!doctype html><title>auth</title><div id="root"></div>');
    t = await startTestApp("pglite", { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const pages = [
    "/",
    "/auth",
    "/auth/reset-password/0b5c6a9e-0000-4000-8000-000000000000",
    "/billing/invoices",
    "/pay/ABCDEFGH23",
  ];
  const api = ["/api/health", "/api/config", "/api/session", "/api/nope", "/api/docs/json"];

  it("forbids framing, sniffing and inline scripts on every page and API answer", async () => {
    for (const url of [...pages, ...api]) {
      const res = await t.call({ method: "GET", url });
      const csp = directives(res.headers["content-security-policy"]);
      expect(csp["frame-ancestors"], url).toEqual(["'none'"]);
      expect(csp["script-src"], url).toEqual(["'self'"]);
      expect(csp["object-src"], url).toEqual(["'none'"]);
      expect(csp["base-uri"], url).toEqual(["'self'"]);
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      // The checkout's path holds the invoice code, the reset page's its guid: no other site may learn them.
      expect(res.headers["referrer-policy"], url).toBe("no-referrer");
      // Plain http is allowed outside production (a LAN address during a demo).
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
      expect(csp["upgrade-insecure-requests"], url).toBeUndefined();
    }
  });

  it("allows inline styles to the portal (MUI writes them) but not to the light pages, which have one stylesheet", async () => {
    for (const url of ["/", "/billing/invoices"]) {
      const portal = directives((await t.call({ method: "GET", url })).headers["content-security-policy"]);
      expect(portal["style-src"], url).toEqual(["'self'", "'unsafe-inline'"]);
    }
    // The checkout and the signed-out screens.
    for (const url of ["/pay/ABCDEFGH23", "/auth", "/auth/reset-password/0b5c6a9e-0000-4000-8000-000000000000"]) {
      const light = directives((await t.call({ method: "GET", url })).headers["content-security-policy"]);
      expect(light["style-src"], url).toEqual(["'self'"]);
    }
  });

  it("lets the portal frame its own object URLs (the contract PDF) and nothing else; the light pages frame no blob:", async () => {
    for (const url of ["/", "/billing/invoices", "/applications/1/contract"]) {
      const portal = directives((await t.call({ method: "GET", url })).headers["content-security-policy"]);
      expect(portal["frame-src"], url).toEqual(["blob:"]);
      // A PDF viewer is a frame, not a plugin object: object-src stays shut.
      expect(portal["object-src"], url).toEqual(["'none'"]);
    }
    for (const url of ["/pay/ABCDEFGH23", "/auth"]) {
      const light = directives((await t.call({ method: "GET", url })).headers["content-security-policy"]);
      expect(light["frame-src"], url).toEqual(["'self'"]);
    }
  });

  it("lets the portal call only its own origin, or the region's API server when one is set", async () => {
    const own = directives((await t.call({ method: "GET", url: "/auth" })).headers["content-security-policy"]);
    expect(own["connect-src"]).toEqual(["'self'"]);
    const split = await startTestApp("pglite", { REGION_AE_API_URL: "https://api.example.ae/v1/" });
    try {
      const csp = directives(
        (await split.call({ method: "GET", url: "/api/config" })).headers["content-security-policy"],
      );
      expect(csp["connect-src"]).toEqual(["'self'", "https://api.example.ae"]);
      expect(csp["img-src"]).toContain("https://api.example.ae");
    } finally {
      await split.close();
    }
  });

  it("asks for HTTPS for a year in production", async () => {
    const production = await startTestApp("pglite", {
      NODE_ENV: "production",
      PAYMENTS_MODE: "sandbox",
      APP_SECRET: "p".repeat(32),
      PUBLIC_URL: "https://portal.example.az",
    });
    try {
      const res = await production.call({ method: "GET", url: "/api/health" });
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(directives(res.headers["content-security-policy"])).toHaveProperty("upgrade-insecure-requests");
    } finally {
      await production.close();
    }
  });

  it("keeps the sandbox pages working: their own inline style and script are allowed by hash", async () => {
    for (const url of ["/sandbox/outbox", "/sandbox/esign"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      const csp = directives(res.headers["content-security-policy"]);
      expect(csp["frame-ancestors"], url).toEqual(["'none'"]);
      for (const [tag, directive] of [
        ["style", "style-src"],
        ["script", "script-src"],
      ] as const) {
        for (const [, body] of res.body.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))) {
          const hash = `'sha256-${(await import("node:crypto")).createHash("sha256").update(body!).digest("base64")}'`;
          expect(csp[directive], `${url} ${tag}`).toContain(hash);
        }
      }
      expect(csp["script-src"]?.join(" "), url).not.toContain("unsafe-inline");
    }
  });
});
