import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { leadingZeroBits, type PaymentResult, proofInput } from "@portal/contracts";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { pageLoad } from "@/light/page-load";
import { json, stubFetch } from "@/testing/fetch-stub";
import { payConfig, renderPay } from "@/testing/pay-page";
import { defaultRegionConfig, emiratesConfig } from "@/testing/runtime-config";
import {
  appId,
  challengeResult,
  challengeToken,
  checkoutInvoice,
  invoiceCode,
  paymentResult,
  transactionId,
} from "./test-fixtures";

const code = invoiceCode;
const base = `/api/checkout/${code}`;
/** Luhn-valid, a Visa; the acquirer shows it as 416973******0001. */
const visa = "4169730000000001";

const invoice = checkoutInvoice;
const result = paymentResult;

type Handlers = Parameters<typeof stubFetch>[0];

/**
 * Opens the page as the browser builds it without the server's HTML: it reads the invoice
 * itself, through the same calls (server rendering and hydration: server.test.tsx).
 */
async function openCheckout(handlers: Handlers = {}, config = defaultRegionConfig) {
  const requests = stubFetch({ [`GET ${base}`]: () => json(200, invoice()), ...handlers });
  renderPay({ config: payConfig(config) });
  return { requests, user: userEvent.setup() };
}

/** The customer reloads the tab: the page starts again, the tab's session storage stays. */
function reload() {
  cleanup();
  renderPay();
}

type User = ReturnType<typeof userEvent.setup>;

async function fillCard(user: User, number = visa) {
  await user.type(await screen.findByLabelText("Card number"), number);
  await user.type(screen.getByLabelText("Expiry date"), "1230");
  await user.type(screen.getByLabelText("CVV"), "123");
  await user.type(screen.getByLabelText("Cardholder name"), "AYSEL MAMMADOVA");
}

const callsTo = (requests: Request[], path: string) =>
  requests.filter((r) => r.method === "POST" && new URL(r.url).pathname === path);
const payCalls = (requests: Request[]) => callsTo(requests, `${base}/pay`);
const invoiceReads = (requests: Request[]) =>
  requests.filter((r) => r.method === "GET" && new URL(r.url).pathname === base);
/** What was sent, read from a copy so a handler and the test can both read it. */
const bodyOf = async (request: Request | undefined) =>
  (await request?.clone().json()) as Record<string, unknown> | undefined;

const paidAt = "2026-03-05T10:30:00.000Z";
const genericFailure = "Something went wrong. We aren't able to process your payment. Please try again.";
const payButton = () => screen.getByRole("button", { name: "Pay 12.50 AZN" });

// Flows type a card key by key: slow on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  sessionStorage.clear();
  document.cookie = "lang=; Max-Age=0; Path=/";
});

describe("hosted checkout", { timeout: 20_000 }, () => {
  it("shows the merchant, the description and the amount to pay", async () => {
    await openCheckout();

    expect(await screen.findByRole("heading", { level: 1, name: "Çay Evi" })).toBeVisible();
    expect(screen.getByText("Tea set for two")).toBeVisible();
    expect(screen.getByText("12.50 AZN")).toBeVisible();
    // The link's last day, as the merchant set it.
    expect(screen.getByText("Link valid until 31 Jan 2099")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Pay by card" })).toBeVisible();
    expect(payButton()).toBeEnabled();
    // The logo is on the API's host.
    const logo = document.querySelector(`img[src$="/api/apps/${appId}/logo"]`);
    expect(logo).toHaveAttribute("src", `${window.location.origin}/api/apps/${appId}/logo`);
  });

  it("says when only a hold is made and shows the installment plan", async () => {
    await openCheckout({
      [`GET ${base}`]: () => json(200, invoice({ preAuth: true, installment: { cardType: "birKart", period: 90 } })),
    });

    expect(await screen.findByText(/Only a hold is made now/)).toBeVisible();
    expect(screen.getByText("Pay in installments over 90 days with a BirKart card.")).toBeVisible();
  });

  it("groups the card number, names a Visa, and refuses a number that fails the Luhn check", async () => {
    const { requests, user } = await openCheckout();
    const number = await screen.findByLabelText("Card number");
    expect(number).toHaveAttribute("inputmode", "numeric");
    expect(number).toHaveAttribute("autocomplete", "cc-number");
    expect(screen.getByLabelText("Expiry date")).toHaveAttribute("autocomplete", "cc-exp");
    expect(screen.getByLabelText("CVV")).toHaveAttribute("autocomplete", "cc-csc");
    expect(screen.getByLabelText("Cardholder name")).toHaveAttribute("autocomplete", "cc-name");

    await user.type(number, "4169730000000002");
    expect(number).toHaveValue("4169 7300 0000 0002");
    expect(screen.getByText("Visa")).toBeVisible();

    await user.type(screen.getByLabelText("Expiry date"), "1230");
    expect(screen.getByLabelText("Expiry date")).toHaveValue("12/30");
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.type(screen.getByLabelText("Cardholder name"), "AYSEL MAMMADOVA");
    await user.click(payButton());

    expect(await screen.findByText("Invalid card number.")).toBeVisible();
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(number).toHaveFocus();
    expect(payCalls(requests)).toHaveLength(0);
  });

  it("asks for every field", async () => {
    const { requests, user } = await openCheckout();
    await user.click(await screen.findByRole("button", { name: "Pay 12.50 AZN" }));

    expect(await screen.findByText("Card number is required")).toBeVisible();
    expect(screen.getByText("Expiry date is required")).toBeVisible();
    expect(screen.getByText("CVV is required")).toBeVisible();
    expect(screen.getByText("Cardholder name is required")).toBeVisible();
    expect(payCalls(requests)).toHaveLength(0);
  });

  it("pays: posts the card with an Idempotency-Key and shows the paid confirmation", async () => {
    const { requests, user } = await openCheckout({ [`POST ${base}/pay`]: () => json(200, result()) });
    await fillCard(user);
    await user.click(payButton());

    const heading = await screen.findByRole("heading", { level: 2, name: "Payment successful" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText("416973******0001")).toBeVisible();
    expect(screen.getByText("512345678901")).toBeVisible();
    expect(screen.getByText("A1B2C3")).toBeVisible();
    expect(screen.getAllByText("12.50 AZN").length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();

    const [pay] = payCalls(requests);
    expect(pay?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    // The amount and currency the customer was shown: the server charges nothing else.
    expect(await bodyOf(pay)).toEqual({
      cardNumber: visa,
      expiry: "12/30",
      cvv: "123",
      cardHolder: "AYSEL MAMMADOVA",
      amount: 12.5,
      currency: "AZN",
      language: "en",
    });
    // The card never reaches the address bar or storage; the tab keeps only the server's receipt.
    expect(window.location.search).toBe("");
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(visa);
    const kept = Object.values({ ...sessionStorage }).map((value) => JSON.parse(value) as unknown);
    expect(kept).toEqual([{ maskedPan: "416973******0001", rrn: "512345678901", approvalCode: "A1B2C3" }]);
  });

  it("still shows the receipt after a reload in the tab that paid, and only paid and when elsewhere", async () => {
    let paid = false;
    const { user } = await openCheckout({
      [`GET ${base}`]: () =>
        json(
          200,
          paid
            ? invoice({
                status: "paid",
                payable: false,
                lastAttempt: { status: "success", responseCode: "approved" },
                payment: { paidAt },
              })
            : invoice(),
        ),
      [`POST ${base}/pay`]: () => {
        paid = true;
        return json(200, result());
      },
    });
    await fillCard(user);
    await user.click(payButton());
    await screen.findByRole("heading", { name: "Payment successful" });

    reload();
    expect(await screen.findByRole("heading", { level: 2, name: "Payment successful" })).toBeVisible();
    expect(screen.getByText("416973******0001")).toBeVisible();
    expect(screen.getByText("512345678901")).toBeVisible();
    expect(screen.getByText("A1B2C3")).toBeVisible();
    expect(screen.getByText("Date")).toBeVisible();

    // Another browser (nothing kept): paid, and when, without the payer's card or references.
    sessionStorage.clear();
    reload();
    expect(await screen.findByRole("heading", { level: 2, name: "Payment successful" })).toBeVisible();
    expect(screen.getByText("Date")).toBeVisible();
    expect(screen.queryByText("416973******0001")).not.toBeInTheDocument();
    expect(screen.queryByText("512345678901")).not.toBeInTheDocument();
  });

  it("shows a pre-authorisation as an amount held", async () => {
    const { user } = await openCheckout({
      [`GET ${base}`]: () => json(200, invoice({ preAuth: true })),
      [`POST ${base}/pay`]: () => json(200, result({ status: "preAuth" })),
    });
    await fillCard(user);
    await user.click(payButton());

    expect(await screen.findByRole("heading", { level: 2, name: "Amount held" })).toBeVisible();
    expect(screen.getByText("416973******0001")).toBeVisible();
  });

  it("says a declined payment failed, and Try again returns to the form with the cardholder kept", async () => {
    const { requests, user } = await openCheckout({
      [`POST ${base}/pay`]: () =>
        json(200, result({ status: "declined", responseCode: "declined", rrn: null, approvalCode: null })),
    });
    await fillCard(user);
    await user.click(payButton());

    const heading = await screen.findByRole("heading", { level: 2, name: "Payment failed!" });
    // One text for every decline: nothing tells a card tester why.
    const outcome = heading.parentElement as HTMLElement;
    expect(within(outcome).getByText(genericFailure)).toBeVisible();
    expect(outcome.textContent).toBe(`Payment failed!${genericFailure}`);
    expect(sessionStorage).toHaveLength(0);
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "Try again" }));

    const number = await screen.findByLabelText("Card number");
    expect(number).toHaveValue("");
    await waitFor(() => expect(number).toHaveFocus());
    expect(screen.getByLabelText("CVV")).toHaveValue("");
    expect(screen.getByLabelText("Cardholder name")).toHaveValue("AYSEL MAMMADOVA");

    await user.type(number, visa);
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.click(payButton());
    expect(await screen.findByRole("heading", { name: "Payment failed!" })).toBeVisible();
    const [first, second] = payCalls(requests);
    // A new attempt is a new payment, with a key of its own.
    expect(second?.headers.get("Idempotency-Key")).not.toBe(first?.headers.get("Idempotency-Key"));
  });

  it("retries a payment that got no answer with the same Idempotency-Key", async () => {
    let calls = 0;
    const { requests, user } = await openCheckout({
      [`POST ${base}/pay`]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError("Failed to fetch");
        return json(200, result());
      },
    });
    await fillCard(user);
    await user.click(payButton());

    const alert = await screen.findByText(/We did not get an answer about your payment/);
    await user.click(within(alert.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeVisible();
    const [first, second] = payCalls(requests);
    expect(second?.headers.get("Idempotency-Key")).toBe(first?.headers.get("Idempotency-Key"));
  });

  it("puts the server's field errors on the fields", async () => {
    const { user } = await openCheckout({
      [`POST ${base}/pay`]: () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "The card has expired.",
          fields: { expiry: "validation.cardExpired" },
        }),
    });
    await fillCard(user);
    await user.click(payButton());

    expect(await screen.findByText("This card has expired.")).toBeVisible();
    expect(screen.getByLabelText("Expiry date")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Expiry date")).toHaveAccessibleDescription(/This card has expired\./);
    expect(screen.getByLabelText("Expiry date")).toHaveFocus();
  });

  it("disables the pay button while paying", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = await openCheckout({
      [`POST ${base}/pay`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await fillCard(user);
    await user.click(payButton());

    await waitFor(() => expect(payButton()).toBeDisabled());
    answer(json(200, result()));
    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeVisible();
  });

  it("asks for the 3-D Secure code and posts it with the challenge token", async () => {
    const { requests, user } = await openCheckout({
      [`POST ${base}/pay`]: () => json(200, challengeResult()),
      [`POST ${base}/challenge/${transactionId}`]: () => json(200, result()),
    });
    await fillCard(user);
    await user.click(payButton());

    const heading = await screen.findByRole("heading", { level: 2, name: "Confirm the payment with your bank" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(/sent you a one-time code to confirm the payment of 12.50 AZN with the card 416973\*+0001/),
    ).toBeVisible();

    // The field a phone fills from the bank's text message, numbers only.
    const codeField = screen.getByLabelText("Code from your bank");
    expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    expect(codeField).toHaveAttribute("inputmode", "numeric");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Code from your bank is required")).toBeVisible();
    // The error is the field's description, and focus goes back to it.
    expect(codeField).toHaveAttribute("aria-invalid", "true");
    expect(codeField).toHaveAccessibleDescription("Code from your bank is required");
    expect(codeField).toHaveFocus();

    await user.type(codeField, "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeVisible();
    // Said through the page's polite live region too, not only by moving focus.
    await waitFor(() =>
      expect(document.querySelector("[data-live-region='polite']")).toHaveTextContent(
        /^Payment successful\. Thank you!/,
      ),
    );
    const [answer] = callsTo(requests, `${base}/challenge/${transactionId}`);
    expect(await bodyOf(answer)).toEqual({ challengeToken, code: "123456" });
    // The challenge is over: only the receipt is left in the tab.
    expect(Object.keys({ ...sessionStorage })).toEqual([expect.stringContaining("receipt")]);
  });

  it("comes back to the challenge after a reload, and leaving it sends the token and fails the payment", async () => {
    let pending = false;
    const { requests, user } = await openCheckout({
      [`GET ${base}`]: () =>
        json(
          200,
          pending
            ? invoice({
                challengePending: true,
                lastAttempt: { status: "inProgress", responseCode: "challengeRequired" },
              })
            : invoice(),
        ),
      [`POST ${base}/pay`]: () => {
        pending = true;
        return json(200, challengeResult());
      },
      [`POST ${base}/challenge/${transactionId}/cancel`]: () => {
        pending = false;
        return json(
          200,
          result({ status: "failed", responseCode: "authenticationFailed", rrn: null, approvalCode: null }),
        );
      },
    });
    await fillCard(user);
    await user.click(payButton());
    await screen.findByRole("heading", { level: 2, name: "Confirm the payment with your bank" });

    reload();
    expect(await screen.findByRole("heading", { level: 2, name: "Confirm the payment with your bank" })).toBeVisible();
    expect(screen.getByText(/with the card 416973\*+0001/)).toBeVisible();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(await screen.findByRole("heading", { name: "Payment failed!" })).toBeVisible();
    expect(screen.getByText(genericFailure)).toBeVisible();
    const [cancel] = callsTo(requests, `${base}/challenge/${transactionId}/cancel`);
    expect(await bodyOf(cancel)).toEqual({ challengeToken });
    expect(cancel?.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(sessionStorage).toHaveLength(0);
  });

  it("shows a challenge started in another browser as a payment in progress", async () => {
    await openCheckout({
      [`GET ${base}`]: () =>
        json(
          200,
          invoice({ challengePending: true, lastAttempt: { status: "inProgress", responseCode: "challengeRequired" } }),
        ),
    });

    expect(await screen.findByRole("heading", { level: 2, name: "Your payment is being processed" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Check again" })).toBeEnabled();
    expect(screen.queryByLabelText("Code from your bank")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("reads the invoice again when the challenge is no longer this browser's to answer", async () => {
    let pending = false;
    const { requests, user } = await openCheckout({
      [`GET ${base}`]: () =>
        json(
          200,
          pending
            ? invoice({
                challengePending: true,
                lastAttempt: { status: "inProgress", responseCode: "challengeRequired" },
              })
            : invoice(),
        ),
      [`POST ${base}/pay`]: () => {
        pending = true;
        return json(200, challengeResult());
      },
      [`POST ${base}/challenge/${transactionId}`]: () =>
        json(403, { code: "FORBIDDEN", message: "Not this browser's challenge." }),
    });
    await fillCard(user);
    await user.click(payButton());
    await user.type(await screen.findByLabelText("Code from your bank"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Your payment is being processed" })).toBeVisible();
    expect(invoiceReads(requests)).toHaveLength(2);
    expect(sessionStorage).toHaveLength(0);
  });

  it("says the same when the bank could not confirm the code", async () => {
    const { user } = await openCheckout({
      [`POST ${base}/pay`]: () => json(200, challengeResult()),
      [`POST ${base}/challenge/${transactionId}`]: () =>
        json(200, result({ status: "failed", responseCode: "authenticationFailed", rrn: null, approvalCode: null })),
    });
    await fillCard(user);
    await user.click(payButton());
    await user.type(await screen.findByLabelText("Code from your bank"), "654321");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    const heading = await screen.findByRole("heading", { level: 2, name: "Payment failed!" });
    expect((heading.parentElement as HTMLElement).textContent).toBe(`Payment failed!${genericFailure}`);
  });

  it("shows a paid invoice as paid, without a form", async () => {
    await openCheckout({
      [`GET ${base}`]: () =>
        json(
          200,
          invoice({
            status: "paid",
            payable: false,
            lastAttempt: { status: "success", responseCode: "approved" },
            payment: { paidAt },
          }),
        ),
    });

    const heading = await screen.findByRole("heading", { level: 2, name: "Payment successful" });
    // Opening the page leaves focus where it was.
    expect(heading).not.toHaveFocus();
    expect(screen.getByText("Date")).toBeVisible();
    expect(screen.getByText("12.50 AZN", { selector: "dd" })).toBeVisible();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pay / })).not.toBeInTheDocument();
  });

  it("waits on a payment the bank has not decided yet, and shows it once decided", async () => {
    let decided = false;
    const { user } = await openCheckout({
      [`GET ${base}`]: () =>
        json(
          200,
          decided
            ? invoice({ status: "paid", payable: false, payment: { paidAt } })
            : invoice({ lastAttempt: { status: "inProgress", responseCode: null } }),
        ),
    });

    expect(await screen.findByRole("heading", { level: 2, name: "Your payment is being processed" })).toBeVisible();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    decided = true;
    await user.click(screen.getByRole("button", { name: "Check again" }));

    const heading = await screen.findByRole("heading", { level: 2, name: "Payment successful" });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("shows an expired link as expired", async () => {
    await openCheckout({ [`GET ${base}`]: () => json(200, invoice({ status: "expired", payable: false })) });

    expect(await screen.findByRole("heading", { level: 2, name: "This payment link has expired" })).toBeVisible();
    expect(screen.getByText("Ask Çay Evi to send you a new link.")).toBeVisible();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("shows a canceled invoice as canceled", async () => {
    await openCheckout({ [`GET ${base}`]: () => json(200, invoice({ status: "canceled", payable: false })) });

    expect(await screen.findByRole("heading", { level: 2, name: "This invoice was canceled" })).toBeVisible();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("says the merchant cannot take payments now, and shows no form, while the merchant is suspended", async () => {
    await openCheckout({
      [`GET ${base}`]: () => json(200, invoice({ payable: false, merchantAvailable: false })),
    });

    expect(
      await screen.findByRole("heading", { level: 2, name: "This merchant cannot take payments at the moment" }),
    ).toBeVisible();
    expect(screen.getByText("Try again later or contact Çay Evi.")).toBeVisible();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(screen.queryByText("This payment link has expired")).not.toBeInTheDocument();
  });

  it("shows the merchant as not available when it stopped taking payments while the card was typed", async () => {
    let suspended = false;
    const { user } = await openCheckout({
      [`GET ${base}`]: () => json(200, suspended ? invoice({ payable: false, merchantAvailable: false }) : invoice()),
      [`POST ${base}/pay`]: () => {
        suspended = true;
        return json(409, { code: "INVALID_STATE", message: "This merchant cannot take payments at the moment." });
      },
    });
    await fillCard(user);
    await user.click(payButton());

    expect(
      await screen.findByRole("heading", { level: 2, name: "This merchant cannot take payments at the moment" }),
    ).toBeVisible();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("still says so after a reload that follows a failed attempt", async () => {
    const { user } = await openCheckout({
      [`GET ${base}`]: () =>
        json(200, invoice({ status: "declined", lastAttempt: { status: "declined", responseCode: "declined" } })),
    });

    expect(await screen.findByRole("heading", { level: 2, name: "Payment failed!" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Card number")).toBeVisible();
  });

  it("reads the invoice again when it can no longer be paid, and shows where it stands", async () => {
    let paidMeanwhile = false;
    const { user } = await openCheckout({
      [`GET ${base}`]: () => json(200, paidMeanwhile ? invoice({ status: "expired", payable: false }) : invoice()),
      [`POST ${base}/pay`]: () => {
        paidMeanwhile = true;
        return json(409, { code: "INVALID_STATE", message: "This invoice can no longer be paid." });
      },
    });
    await fillCard(user);
    await user.click(payButton());

    expect(await screen.findByRole("heading", { level: 2, name: "This payment link has expired" })).toBeVisible();
    expect(screen.getByText("This invoice changed while you were paying. This is where it stands now.")).toBeVisible();
  });

  it("reads the invoice again when its amount changed, shows the new amount, and pays it with a new key", async () => {
    let amount = 12.5;
    const { requests, user } = await openCheckout({
      [`GET ${base}`]: () => json(200, invoice({ amount })),
      [`POST ${base}/pay`]: async (request) => {
        const body = await bodyOf(request);
        if (body?.amount !== amount)
          return json(409, { code: "AMOUNT_CHANGED", message: "The invoice amount has changed." });
        return json(200, result());
      },
    });
    await fillCard(user);
    // The merchant edits the invoice while the customer types.
    amount = 15;
    await user.click(payButton());

    expect(
      await screen.findByText("The amount of this invoice has changed. Check the new amount and pay again."),
    ).toBeVisible();
    expect(screen.getByText("New amount to pay: 15.00 AZN")).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("New amount to pay: 15.00 AZN");
    expect(invoiceReads(requests)).toHaveLength(2);
    // The number and CVV are typed again, for the new amount; the rest stays.
    const number = screen.getByLabelText("Card number");
    expect(number).toHaveValue("");
    await waitFor(() => expect(number).toHaveFocus());
    expect(screen.getByLabelText("CVV")).toHaveValue("");
    expect(screen.getByLabelText("Expiry date")).toHaveValue("12/30");
    expect(screen.getByLabelText("Cardholder name")).toHaveValue("AYSEL MAMMADOVA");

    await user.type(number, visa);
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.click(screen.getByRole("button", { name: "Pay 15.00 AZN" }));

    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeVisible();
    expect(screen.getByText("15.00 AZN", { selector: "dd" })).toBeVisible();
    const [first, second] = payCalls(requests);
    expect(await bodyOf(first)).toMatchObject({ amount: 12.5, currency: "AZN" });
    expect(await bodyOf(second)).toMatchObject({ amount: 15, currency: "AZN" });
    // Another body is another request, with a key of its own.
    expect(second?.headers.get("Idempotency-Key")).not.toBe(first?.headers.get("Idempotency-Key"));
  });

  it("checks the browser when the server asks for a proof, then sends the same payment with it", async () => {
    const proof = {
      algorithm: "SHA-256",
      salt: "pVq3-test-salt",
      difficulty: 10,
      expiresAt: "2099-01-01T00:00:00.000Z",
      signature: "c2lnbmVk",
    };
    let answer: (response: Response) => void = () => undefined;
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    const { requests, user } = await openCheckout({
      [`POST ${base}/pay`]: async (request) =>
        (await bodyOf(request))?.proof
          ? answered
          : json(428, { code: "PROOF_REQUIRED", message: "Solve the proof first.", proof }),
    });
    await fillCard(user);
    await user.click(payButton());

    const status = await screen.findByText("Checking your browser before the payment…");
    expect(status).toHaveAttribute("role", "status");
    await waitFor(() => expect(payCalls(requests)).toHaveLength(2));
    expect(payButton()).toBeDisabled();
    answer(json(200, result()));

    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeVisible();
    const [first, second] = payCalls(requests);
    expect(second?.headers.get("Idempotency-Key")).toBe(first?.headers.get("Idempotency-Key"));
    const { proof: sent, ...rest } = (await bodyOf(second)) as { proof: typeof proof & { nonce: number } };
    expect(rest).toEqual(await bodyOf(first));
    expect(sent).toEqual({ ...proof, nonce: expect.any(Number) });
    expect(leadingZeroBits(sha256(utf8ToBytes(proofInput(proof.salt, sent.nonce))))).toBeGreaterThanOrEqual(
      proof.difficulty,
    );
  });

  it("shows the error when the payment is refused even with the proof", async () => {
    const proof = {
      algorithm: "SHA-256",
      salt: "another-salt",
      difficulty: 8,
      expiresAt: "2099-01-01T00:00:00.000Z",
      signature: "c2lnbmVk",
    };
    const { requests, user } = await openCheckout({
      [`POST ${base}/pay`]: () => json(428, { code: "PROOF_REQUIRED", message: "Solve the proof first.", proof }),
    });
    await fillCard(user);
    await user.click(payButton());

    expect(await screen.findByText("One more check is needed before this payment. Please try again.")).toBeVisible();
    expect(screen.queryByText("Checking your browser before the payment…")).not.toBeInTheDocument();
    expect(payCalls(requests)).toHaveLength(2);
    expect(await bodyOf(payCalls(requests)[1])).toHaveProperty("proof.nonce");
  });

  it("says a payment link that does not exist does not", async () => {
    stubFetch({});
    renderPay({ invoiceCode: "NOPE" });

    expect(await screen.findByRole("heading", { level: 1, name: "This payment link does not exist" })).toBeVisible();
  });

  it("offers Try again when the invoice cannot be loaded", async () => {
    let calls = 0;
    const { user } = await openCheckout({
      [`GET ${base}`]: () => {
        calls += 1;
        if (calls === 1) throw new TypeError("Failed to fetch");
        return json(200, invoice());
      },
    });

    expect(await screen.findByText("Something went wrong, please try again!")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Çay Evi" })).toBeVisible();
  });

  it("switches the page to Azerbaijani and keeps the choice", async () => {
    const { requests, user } = await openCheckout({ [`POST ${base}/pay`]: () => json(200, result()) });
    await screen.findByRole("heading", { level: 2, name: "Pay by card" });

    await user.click(screen.getByRole("button", { name: /Azərbaycan dili$/ }));

    expect(await screen.findByRole("heading", { level: 2, name: "Kartla ödəniş" })).toBeVisible();
    expect(screen.getByRole("button", { name: /Azərbaycan dili$/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Ödəniləcək məbləğ")).toBeVisible();
    // The server renders the next page in it (the cookie); the portal reads local storage.
    expect(document.cookie).toContain("lang=az");
    expect(localStorage.getItem("lang")).toBe("az");
    expect(document.documentElement.lang).toBe("az");

    await user.type(screen.getByLabelText("Kart nömrəsi"), visa);
    await user.type(screen.getByLabelText("Etibarlılıq müddəti"), "1230");
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.type(screen.getByLabelText("Kart sahibinin adı"), "AYSEL MAMMADOVA");
    await user.click(screen.getByRole("button", { name: /AZN ödə$/ }));

    expect(await screen.findByRole("heading", { name: "Ödəniş uğurla başa çatdı" })).toBeVisible();
    expect(await payCalls(requests)[0]?.json()).toMatchObject({ language: "az" });
  });

  it("has no language choice in the Emirates variant", async () => {
    await openCheckout({}, emiratesConfig);

    await screen.findByRole("heading", { level: 1, name: "Çay Evi" });
    expect(screen.queryByRole("button", { name: /Azərbaycan dili$/ })).not.toBeInTheDocument();
  });

  it("names the merchant on top, with an initial where it has no logo, and the provider's mark at the foot", async () => {
    await openCheckout({ [`GET ${base}`]: () => json(200, invoice({ merchantLogoUrl: null })) });

    const header = (await screen.findByRole("heading", { level: 1, name: "Çay Evi" })).closest("header") as HTMLElement;
    expect(within(header).getByText("Ç")).toBeVisible();
    expect(header.querySelector("img")).toBeNull();
    expect(screen.queryByText("Merchant portal")).not.toBeInTheDocument();
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent("Card details are sent securely to the card processor and are never stored.");
    expect(footer.querySelector("img")).toHaveAttribute("src", defaultRegionConfig.logoUrl);
    expect(document.title).toBe("Pay Çay Evi");
  });

  it("shows the merchant's initial, never a broken image, when its logo cannot be loaded", async () => {
    await openCheckout();
    const header = (await screen.findByRole("heading", { level: 1, name: "Çay Evi" })).closest("header") as HTMLElement;

    fireEvent.error(header.querySelector("img") as HTMLImageElement);

    expect(within(header).getByText("Ç")).toBeVisible();
    expect(header.querySelector("img")).toBeNull();
  });

  it("says it is a test when the server is a shared demo", async () => {
    await openCheckout({}, { ...defaultRegionConfig, testMode: true });

    expect(await screen.findByRole("note")).toHaveTextContent("Test mode — no real money moves");
  });
});

describe("hosted checkout: back to the merchant (an order of the merchant API)", { timeout: 20_000 }, () => {
  const orderId = "7d9c2b4e-1f3a-4c5d-8e6f-0a1b2c3d4e5f";
  const returnUrl = `https://shop.example.com/thank-you?cart=42&orderId=${orderId}`;
  const countdown = (seconds: number) => `Taking you back to Çay Evi in ${seconds} s…`;

  let opened: MockInstance<(path: string) => void>;
  beforeEach(() => {
    // The countdown is the clock's: fake timers that also follow real time, so the page's calls still resolve.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    opened = vi.spyOn(pageLoad, "open").mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  async function payOrder(answer: PaymentResult, order = invoice({ returnUrl })) {
    stubFetch({ [`GET ${base}`]: () => json(200, order), [`POST ${base}/pay`]: () => json(200, answer) });
    renderPay();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillCard(user);
    await user.click(payButton());
    return user;
  }
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it("links back to the merchant after paying, counts down and goes there", async () => {
    await payOrder(result());

    const heading = await screen.findByRole("heading", { level: 2, name: "Payment successful" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole("link", { name: "Return to Çay Evi" })).toHaveAttribute("href", returnUrl);
    expect(screen.getByText(countdown(5))).toBeVisible();

    await wait(1000);
    expect(screen.getByText(countdown(4))).toBeVisible();
    // Said once to screen readers; the ticking number is only on screen.
    expect(screen.getByText("You will be taken back to Çay Evi in a few seconds.")).toHaveAttribute("role", "status");
    expect(opened).not.toHaveBeenCalled();

    await wait(4000);
    expect(opened).toHaveBeenCalledExactlyOnceWith(returnUrl);
  });

  it("stays when the customer asks to, keeping the link", async () => {
    const user = await payOrder(result({ status: "preAuth" }), invoice({ returnUrl, preAuth: true }));
    expect(await screen.findByRole("heading", { level: 2, name: "Amount held" })).toBeVisible();
    expect(screen.getByText(countdown(5))).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Stay on this page" }));

    expect(screen.queryByText(/Taking you back/)).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "You are staying on this page. Use the link to return when you are ready.",
    );
    expect(screen.getByRole("link", { name: "Return to Çay Evi" })).toHaveAttribute("href", returnUrl);
    await wait(10_000);
    expect(opened).not.toHaveBeenCalled();
  });

  it("offers only a link back after a declined payment, next to Try again", async () => {
    await payOrder(result({ status: "declined", responseCode: "declined", rrn: null, approvalCode: null }));

    expect(await screen.findByRole("heading", { level: 2, name: "Payment failed!" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Çay Evi" })).toHaveAttribute("href", returnUrl);
    expect(screen.queryByText(/Taking you back/)).not.toBeInTheDocument();
    await wait(10_000);
    expect(opened).not.toHaveBeenCalled();
  });

  it("shows a paid order opened again with the link alone: nobody is sent away twice", async () => {
    const paidOrder = invoice({
      returnUrl,
      status: "paid",
      payable: false,
      lastAttempt: { status: "success", responseCode: "approved" },
      payment: { paidAt },
    });
    stubFetch({ [`GET ${base}`]: () => json(200, paidOrder) });
    renderPay();

    expect(await screen.findByRole("heading", { level: 2, name: "Payment successful" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Çay Evi" })).toHaveAttribute("href", returnUrl);
    expect(screen.queryByText(/Taking you back/)).not.toBeInTheDocument();
    await wait(10_000);
    expect(opened).not.toHaveBeenCalled();
  });

  it("changes nothing for an invoice without a return URL", async () => {
    await payOrder(result(), invoice());

    expect(await screen.findByRole("heading", { level: 2, name: "Payment successful" })).toBeVisible();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByText(/Taking you back/)).not.toBeInTheDocument();
    await wait(10_000);
    expect(opened).not.toHaveBeenCalled();
  });
});
