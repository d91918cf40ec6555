import { describe, expect, it } from "vitest";
import { cellText } from "./cell-text";

describe("cellText", () => {
  it("puts a quote before anything a spreadsheet would read as a formula", () => {
    for (const value of [
      '=HYPERLINK("http://x","y")',
      "+994501234567",
      "-2+3",
      "@SUM(A1:A2)",
      "\t=1+1",
      "\r=1+1",
      "=cmd|' /C calc'!A0",
    ]) {
      expect(cellText(value), JSON.stringify(value)).toBe(`'${value}`);
    }
  });

  it("leaves other text as it is", () => {
    for (const value of [
      "Leyla Əliyeva",
      "Sea view = best",
      " =1+1",
      "'quoted",
      "12.50",
      "416973******0001",
      "Конференц-зал",
      "",
    ]) {
      expect(cellText(value)).toBe(value);
    }
  });
});
