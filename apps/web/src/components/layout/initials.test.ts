import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it.each([
    ["Aysel Məmmədova Quliyeva", "AM"],
    ["Demo Merchant", "DM"],
    ["aysel məmmədova", "AM"],
    ["Əli Şükürov", "ƏŞ"],
    ["Иван Петров", "ИП"],
    ["Madonna", "M"],
    ["  Aysel   Məmmədova  ", "AM"],
    ["Aysel\tMəmmədova\nQuliyeva", "AM"],
    ["   ", ""],
    ["", ""],
  ])("%j → %j", (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
