import { describe, expect, it } from "vitest";
import { fileNameOf } from "./download";

describe("fileNameOf", () => {
  it("reads the name a Content-Disposition header gives", () => {
    expect(fileNameOf('attachment; filename="transactions-2026-05-20.xlsx"')).toBe("transactions-2026-05-20.xlsx");
    expect(fileNameOf("attachment; filename=report.xlsx")).toBe("report.xlsx");
    expect(fileNameOf("attachment; filename=\"plain.xlsx\"; filename*=UTF-8''%C3%B6d%C9%99ni%C5%9F.xlsx")).toBe(
      "ödəniş.xlsx",
    );
  });

  it("gives none when the header names none", () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
  });
});
