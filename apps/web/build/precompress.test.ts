import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { resolveConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("precompressed build output", () => {
  it("writes a brotli and a gzip copy of each text asset over 1 KiB, and none of images or small files", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, "assets"));
    const script = `export const words = ${JSON.stringify("merchant ".repeat(500))};`;
    fs.writeFileSync(path.join(dir, "assets", "index-abc.js"), script);
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html>");
    fs.writeFileSync(path.join(dir, "assets", "font.woff2"), Buffer.alloc(4096, 7));

    expect(await precompressDir(dir)).toBe(1);
    const js = path.join(dir, "assets", "index-abc.js");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(path.join(dir, "index.html.br"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "assets", "font.woff2.br"))).toBe(false);
  });
});

describe("the build's mode", () => {
  it("is production even when the server's NODE_ENV=development is in the environment", async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = "development";
    try {
      const configFile = path.resolve(import.meta.dirname, "../vite.config.ts");
      const config = await resolveConfig({ configFile, logLevel: "silent" }, "build");
      expect(config.isProduction).toBe(true);
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
