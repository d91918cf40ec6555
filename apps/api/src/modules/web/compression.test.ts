import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chosenEncoding } from "@/plugins/compress-answers";
import { signedInMerchant } from "@/test-support/flows";
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
    const br = await t.call({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}/*br*/`);

    const gz = await t.call({ method: "GET", url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(`${script}/*gz*/`);

    const plain = await t.call({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
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

  it("compresses a signed-in answer of a few KiB in the encoding the client prefers, and not for one that refuses both", async () => {
    const { headers } = await signedInMerchant(t);
    for (const name of [
      "Refunds this week",
      "Holds to complete",
      "Paid by card 4242",
      "Səbinə's rooms",
      "Холл",
      "Tours",
      "Transfers",
      "Halls",
    ]) {
      const filters = { status: "success", description: "room ".repeat(19), fullName: "Səbinə Həsənova" };
      expect(
        (
          await t.call({
            method: "POST",
            url: "/api/saved-views",
            headers,
            payload: { list: "transactions", name, filters },
          })
        ).statusCode,
      ).toBe(201);
    }
    const url = "/api/saved-views?list=transactions";
    const plain = await t.call({ method: "GET", url, headers: { ...headers, "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.call({ method: "GET", url, headers: { ...headers, "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-length"]).toBe(String(br.rawPayload.length));
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await t.call({ method: "GET", url, headers: { ...headers, "accept-encoding": "br;q=0, gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const none = await t.call({ method: "GET", url, headers: { ...headers, "accept-encoding": "*;q=0" } });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });
});

describe("chosenEncoding", () => {
  it("prefers brotli, then gzip, as Accept-Encoding and its q-values allow", () => {
    expect(chosenEncoding(undefined)).toBeNull();
    expect(chosenEncoding("identity")).toBeNull();
    expect(chosenEncoding("gzip, deflate, br")).toBe("br");
    expect(chosenEncoding("GZIP")).toBe("gzip");
    expect(chosenEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chosenEncoding("*")).toBe("br");
    expect(chosenEncoding("*;q=0, gzip")).toBe("gzip");
    expect(chosenEncoding("br; q=0, gzip; q=0")).toBeNull();
  });
});
