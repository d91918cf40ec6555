import { act, screen, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import type { PayPageInput } from "@portal/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import template from "../../pay.html?raw";
import { payConfig } from "@/testing/pay-page";
import { defaultRegionConfig } from "@/testing/runtime-config";
import { readPageData } from "./page-data";
import { PayApp } from "./pay-app";
import { renderPayDocument } from "./server";
import { appId, checkoutInvoice, invoiceCode, paymentResult } from "./test-fixtures";

const input = (overrides: Partial<PayPageInput> = {}): PayPageInput => ({
  invoiceCode,
  invoice: checkoutInvoice(),
  language: "en",
  config: payConfig(defaultRegionConfig),
  ...overrides,
});

/** The page as a browser gets it, parsed (a document of its own: compared by text, not with jest-dom's matchers). */
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  sessionStorage.clear();
});

/**
 * Loads the server's page into this document and hydrates it as main.tsx does; returns
 * what React reported, which must be nothing (a mismatch would throw the server's HTML away).
 */
async function hydrate(html: string, beforeScript: () => void = () => undefined) {
  document.body.innerHTML = parse(html).body.innerHTML;
  beforeScript();
  const reported: unknown[] = [];
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => void reported.push(args));
  await act(async () => {
    root = hydrateRoot(document.getElementById("root")!, <PayApp data={readPageData()!} />, {
      onRecoverableError: (error) => void reported.push(error),
    });
  });
  consoleError.mockRestore();
  return reported;
}

describe("the checkout's server rendering", () => {
  it("writes the amount, the merchant and the card form into the page, in its language", () => {
    const page = parse(renderPayDocument(template, input({ language: "az" })));

    expect(page.documentElement.lang).toBe("az");
    expect(page.title).toBe("Çay Evi — ödəniş");
    const markup = page.getElementById("root")!;
    expect(markup.querySelector("h1")?.textContent).toBe("Çay Evi");
    expect(markup.textContent).toContain("12,50 AZN");
    expect(markup.textContent).toContain("Tea set for two");
    for (const label of ["Kart nömrəsi", "Etibarlılıq müddəti", "CVV", "Kart sahibinin adı"]) {
      const field = [...markup.querySelectorAll("label")].find((l) => l.textContent === label);
      expect(markup.querySelector(`input#${CSS.escape(field!.htmlFor)}`), label).not.toBeNull();
    }
    expect(markup.querySelector("img.merchant__logo")?.getAttribute("src")).toBe(
      new URL(`/api/apps/${appId}/logo`, defaultRegionConfig.apiBaseUrl).href,
    );
    // No placeholder of the template is left.
    expect(renderPayDocument(template, input())).not.toMatch(/<!--pay-/);
  });

  it("says a link that does not exist does not", () => {
    const page = parse(renderPayDocument(template, input({ invoice: null, invoiceCode: "NOPE" })));

    expect(page.title).toBe("This payment link does not exist");
    expect(page.querySelector("h1")?.textContent).toBe("This payment link does not exist");
    expect(page.querySelector("form")).toBeNull();
  });

  it("keeps a merchant's text as text: it can neither end the data block nor be markup", () => {
    const merchantName = `</script><script>alert(1)</script><!-- $& $' Evi`;
    const html = renderPayDocument(template, input({ invoice: checkoutInvoice({ merchantName }) }));
    const page = parse(html);

    expect(page.querySelectorAll("script:not([type=module])")).toHaveLength(1);
    expect(html).not.toContain("<script>alert(1)");
    expect(page.title).toBe(`Pay ${merchantName}`);
    expect(page.querySelector("h1")?.textContent).toBe(merchantName);
    expect(JSON.parse(page.getElementById("pay-data")!.textContent!).invoice.merchantName).toBe(merchantName);
  });

  it("carries only the configuration and the strings the page uses", () => {
    const data = JSON.parse(
      parse(renderPayDocument(template, input({ language: "ru" }))).getElementById("pay-data")!.textContent!,
    );

    expect(data.config).toEqual({
      region: "default",
      apiBaseUrl: defaultRegionConfig.apiBaseUrl,
      logoUrl: "/logos/logo.svg",
      testMode: false,
    });
    expect(data.messages.checkout.card.title).toBe("Оплата картой");
    expect(Object.keys(data.messages)).toEqual(["checkout", "common", "errors", "validation"]);
    expect(data.messages.common).not.toHaveProperty("productName");
  });
});

describe("hydration of the server's page", () => {
  it("takes the page over without a mismatch, and the form then works", async () => {
    const reported = await hydrate(renderPayDocument(template, input()));

    expect(reported).toEqual([]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Card number"), "4169730000000001");
    expect(screen.getByLabelText("Card number")).toHaveValue("4169 7300 0000 0001");
    expect(screen.getByText("Visa")).toBeVisible();
    expect(screen.getByRole("button", { name: "Pay 12.50 AZN" })).toBeEnabled();
  });

  it("keeps what was typed before the script ran", async () => {
    await hydrate(renderPayDocument(template, input()), () => {
      // Before hydration the server's button cannot submit: it would put the card in the address bar.
      expect(document.querySelector("button[type=submit]")).toBeDisabled();
      (document.querySelector("input[name=cardNumber]") as HTMLInputElement).value = "4169730000000001";
    });

    await waitFor(() => expect(screen.getByLabelText("Card number")).toHaveValue("4169 7300 0000 0001"));
    expect(screen.getByRole("button", { name: "Pay 12.50 AZN" })).toBeEnabled();
  });

  it("offers Try again on a failed payment only once the page runs: a press before would be lost", async () => {
    const failed = checkoutInvoice({ status: "failed", lastAttempt: { status: "failed", responseCode: "declined" } });
    const user = userEvent.setup();
    await hydrate(renderPayDocument(template, input({ invoice: failed })), () => {
      expect(screen.getByRole("heading", { name: "Payment failed!" })).toBeVisible();
      expect(screen.getByRole("button", { name: "Try again" })).toBeDisabled();
    });

    await waitFor(() => expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Pay 12.50 AZN" })).toBeEnabled();
  });

  it("switches the language only once the page runs: a press before would be lost", async () => {
    const user = userEvent.setup();
    await hydrate(renderPayDocument(template, input()), () => {
      expect(screen.getByRole("button", { name: "AZ Azərbaycan dili" })).toBeDisabled();
    });

    await waitFor(() => expect(screen.getByRole("button", { name: "AZ Azərbaycan dili" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "AZ Azərbaycan dili" }));
    expect(screen.getByRole("button", { name: "AZ Azərbaycan dili" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows this tab's receipt once the page runs here; the server never sees it", async () => {
    const paid = checkoutInvoice({ status: "paid", payable: false, payment: { paidAt: "2026-03-05T10:30:00.000Z" } });
    const { maskedPan, rrn, approvalCode } = paymentResult();
    sessionStorage.setItem(`checkout:receipt:${invoiceCode}`, JSON.stringify({ maskedPan, rrn, approvalCode }));
    const html = renderPayDocument(template, input({ invoice: paid }));
    // The server writes when on the region's clock (10:30 UTC is 14:30 in Baku), and says so: the browser writes the same.
    expect(parse(html).querySelector("dl")?.textContent).toContain("5 Mar 2026, 14:30 (Baku, GMT+4)");
    expect(html).not.toContain(maskedPan);

    const reported = await hydrate(html);

    expect(reported).toEqual([]);
    expect(await screen.findByText(maskedPan)).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Payment successful" })).toBeVisible();
    expect(screen.getByText("5 Mar 2026, 14:30 (Baku, GMT+4)")).toBeVisible();
  });
});
