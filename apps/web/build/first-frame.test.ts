import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { firstFrameScreens } from "../src/boot/first-frame.ts";
import { firstFrameTexts } from "./first-frame.ts";

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/locales");

describe("firstFrameTexts", () => {
  it("has every first-frame screen in every language, from the locale files", () => {
    const texts = firstFrameTexts(locales);
    expect(Object.keys(texts).sort()).toEqual(["az", "en", "ru"]);
    for (const language of ["az", "en", "ru"] as const) {
      expect(Object.keys(texts[language].screens).sort()).toEqual(Object.keys(firstFrameScreens).sort());
      for (const [title, subtitle] of Object.values(texts[language].screens)) {
        expect(title).not.toBe("");
        if (subtitle !== undefined) expect(subtitle).not.toBe("");
      }
    }
    expect(texts.en.loading).toBe("Loading");
    expect(texts.az.screens["/billing/invoices"]).toEqual(["Fakturalar", expect.stringContaining("ödəniş")]);
    expect(texts.ru.screens["/"]).toEqual(["Панель управления"]);
  });

  it("fails the build when a language lacks one of the texts", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "locales-"));
    fs.cpSync(locales, copy, { recursive: true });
    const wallet = path.join(copy, "ru", "wallet.json");
    const { subtitle: _, ...rest } = JSON.parse(fs.readFileSync(wallet, "utf8")) as Record<string, unknown>;
    fs.writeFileSync(wallet, JSON.stringify(rest));
    expect(() => firstFrameTexts(copy)).toThrow("first frame: ru has no text for wallet.subtitle");
    fs.rmSync(copy, { recursive: true });
  });
});
