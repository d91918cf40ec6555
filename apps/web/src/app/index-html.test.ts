import { describe, expect, it } from "vitest";
import { resources } from "@/locales/resources";
import html from "../../index.html?raw";

/** The page the server sends for every portal address (vite copies it into dist, scripts renamed). */
const page = new DOMParser().parseFromString(html, "text/html");

describe("index.html", () => {
  it("shows a spinner of its own inside #root, which React replaces when the portal renders", () => {
    const status = page.querySelector('#root > [role="status"]');
    expect(status).not.toBeNull();
    // The turning ring is decoration; the label says what it means.
    expect(status!.querySelector('[aria-hidden="true"]')).not.toBeNull();
    const label = page.getElementById(status!.getAttribute("aria-labelledby")!);
    expect(label).not.toBeNull();
  });

  it("names the spinner in each of the portal's languages, each marked with its own, as the portal itself says it", () => {
    const label = page.getElementById("boot-loading-label")!;
    for (const language of ["en", "az", "ru"] as const) {
      expect(label.querySelector(`[lang="${language}"]`)?.textContent).toBe(resources[language].common.loading);
    }
  });

  it("needs no inline script (the policy forbids it) and holds the ring still for those who ask for less motion", () => {
    for (const script of page.querySelectorAll("script")) expect(script.getAttribute("src")).toBeTruthy();
    const css = [...page.querySelectorAll("style")].map((style) => style.textContent).join("\n");
    expect(css).toMatch(/\.boot-loading__ring\s*\{[^}]*animation:\s*boot-loading-turn/);
    const reduced = /@media \(prefers-reduced-motion: reduce\)\s*\{\s*\.boot-loading__ring\s*\{([^}]*)\}/.exec(css);
    expect(reduced?.[1]).toBeDefined();
    expect(reduced![1]).not.toContain("boot-loading-turn");
  });
});
