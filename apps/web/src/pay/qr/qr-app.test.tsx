import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { leadingZeroBits, proofInput } from "@portal/contracts";
import { configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageLoad } from "@/light/page-load";
import { json, stubFetch } from "@/testing/fetch-stub";
import { messagesOf, payConfig } from "@/testing/pay-page";
import { defaultRegionConfig } from "@/testing/runtime-config";
import type { QrPageData } from "./page-data";
import { QrApp } from "./qr-app";

const merchantId = "482913570164";
const base = `/api/checkout/merchant/${merchantId}`;
const merchant = { merchantName: "Çay Evi", merchantLogoUrl: null, currency: "AZN" };

type Handlers = Parameters<typeof stubFetch>[0];

/** The page as the browser builds it without the server's HTML: it reads the merchant itself (server rendering: server.test.tsx). */
function openQrPage(handlers: Handlers = {}) {
  const requests = stubFetch({ [`GET ${base}`]: () => json(200, merchant), ...handlers });
  const data: QrPageData = {
    merchantId,
    merchant: undefined,
    language: "en",
    config: payConfig(defaultRegionConfig),
    messages: messagesOf.en,
  };
  render(<QrApp data={data} />);
  return { requests, user: userEvent.setup() };
}

const starts = (requests: Request[]) => requests.filter((r) => r.method === "POST" && new URL(r.url).pathname === base);
const bodyOf = async (request: Request | undefined) =>
  (await request?.clone().json()) as Record<string, unknown> | undefined;
const submit = () => screen.getByRole("button", { name: "Continue to payment" });

configure({ asyncUtilTimeout: 5_000 });
let opened: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  opened = vi.spyOn(pageLoad, "open").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("an application's QR page", () => {
  it("takes the amount and what the customer adds, and sends them on to the invoice's checkout", async () => {
    const { requests, user } = openQrPage({ [`POST ${base}`]: () => json(201, { invoiceCode: "QRK7M2P9XA" }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Çay Evi" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Enter the amount" })).toBeVisible();

    await user.type(screen.getByLabelText("Amount"), "12,50");
    await user.type(screen.getByLabelText("Your name"), " Leyla Əliyeva ");
    await user.type(screen.getByLabelText("Phone number"), "+994 55 123 45 67");
    await user.type(screen.getByLabelText("Reference code"), "TABLE-7");
    await user.click(submit());

    await waitFor(() => expect(opened).toHaveBeenCalledWith("/pay/QRK7M2P9XA?lang=en"));
    expect(await bodyOf(starts(requests)[0])).toEqual({
      amount: "12.50",
      fullName: "Leyla Əliyeva",
      phone: "+994551234567",
      optionalCode: "TABLE-7",
    });
    // Until the checkout has loaded, a second press would make a second invoice.
    expect(submit()).toBeDisabled();
  });

  it("needs only the amount, and checks each field with the server's rules before sending", async () => {
    const { requests, user } = openQrPage({ [`POST ${base}`]: () => json(201, { invoiceCode: "QRK7M2P9XA" }) });
    await screen.findByLabelText("Amount");

    await user.click(submit());
    expect(await screen.findByText("Amount is required")).toBeVisible();
    expect(screen.getByLabelText("Amount")).toHaveFocus();
    await user.type(screen.getByLabelText("Amount"), "0.5");
    expect(screen.getByText("Amount must be at least 1.")).toBeVisible();
    await user.clear(screen.getByLabelText("Amount"));
    await user.type(screen.getByLabelText("Amount"), "40000");
    expect(screen.getByText("Invoice amount must be less than 40 000.")).toBeVisible();
    await user.type(screen.getByLabelText("Phone number"), "050 123");
    await user.click(submit());
    expect(screen.getByText("Invalid phone number.")).toBeVisible();
    expect(starts(requests)).toHaveLength(0);

    await user.clear(screen.getByLabelText("Amount"));
    await user.type(screen.getByLabelText("Amount"), "7");
    await user.clear(screen.getByLabelText("Phone number"));
    await user.click(submit());
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(await bodyOf(starts(requests)[0])).toEqual({ amount: "7", fullName: "", phone: "", optionalCode: "" });
  });

  it("shows the server's word about a field at the field", async () => {
    const { user } = openQrPage({
      [`POST ${base}`]: () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "Some fields are not valid.",
          fields: { optionalCode: "validation.tooLong" },
        }),
    });
    await user.type(await screen.findByLabelText("Amount"), "10");
    await user.type(screen.getByLabelText("Reference code"), "TABLE-7");
    await user.click(submit());

    expect(await screen.findByText("Reference code is too long.")).toBeVisible();
    expect(opened).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it("says when no answer came, and tries again", async () => {
    let calls = 0;
    const { user } = openQrPage({
      [`POST ${base}`]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError("Failed to fetch");
        return json(201, { invoiceCode: "QRK7M2P9XA" });
      },
    });
    await user.type(await screen.findByLabelText("Amount"), "10");
    await user.click(submit());

    expect(await screen.findByText("We did not get an answer. Check your connection and try again.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith("/pay/QRK7M2P9XA?lang=en"));
  });

  it("checks the browser when the server asks for a proof, then sends the same request with it", async () => {
    const proof = {
      algorithm: "SHA-256",
      salt: "qr-test-salt",
      difficulty: 8,
      expiresAt: "2099-01-01T00:00:00.000Z",
      signature: "c2lnbmVk",
    };
    const { requests, user } = openQrPage({
      [`POST ${base}`]: async (request) =>
        (await bodyOf(request))?.proof
          ? json(201, { invoiceCode: "QRK7M2P9XA" })
          : json(428, { code: "PROOF_REQUIRED", message: "Solve the proof first.", proof }),
    });
    await user.type(await screen.findByLabelText("Amount"), "10");
    await user.click(submit());

    await waitFor(() => expect(opened).toHaveBeenCalledWith("/pay/QRK7M2P9XA?lang=en"));
    const [first, second] = starts(requests);
    const { proof: sent, ...rest } = (await bodyOf(second)) as { proof: typeof proof & { nonce: number } };
    expect(rest).toEqual(await bodyOf(first));
    expect(leadingZeroBits(sha256(utf8ToBytes(proofInput(proof.salt, sent.nonce))))).toBeGreaterThanOrEqual(
      proof.difficulty,
    );
  });

  it("says SPEC's words for a code that leads to no merchant", async () => {
    openQrPage({
      [`GET ${base}`]: () => json(404, { code: "NOT_FOUND", message: "No merchant takes payments with this QR code." }),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Oops, something went wrong!" })).toBeVisible();
    expect(screen.queryByLabelText("Amount")).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Oops, something went wrong!"));
  });

  it("offers to try again when the merchant could not be read", async () => {
    let calls = 0;
    const { user } = openQrPage({
      [`GET ${base}`]: () =>
        ++calls === 1 ? json(503, { code: "UNAVAILABLE", message: "Later." }) : json(200, merchant),
    });

    expect(await screen.findByRole("heading", { name: "The payment page could not be opened" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Çay Evi" })).toBeVisible();
  });

  it("speaks the customer's language, and opens the checkout in it", async () => {
    const { user } = openQrPage({ [`POST ${base}`]: () => json(201, { invoiceCode: "QRK7M2P9XA" }) });
    await screen.findByLabelText("Amount");

    await user.click(screen.getByRole("button", { name: /Русский$/ }));
    expect(await screen.findByRole("heading", { level: 2, name: "Введите сумму" })).toBeVisible();
    expect(document.documentElement.lang).toBe("ru");
    await user.type(screen.getByLabelText("Сумма"), "10");
    await user.click(screen.getByRole("button", { name: "Перейти к оплате" }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith("/pay/QRK7M2P9XA?lang=ru"));
  });
});
