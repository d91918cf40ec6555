import { errorCodes, messages } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { resources } from "./resources";

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

/**
 * Texts that may be the same in every language: codes such as "EN", and texts with no word in them
 * (numbers, punctuation and placeholders only, such as "{{text}} ({{zone}})").
 */
function mayBeTheSame(text: string): boolean {
  return /^[A-Z]{2,3}$/.test(text) || !/\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ""));
}

/** Texts a language rightly writes as English does, each with the reason. */
const WRITTEN_AS_IN_ENGLISH: Record<"az" | "ru", string[]> = {
  az: ["webhooks.log.durationMs", "apiLog.durationMs"], // Azerbaijani abbreviates millisaniyə as "ms" too
  ru: [],
};

function textAt(tree: unknown, path: string): string {
  return String(path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree));
}

describe("translations are real", () => {
  it.each(["az", "ru"] as const)("no %s text is the English one copied", (language) => {
    const copied = keyPaths(resources.en).filter((path) => {
      const english = textAt(resources.en, path);
      if (WRITTEN_AS_IN_ENGLISH[language].includes(path)) return false;
      return textAt(resources[language], path) === english && !mayBeTheSame(english);
    });
    expect(copied).toEqual([]);
  });
});

describe("every key is used", () => {
  // The source of the portal, read as text (tests and this folder's JSON excluded).
  const sources = Object.entries(
    import.meta.glob("/src/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true }),
  )
    .filter(([file]) => !/\.test\.tsx?$/.test(file))
    .map(([, text]) => text as string)
    .join("\n");
  const literal = new Set([...sources.matchAll(/["'`]((?:[a-z][A-Za-z]*)\.[\w.]+)["'`]/g)].map((m) => m[1]));
  // `t(\`shell.sections.${key}\`)`: every key under that prefix counts as used.
  const prefixes = [...sources.matchAll(/`((?:[a-z][A-Za-z]*)\.[\w.]*\.)\$\{/g)].map((m) => m[1]!);
  // Looked up by the code or message key the API answers with (checked above).
  const apiKeyed = (path: string) =>
    (path.startsWith("errors.") && (errorCodes as readonly string[]).includes(path.slice(7))) ||
    (Object.values(messages) as string[]).includes(path);

  it("has no key that no code looks up", () => {
    const unused = keyPaths(resources.en).filter(
      (path) => !literal.has(path) && !prefixes.some((prefix) => path.startsWith(prefix)) && !apiKeyed(path),
    );
    expect(unused).toEqual([]);
  });
});
