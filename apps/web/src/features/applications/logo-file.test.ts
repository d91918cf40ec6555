import { LOGO_MAX_BYTES } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { logoFileProblem, serverLogoProblem } from "./logo-file";

describe("logoFileProblem", () => {
  it("accepts PNG and JPEG files by name and declared type", () => {
    expect(logoFileProblem({ name: "logo.png", type: "image/png", size: 10 })).toBeNull();
    expect(logoFileProblem({ name: "LOGO.JPEG", type: "image/jpeg", size: 10 })).toBeNull();
    expect(logoFileProblem({ name: "logo.jpg", type: "", size: 10 })).toBeNull();
  });

  it("refuses other extensions and declared types", () => {
    expect(logoFileProblem({ name: "logo.gif", type: "image/gif", size: 10 })).toBe("type");
    expect(logoFileProblem({ name: "logo.png", type: "image/gif", size: 10 })).toBe("type");
    expect(logoFileProblem({ name: "logo.svg", type: "image/png", size: 10 })).toBe("type");
  });

  it("refuses empty files and files over 2 MB", () => {
    expect(logoFileProblem({ name: "logo.png", type: "image/png", size: 0 })).toBe("empty");
    expect(logoFileProblem({ name: "logo.png", type: "image/png", size: LOGO_MAX_BYTES })).toBeNull();
    expect(logoFileProblem({ name: "logo.png", type: "image/png", size: LOGO_MAX_BYTES + 1 })).toBe("size");
  });
});

describe("serverLogoProblem", () => {
  it("gives the picker's own text, which names the limit, for a wrong type, a big file or too many pixels", () => {
    expect(serverLogoProblem("UNSUPPORTED_FILE")).toBe("type");
    expect(serverLogoProblem("PAYLOAD_TOO_LARGE")).toBe("size");
    expect(serverLogoProblem("IMAGE_TOO_MANY_PIXELS")).toBe("pixels");
  });

  it("leaves any other refusal to the text of the server's code", () => {
    expect(serverLogoProblem("IMAGE_CORRUPT")).toBeNull();
    expect(serverLogoProblem("toString")).toBeNull();
    expect(serverLogoProblem(undefined)).toBeNull();
  });
});
