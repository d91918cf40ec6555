import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "@/test-support/test-app";

/** What crosses the wire: built assets precompressed, API answers over 1 KiB compressed on the fly. */
describe("compression", () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "portal-dist-"));
  const script = `console.log(${JSON.stringify("portal ".repeat(400))});`;
  const signedOut = `<!doctype html><title>auth</title>${"<!-- screen -->".repeat(200)}`;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "assets"));
    const page = `<!doctype html><title>portal</title>${"<!-- page -->".repeat(200)}`;
    for (const [file, text] of [
      ["index.html", page],
      ["auth.html", signedOut],
      ["assets/app-abc123.js", script],
    ] as const) {
      fs.writeFileSync(path.join(dist, file), text);
      // As the build writes them; the markers prove the server sent these files and did not compress anew.
      fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(`${text}/*br*/`));
      fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(`${text}/*gz*/`));
    }
    t = await startTestApp("pglite", { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("sends a built asset's brotli or gzip file to a browser that accepts it, and keeps it immutable", async () => {
    const br = await t.call({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}/*br*/`);

    const gz = await t.call({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(`${script}/*gz*/`);

    const plain = await t.call({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends the page compressed for every portal route, never cached", async () => {
    for (const url of ["/", "/billing/invoices"]) {
      const res = await t.call({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toContain("<title>portal</title>");
    }
  });

  it("compresses a light page made per request on the fly", async () => {
    // No server rendering beside this build: the bare template, as it would be rendered.
    const res = await t.call({ method: "GET", url: "/auth/register", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(signedOut);
  });

  it("compresses API answers over 1 KiB and leaves small ones as they are", async () => {
    const docs = await t.call({ method: "GET", url: "/api/docs/json", headers: { "accept-encoding": "br, gzip" } });
    expect(docs.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);

    const gz = await t.call({ method: "GET", url: "/api/docs/json", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");

    const health = await t.call({ method: "GET", url: "/api/health", headers: { "accept-encoding": "br, gzip" } });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json().status).toBe("ok");
  });
});
