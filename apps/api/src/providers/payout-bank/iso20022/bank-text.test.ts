import { describe, expect, it } from "vitest";
import { BANK_TEXT, toBankText } from "./bank-text";

describe("toBankText", () => {
  it("spells Azerbaijani letters in Latin", () => {
    expect(toBankText("Əliyev Şahin Çingiz oğlu", 70)).toBe("Eliyev Shahin Chingiz oghlu");
    expect(toBankText("İlqar Işıq Gülər Ömər Ğ", 70)).toBe("Ilqar Ishiq Guler Omer Gh");
  });

  it("transliterates Russian by the passport rules, capitals too", () => {
    expect(toBankText("Щукин Юрий Жанович", 70)).toBe("Shchukin Yuriy Zhanovich");
    expect(toBankText("Хрущёв Цой Объект Льдинка Эхо Яна Быстрый", 70)).toBe(
      "Khrushchev Tsoy Obekt Ldinka Ekho Yana Bystryy",
    );
  });

  it("drops diacritics, makes everything else a space and collapses them", () => {
    expect(toBankText("  Café  Müller & Söhne — ﬁne!  ", 70)).toBe("Cafe Muller Sohne fine");
    expect(toBankText("Invoice #12/2026: (paid) O'Neil + co.?", 140)).toBe("Invoice 12/2026: (paid) O'Neil + co.?");
    expect(toBankText("Pay 😀 now\n\tplease", 140)).toBe("Pay now please");
  });

  it("cuts to the length without a trailing space", () => {
    expect(toBankText("abcde fghij", 6)).toBe("abcde");
    expect(toBankText("x".repeat(200), 140)).toHaveLength(140);
  });

  it("never leaves a name empty", () => {
    expect(toBankText("😀😀 ★", 70)).toBe("NOTPROVIDED");
    expect(toBankText("", 70)).toBe("NOTPROVIDED");
    expect(BANK_TEXT.test(toBankText("中文名字", 70))).toBe(true);
  });
});
