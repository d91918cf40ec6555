import { errorCodes, messages } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { resources } from ".";

/** Every key path of a nested translation object, e.g. `signIn.title`. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe("locales", () => {
  it.each(["az", "ru"] as const)("%s has exactly the English keys", (language) => {
    expect(keyPaths(resources[language]).sort()).toEqual(keyPaths(resources.en).sort());
  });

  it.each(["az", "ru"] as const)("%s keeps every {{placeholder}} of the English text", (language) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const lookup = (tree: unknown, path: string) =>
      path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
    for (const path of keyPaths(resources.en)) {
      const english = String(lookup(resources.en, path));
      expect(placeholders(String(lookup(resources[language], path))), path).toEqual(placeholders(english));
    }
  });

  it("has a text for every error code and every field message the API can send", () => {
    const keys = keyPaths(resources.en);
    for (const code of errorCodes) expect(keys).toContain(`errors.${code}`);
    for (const message of Object.values(messages)) expect(keys).toContain(message);
  });
});
