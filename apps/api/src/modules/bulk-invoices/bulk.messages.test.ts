import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { languages } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { bulkMessages } from "./bulk.messages";

const portalValidation = (language: string) =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../../web/src/locales/${language}/validation.json`, import.meta.url)),
      "utf8",
    ),
  ) as Record<string, string>;

describe("a bulk invoice's rule messages", () => {
  it.each(languages)("say in %s what the portal says of the same rule", (language) => {
    for (const [key, text] of Object.entries(bulkMessages(language).validation))
      expect(text, key).toBe(portalValidation(language)[key]);
  });
});
