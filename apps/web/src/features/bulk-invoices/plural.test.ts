import { describe, expect, it } from "vitest";
import { pluralForm } from "./plural";

describe("pluralForm", () => {
  it("tells the Russian forms apart", () => {
    expect([1, 2, 5, 11, 21, 22, 0].map((n) => pluralForm(n, "ru"))).toEqual([
      "one",
      "few",
      "many",
      "many",
      "one",
      "few",
      "many",
    ]);
  });

  it("has one and other in English and Azerbaijani", () => {
    expect([1, 2, 0].map((n) => pluralForm(n, "en"))).toEqual(["one", "other", "other"]);
    expect([1, 3].map((n) => pluralForm(n, "az"))).toEqual(["one", "other"]);
  });
});
