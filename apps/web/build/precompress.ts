import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts (woff2) are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|ico|webmanifest)$/;
/** Below this a compressed copy saves less than the header that announces it. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes `x.br` and `x.gz` beside every text file of `dir`, at the best levels: done once per build, not per request. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    if (!TEXT.test(file)) continue;
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count++;
  }
  return count;
}

/** The browser build's output, precompressed for the server to send as is (issue: "light and locked down"). */
export function precompress(): Plugin {
  return {
    name: "portal:precompress",
    apply: "build",
    // Only what browsers download: the server-rendering module is read from disk by the server.
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}

/**
 * The portal is always built for production. `npm start` may run with NODE_ENV=development
 * (the server's mode), and Vite would then bundle React's development build: slower and
 * about 100 KiB heavier. What the server does in its mode must not change what browsers get.
 */
export function productionBuild(): Plugin {
  return {
    name: "portal:production-build",
    apply: "build",
    config() {
      process.env.NODE_ENV = "production";
    },
  };
}
