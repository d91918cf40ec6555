import { describe, expect, it } from "vitest";
import { pdfFileName } from "./save-file";

describe("pdfFileName", () => {
  it("names the file after the application", () => {
    expect(pdfFileName("signed-contract", "My shop")).toBe("signed-contract-My shop.pdf");
  });

  it("replaces characters a file system refuses", () => {
    expect(pdfFileName("contract", 'A/B: "C"?')).toBe("contract-A-B- -C.pdf");
    expect(pdfFileName("contract", "///")).toBe("contract.pdf");
  });
});
