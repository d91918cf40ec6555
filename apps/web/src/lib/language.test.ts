import { describe, expect, it } from "vitest";
import { normalizeLanguage } from "./language";

describe("normalizeLanguage", () => {
  it.each([
    ["az", "az"],
    ["en", "en"],
    ["ru", "ru"],
    ["AZ", "az"],
    ["EN", "en"],
    ["RU", "ru"],
    ['"RU"', "ru"],
    ['"az"', "az"],
    [" Ru ", "ru"],
    [null, "en"],
    ["", "en"],
    ["de", "en"],
    ['""', "en"],
    ["en-US", "en"],
  ])("%j → %s", (stored, expected) => {
    expect(normalizeLanguage(stored)).toBe(expected);
  });
});
