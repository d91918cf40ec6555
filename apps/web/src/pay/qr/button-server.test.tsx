import type { PayButtonPageInput, PayButtonView } from "@portal/contracts";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import template from "../../../qr.html?raw";
import { payConfig } from "@/testing/pay-page";
import { defaultRegionConfig } from "@/testing/runtime-config";
import { ButtonApp } from "./button-app";
import { readButtonPageData } from "./button-page-data";
import { readQrPageData } from "./page-data";
import { renderButtonDocument } from "./server";

const buttonId = "Xk3p9Qw2LmN7Rt5Z";
const fixed: PayButtonView = {
  merchantName: "Çay Evi",
  merchantLogoUrl: null,
  available: true,
  description: "Tea for two",
  amountMode: "fixed",
  amount: 25.5,
  minAmount: null,
  maxAmount: null,
  currency: "AZN",
  language: "az",
};

const input = (overrides: Partial<PayButtonPageInput> = {}): PayButtonPageInput => ({
  buttonId,
  button: fixed,
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
});

describe("a pay button's page, rendered by the server", () => {
  it("writes the merchant, what is paid for and the amount into the page, in its language", () => {
    const page = parse(renderButtonDocument(template, input({ language: "az" })));

    expect(page.documentElement.lang).toBe("az");
    expect(page.title).toBe("Çay Evi — ödəniş");
    const markup = page.getElementById("root")!;
    expect(markup.querySelector("h1")?.textContent).toBe("Çay Evi");
    expect(markup.querySelector("h2")?.textContent).toBe("Ödənişiniz");
    expect(markup.textContent).toContain("Tea for two");
    expect(markup.querySelector(".amount-box__amount")?.textContent).toBe("25,50 AZN");
    expect(markup.querySelector("input[name=amount]")).toBeNull();
    // Before the script runs the form cannot send itself.
    expect(markup.querySelector("button[type=submit]")?.hasAttribute("disabled")).toBe(true);
    expect(renderButtonDocument(template, input())).not.toMatch(/<!--qr-/);
  });

  it("gives a customer-entered button an amount field with its bounds", () => {
    const page = parse(
      renderButtonDocument(
        template,
        input({ button: { ...fixed, amountMode: "customer", amount: null, minAmount: 5, maxAmount: null } }),
      ),
    );
    expect(page.querySelector("input[name=amount]")).not.toBeNull();
    expect(page.getElementById("root")!.textContent).toContain("At least 5.00 AZN");
  });

  it("says clearly that a disabled button is no longer available, and to ask the merchant", () => {
    const page = parse(
      renderButtonDocument(template, input({ button: { ...fixed, available: false }, language: "ru" })),
    );

    expect(page.title).toBe("Эта кнопка больше недоступна");
    expect(page.querySelector("h1")?.textContent).toBe("Çay Evi");
    expect(page.querySelector("h2")?.textContent).toBe("Эта кнопка больше недоступна");
    expect(page.getElementById("root")!.textContent).toContain(
      "Çay Evi больше не принимает платежи через эту кнопку. Свяжитесь с продавцом",
    );
    expect(page.querySelector("form")).toBeNull();
  });

  it("says SPEC's words for a link that leads to no button", () => {
    const page = parse(renderButtonDocument(template, input({ button: null })));
    expect(page.title).toBe("Oops, something went wrong!");
    expect(page.querySelector("h1")?.textContent).toBe("Oops, something went wrong!");
    expect(page.querySelector("form")).toBeNull();
  });

  it("keeps the merchant's words as text: they can neither end the data block nor be markup", () => {
    const description = `</script><script>alert(1)</script><!-- $& tea`;
    const html = renderButtonDocument(template, input({ button: { ...fixed, description } }));
    const page = parse(html);

    expect(page.querySelectorAll("script:not([type=module])")).toHaveLength(1);
    expect(html).not.toContain("<script>alert(1)");
    expect(JSON.parse(page.getElementById("button-data")!.textContent!).button.description).toBe(description);
  });

  it("is taken over by the browser without a mismatch, as a button's page and not the QR page", async () => {
    document.body.innerHTML = parse(renderButtonDocument(template, input())).body.innerHTML;
    expect(readQrPageData()).toBeNull();
    const reported: unknown[] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => void reported.push(args));
    await act(async () => {
      root = hydrateRoot(document.getElementById("root")!, <ButtonApp data={readButtonPageData()!} />, {
        onRecoverableError: (error) => void reported.push(error),
      });
    });
    consoleError.mockRestore();

    expect(reported).toEqual([]);
    await userEvent.setup().type(screen.getByLabelText("Your name"), "Leyla");
    expect(screen.getByRole("button", { name: "Continue to payment" })).toBeEnabled();
  });
});
