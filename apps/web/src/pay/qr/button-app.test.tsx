import type { PayButtonView } from "@portal/contracts";
import { configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageLoad } from "@/light/page-load";
import { json, stubFetch } from "@/testing/fetch-stub";
import { messagesOf, payConfig } from "@/testing/pay-page";
import { defaultRegionConfig } from "@/testing/runtime-config";
import { ButtonApp } from "./button-app";
import type { ButtonPageData } from "./button-page-data";

const buttonId = "Xk3p9Qw2LmN7Rt5Z";
const base = `/api/checkout/button/${buttonId}`;
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
  language: "en",
};
const ranged: PayButtonView = {
  ...fixed,
  description: "Support the shelter",
  amountMode: "customer",
  amount: null,
  minAmount: 10,
  maxAmount: 500,
};

type Handlers = Parameters<typeof stubFetch>[0];

/** The page as the browser builds it without the server's HTML: it reads the button itself (server rendering: button-server.test.tsx). */
function openButtonPage(button: PayButtonView, handlers: Handlers = {}) {
  const requests = stubFetch({ [`GET ${base}`]: () => json(200, button), ...handlers });
  const data: ButtonPageData = {
    buttonId,
    button: undefined,
    language: "en",
    config: payConfig(defaultRegionConfig),
    messages: messagesOf.en,
  };
  render(<ButtonApp data={data} />);
  return { requests, user: userEvent.setup() };
}

const starts = (requests: Request[]) => requests.filter((r) => r.method === "POST" && new URL(r.url).pathname === base);
const bodyOf = async (request: Request | undefined) =>
  (await request?.clone().json()) as Record<string, unknown> | undefined;
const submit = () => screen.getByRole("button", { name: "Continue to payment" });
const started = () => json(201, { invoiceCode: "BTK7M2P9XA" });

configure({ asyncUtilTimeout: 5_000 });
let opened: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  opened = vi.spyOn(pageLoad, "open").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("a fixed pay button's page", () => {
  it("shows what is paid for and its amount, and sends no amount: the button's is the one charged", async () => {
    const { requests, user } = openButtonPage(fixed, { [`POST ${base}`]: started });
    expect(await screen.findByRole("heading", { level: 1, name: "Çay Evi" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Your payment" })).toBeVisible();
    expect(screen.getByText("Tea for two")).toBeVisible();
    expect(screen.getByText("25.50 AZN")).toBeVisible();
    expect(screen.queryByLabelText("Amount")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Your name"), " Leyla Əliyeva ");
    await user.click(submit());

    await waitFor(() => expect(opened).toHaveBeenCalledWith("/pay/BTK7M2P9XA?lang=en"));
    expect(await bodyOf(starts(requests)[0])).toEqual({ fullName: "Leyla Əliyeva", phone: "" });
    // Until the checkout has loaded, a second press would make a second invoice.
    expect(submit()).toBeDisabled();
  });

  it("says the button is no longer available when the merchant disabled it meanwhile", async () => {
    let reads = 0;
    const { user } = openButtonPage(fixed, {
      [`GET ${base}`]: () => json(200, ++reads === 1 ? fixed : { ...fixed, available: false }),
      [`POST ${base}`]: () => json(409, { code: "INVALID_STATE", message: "This button is no longer available." }),
    });
    await user.click(await screen.findByRole("button", { name: "Continue to payment" }));

    expect(await screen.findByRole("heading", { level: 2, name: "This button is no longer available" })).toHaveFocus();
    expect(
      screen.getByText("Çay Evi no longer takes payments with this button. Contact the merchant to pay another way."),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Continue to payment" })).not.toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe("This button is no longer available"));
  });

  it("speaks the customer's language, and opens the checkout in it", async () => {
    const { user } = openButtonPage(fixed, { [`POST ${base}`]: started });
    await screen.findByText("Tea for two");

    await user.click(screen.getByRole("button", { name: /Русский$/ }));
    expect(await screen.findByRole("heading", { level: 2, name: "Ваш платёж" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Перейти к оплате" }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith("/pay/BTK7M2P9XA?lang=ru"));
  });
});

describe("a pay button whose customer enters the amount", () => {
  it("takes an amount within the button's bounds, checked by the server's rule before sending", async () => {
    const { requests, user } = openButtonPage(ranged, { [`POST ${base}`]: started });
    expect(await screen.findByRole("heading", { level: 2, name: "Enter the amount" })).toBeVisible();
    expect(screen.getByText("From 10.00 to 500.00 AZN")).toBeVisible();

    await user.click(submit());
    expect(await screen.findByText("Amount is required")).toBeVisible();
    await user.type(screen.getByLabelText("Amount"), "9,99");
    expect(screen.getByText("The amount is outside what this button takes.")).toBeVisible();
    await user.clear(screen.getByLabelText("Amount"));
    await user.type(screen.getByLabelText("Amount"), "500.01");
    expect(screen.getByText("The amount is outside what this button takes.")).toBeVisible();
    expect(starts(requests)).toHaveLength(0);

    await user.clear(screen.getByLabelText("Amount"));
    await user.type(screen.getByLabelText("Amount"), "42,5");
    await user.type(screen.getByLabelText("Phone number"), "+994 55 123 45 67");
    await user.click(submit());
    await waitFor(() => expect(opened).toHaveBeenCalledWith("/pay/BTK7M2P9XA?lang=en"));
    expect(await bodyOf(starts(requests)[0])).toEqual({ amount: "42.5", fullName: "", phone: "+994551234567" });
  });

  it("names the one bound a button has", async () => {
    openButtonPage({ ...ranged, minAmount: null });
    expect(await screen.findByText("Up to 500.00 AZN")).toBeVisible();
  });

  it("shows the server's word about the amount at the field", async () => {
    const { user } = openButtonPage(ranged, {
      [`POST ${base}`]: () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "The amount cannot be paid with this button.",
          fields: { amount: "validation.payButtonAmountRange" },
        }),
    });
    await user.type(await screen.findByLabelText("Amount"), "20");
    await user.click(submit());

    expect(await screen.findByText("The amount is outside what this button takes.")).toBeVisible();
    expect(opened).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it("says when no answer came, and tries again", async () => {
    let calls = 0;
    const { user } = openButtonPage(ranged, {
      [`POST ${base}`]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError("Failed to fetch");
        return started();
      },
    });
    await user.type(await screen.findByLabelText("Amount"), "10");
    await user.click(submit());

    expect(await screen.findByText("We did not get an answer. Check your connection and try again.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith("/pay/BTK7M2P9XA?lang=en"));
  });

  it("checks the browser when the server asks for a proof, then sends the same request with it", async () => {
    const proof = {
      algorithm: "SHA-256",
      salt: "button-test-salt",
      difficulty: 8,
      expiresAt: "2099-01-01T00:00:00.000Z",
      signature: "c2lnbmVk",
    };
    const { requests, user } = openButtonPage(ranged, {
      [`POST ${base}`]: async (request) =>
        (await bodyOf(request))?.proof
          ? started()
          : json(428, { code: "PROOF_REQUIRED", message: "Solve the proof first.", proof }),
    });
    await user.type(await screen.findByLabelText("Amount"), "10");
    await user.click(submit());

    await waitFor(() => expect(opened).toHaveBeenCalledWith("/pay/BTK7M2P9XA?lang=en"));
    const [first, second] = starts(requests);
    const { proof: sent, ...rest } = (await bodyOf(second)) as { proof: typeof proof & { nonce: number } };
    expect(rest).toEqual(await bodyOf(first));
    expect(sent).toMatchObject({ salt: "button-test-salt", nonce: expect.any(Number) });
  });
});

describe("a pay button's link that leads nowhere", () => {
  it("says SPEC's words, and offers nothing to pay", async () => {
    openButtonPage(fixed, {
      [`GET ${base}`]: () => json(404, { code: "NOT_FOUND", message: "No merchant takes payments with this button." }),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Oops, something went wrong!" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Continue to payment" })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Oops, something went wrong!"));
  });
});
