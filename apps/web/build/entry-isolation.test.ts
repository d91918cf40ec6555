import { describe, expect, it } from "vitest";
import { entryImports } from "./entry-isolation.ts";

const chunk = (isEntry: boolean, imports: string[], dynamicImports: string[] = []) => ({
  type: "chunk" as const,
  isEntry,
  imports,
  dynamicImports,
});

describe("entryImports", () => {
  it("names a shared chunk that imports one page's entry chunk", () => {
    const bundle = {
      "index.js": chunk(true, ["shell.js"]),
      "ops.js": chunk(true, ["shell.js"]),
      "shell.js": chunk(false, ["index.js", "react.js"]),
      "react.js": chunk(false, []),
      "app.css": { type: "asset" as const },
    };
    expect(entryImports(bundle)).toEqual(["ops.js: shell.js imports index.js"]);
  });

  it("follows lazy imports, and lets a page's own lazy chunks import its entry", () => {
    const bundle = {
      "auth.js": chunk(true, [], ["auth-az.js"]),
      "auth-az.js": chunk(false, ["auth.js"]),
      "ops.js": chunk(true, [], ["ops-screen.js"]),
      "ops-screen.js": chunk(false, ["pay.js"]),
      "pay.js": chunk(true, []),
    };
    expect(entryImports(bundle)).toEqual(["ops.js: ops-screen.js imports pay.js"]);
  });
});
