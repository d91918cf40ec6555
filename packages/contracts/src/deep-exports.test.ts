import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const exportsOf = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).exports as Record<
  string,
  string
>;

/** Every module a file reaches through its value imports (type-only imports are erased). */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, "utf8");
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)) {
    seen.add(specifier!);
    if (specifier!.startsWith(".")) reachable(path.resolve(path.dirname(file), `${specifier}.ts`), seen);
  }
  return seen;
}

describe("deep exports", () => {
  // The checkout page counts every byte (docs/checkout-page.md): no zod there, not even zod/mini.
  it.each(Object.entries(exportsOf).filter(([name]) => name !== "."))("%s never reaches zod", (_name, file) => {
    expect(
      [...reachable(path.join(root, file))].filter((specifier) => specifier === "zod" || specifier.startsWith("zod/")),
    ).toEqual([]);
  });
});
