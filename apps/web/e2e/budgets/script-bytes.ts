import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import type { Page } from "@playwright/test";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist");

export interface ScriptBytes {
  /** Gzipped KiB of every script the page fetched. */
  totalKiB: number;
  files: { file: string; kib: number }[];
}

/** What a built file weighs gzipped at the best level, as the build precompresses it. */
function gzippedKiB(urlPath: string): number {
  const bytes = fs.readFileSync(path.join(dist, decodeURIComponent(urlPath)));
  return zlib.gzipSync(bytes, { level: 9 }).length / 1024;
}

/**
 * Opens `url` in a fresh page load and adds up the scripts it fetched until the network
 * was quiet: the entry, its preloads and every lazy chunk the screen asked for.
 */
export async function scriptsLoadedBy(page: Page, url: string): Promise<ScriptBytes> {
  // A page of its own (same context, so the same session): a chunk the previous page was
  // still fetching must not be counted against this one.
  const fresh = await page.context().newPage();
  const scripts = new Set<string>();
  fresh.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(new URL(response.url()).pathname);
  });
  try {
    await fresh.goto(url, { waitUntil: "networkidle" });
  } finally {
    await fresh.close();
  }
  const files = [...scripts].map((file) => ({ file, kib: gzippedKiB(file) }));
  return { files, totalKiB: files.reduce((sum, f) => sum + f.kib, 0) };
}

export const describeBytes = ({ files, totalKiB }: ScriptBytes) =>
  `${totalKiB.toFixed(1)} KiB gz: ${files.map((f) => `${f.file} ${f.kib.toFixed(1)}`).join(", ")}`;
