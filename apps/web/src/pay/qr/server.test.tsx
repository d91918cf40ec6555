import type { QrPageInput } from "@portal/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import template from "../../../qr.html?raw";
import { payConfig } from "@/testing/pay-page";
import { defaultRegionConfig } from "@/testing/runtime-config";
import { appId } from "../test-fixtures";
import { readQrPageData } from "./page-data";
import { QrApp } from "./qr-app";
import { renderQrDocument } from "./server";

const merchantId = "482913570164";

const input = (overrides: Partial<QrPageInput> = {}): QrPageInput => ({
  merchantId,
  merchant: { merchantName: "Çay Evi", merchantLogoUrl: `/api/apps/${appId}/logo`, currency: "AZN" },
  language: "en",
  config: payConfig(defaultRegionConfig),
  ...overrides,
});

/** The page as a browser gets it, parsed (a document of its own: compared by text, not with jest-dom's matchers). */
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const labelled = (page: Document | Element, label: string) => {
  const field = [...page.querySelectorAll("label")].find((l) => l.textContent === label);
  return field && page.querySelector<HTMLInputElement>(`input#${CSS.escape(field.htmlFor)}`);
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** Loads the server's page into this document and hydrates it as main.tsx does; returns what React reported, which must be nothing. */
async function hydrate(html: string, beforeScript: () => void = () => undefined) {
  document.body.innerHTML = parse(html).body.innerHTML;
  beforeScript();
  const reported: unknown[] = [];
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => void reported.push(args));
  await act(async () => {
    root = hydrateRoot(document.getElementById("root")!, <QrApp data={readQrPageData()!} />, {
      onRecoverableError: (error) => void reported.push(error),
    });
  });
  consoleError.mockRestore();
  return reported;
}

describe("the QR page's server rendering", () => {
  it("writes the merchant and the amount form into the page, in its language", () => {
    const page = parse(renderQrDocument(template, input({ language: "az" })));

    expect(page.documentElement.lang).toBe("az");
    expect(page.title).toBe("Çay Evi — ödəniş");
    const markup = page.getElementById("root")!;
    expect(markup.querySelector("h1")?.textContent).toBe("Çay Evi");
    expect(markup.querySelector("h2")?.textContent).toBe("Məbləği daxil edin");
    for (const label of ["Məbləğ", "Adınız", "Telefon nömrəsi", "İstinad kodu"])
      expect(labelled(markup, label), label).toBeTruthy();
    expect(markup.textContent).toContain("AZN");
    expect(markup.querySelector("img.merchant__logo")?.getAttribute("src")).toBe(
      new URL(`/api/apps/${appId}/logo`, defaultRegionConfig.apiBaseUrl).href,
    );
    // Before the script runs the form cannot send itself.
    expect(markup.querySelector("button[type=submit]")?.hasAttribute("disabled")).toBe(true);
    expect(renderQrDocument(template, input())).not.toMatch(/<!--qr-/);
  });

  it("says SPEC's words for a code that leads to no merchant", () => {
    const page = parse(renderQrDocument(template, input({ merchant: null, language: "ru" })));

    expect(page.title).toBe("Упс, что-то пошло не так!");
    expect(page.querySelector("h1")?.textContent).toBe("Упс, что-то пошло не так!");
    expect(page.querySelector("form")).toBeNull();
  });

  it("keeps a merchant's name as text: it can neither end the data block nor be markup", () => {
    const merchantName = `</script><script>alert(1)</script><!-- $& Evi`;
    const html = renderQrDocument(
      template,
      input({ merchant: { merchantName, merchantLogoUrl: null, currency: "AZN" } }),
    );
    const page = parse(html);

    expect(page.querySelectorAll("script:not([type=module])")).toHaveLength(1);
    expect(html).not.toContain("<script>alert(1)");
    expect(page.title).toBe(`Pay ${merchantName}`);
    expect(JSON.parse(page.getElementById("qr-data")!.textContent!).merchant.merchantName).toBe(merchantName);
  });
});

describe("hydration of the QR page", () => {
  it("takes the page over without a mismatch, and the form then works", async () => {
    const reported = await hydrate(renderQrDocument(template, input()));

    expect(reported).toEqual([]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Amount"), "12,5");
    expect(screen.getByLabelText("Amount")).toHaveValue("12.5");
    expect(screen.getByRole("button", { name: "Continue to payment" })).toBeEnabled();
  });

  it("keeps what was typed before the script ran", async () => {
    await hydrate(renderQrDocument(template, input()), () => {
      (document.querySelector("input[name=amount]") as HTMLInputElement).value = "25";
      (document.querySelector("input[name=optionalCode]") as HTMLInputElement).value = "TABLE-7";
    });

    await waitFor(() => expect(screen.getByLabelText("Amount")).toHaveValue("25"));
    expect(screen.getByLabelText("Reference code")).toHaveValue("TABLE-7");
  });
});
