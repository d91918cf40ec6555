import { describe, expect, it } from "vitest";
import az from "./az.json";
import en from "./en.json";
import ru from "./ru.json";

/** Every text of a tree by its dotted key. */
function flatten(tree: object, prefix = ""): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") texts.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value as object, `${prefix}${key}.`)) texts.set(inner, text);
  }
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the console's texts", () => {
  const english = flatten(en);

  it.each([
    ["az", az],
    ["ru", ru],
  ])("%s has every English key, each with the same placeholders, and none left in English", (_language, texts) => {
    const translated = flatten(texts);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ""), key).toEqual(placeholders(text));
    }
    // Words that read the same in every language (names, codes, "Risk") are few; sentences never are.
    const words = (text: string) => text.replace(/\{\{\w+\}\}/g, "").trim();
    const untranslated = [...english].filter(
      ([key, text]) => /\p{L}+ \p{L}+/u.test(words(text)) && translated.get(key) === text,
    );
    expect(untranslated).toEqual([]);
  });
});
