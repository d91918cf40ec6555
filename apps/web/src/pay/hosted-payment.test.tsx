import type { CheckoutInvoice, HostedPaymentStart } from "@portal/contracts";
import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { pageLoad } from "@/light/page-load";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderPay } from "@/testing/pay-page";
import { checkoutInvoice, invoiceCode, paymentResult, transactionId } from "./test-fixtures";

const base = `/api/checkout/${invoiceCode}`;
const redirectUrl = "https://bank.example.az/hpp?id=1234567890123&password=secret";
const payerToken = "pt_0a1b2c3d4e5f60718293a4b5c6d7e8f9";
const started: HostedPaymentStart = { transactionId, redirectUrl, payerToken };
const hostedKey = `checkout:hosted:${invoiceCode}`;
const paidAt = "2026-03-05T10:30:00.000Z";

/** An invoice whose card is typed on the acquirer's page. */
const invoice = (overrides: Partial<CheckoutInvoice> = {}) =>
  checkoutInvoice({ cardEntry: { style: "hosted", acquirerName: "Sandbox Bank" }, ...overrides });
const inProgress = () => invoice({ lastAttempt: { status: "inProgress", responseCode: null } });
const paid = (overrides: Partial<CheckoutInvoice> = {}) =>
  invoice({
    status: "paid",
    payable: false,
    lastAttempt: { status: "success", responseCode: "approved" },
    payment: { paidAt },
    ...overrides,
  });

const payButton = () => screen.getByRole("button", { name: "Pay 12.50 AZN" });
const calls = (requests: Request[], path: string) =>
  requests.filter((r) => r.method === "POST" && new URL(r.url).pathname === path);
const startCalls = (requests: Request[]) => calls(requests, `${base}/hosted-payment`);
const resultCalls = (requests: Request[]) => calls(requests, `${base}/hosted-payment/${transactionId}/result`);
const bodyOf = async (request: Request | undefined) =>
  (await request?.clone().json()) as Record<string, unknown> | undefined;
/** The tab left for the acquirer's page with this payment and has come back. */
const cameBackFromTheBank = () => sessionStorage.setItem(hostedKey, JSON.stringify(started));

// A busy machine answers the stubbed calls slowly.
configure({ asyncUtilTimeout: 5_000 });

let opened: MockInstance<(path: string) => void>;
beforeEach(() => {
  opened = vi.spyOn(pageLoad, "open").mockImplementation(() => undefined);
});
afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe("the checkout with a hosted acquirer", { timeout: 20_000 }, () => {
  it("says where the card is typed and offers Pay, with no card fields", async () => {
    stubFetch({ [`GET ${base}`]: () => json(200, invoice()) });
    renderPay();

    expect(await screen.findByRole("heading", { level: 2, name: "Pay by card" })).toBeVisible();
    expect(screen.getByText("You will enter your card on Sandbox Bank's secure page.")).toBeVisible();
    expect(payButton()).toBeEnabled();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("CVV")).not.toBeInTheDocument();
  });

  it.each([
    ["az", "Kartınızın məlumatlarını Sandbox Bank tərəfindən təqdim olunan təhlükəsiz səhifədə daxil edəcəksiniz."],
    ["ru", "Данные карты вы введёте на защищённой странице Sandbox Bank."],
  ] as const)("says it in %s too", async (language, text) => {
    stubFetch({ [`GET ${base}`]: () => json(200, invoice()) });
    renderPay({ language });
    expect(await screen.findByText(text)).toBeVisible();
  });

  it("starts the payment with an Idempotency-Key and the amount shown, keeps it in the tab, and goes to the acquirer's page", async () => {
    const requests = stubFetch({
      [`GET ${base}`]: () => json(200, invoice()),
      [`POST ${base}/hosted-payment`]: () => json(200, started),
    });
    renderPay();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Pay 12.50 AZN" }));

    await waitFor(() => expect(opened).toHaveBeenCalledExactlyOnceWith(redirectUrl));
    const [start] = startCalls(requests);
    expect(start?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await bodyOf(start)).toEqual({ amount: 12.5, currency: "AZN", language: "en" });
    expect(JSON.parse(sessionStorage.getItem(hostedKey)!)).toEqual(started);
    // Busy until the acquirer's page replaces this one, and says where the customer is going.
    expect(payButton()).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Taking you to Sandbox Bank's page…");
  });

  it("retries a start that got no answer with the same Idempotency-Key", async () => {
    let tries = 0;
    const requests = stubFetch({
      [`GET ${base}`]: () => json(200, invoice()),
      [`POST ${base}/hosted-payment`]: () => {
        tries += 1;
        if (tries === 1) throw new TypeError("Failed to fetch");
        return json(200, started);
      },
    });
    renderPay();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Pay 12.50 AZN" }));

    const alert = await screen.findByText(/We did not get an answer about your payment/);
    await user.click(within(alert.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }));

    await waitFor(() => expect(opened).toHaveBeenCalledOnce());
    const [first, second] = startCalls(requests);
    expect(second?.headers.get("Idempotency-Key")).toBe(first?.headers.get("Idempotency-Key"));
  });

  it("shows a changed amount, and Pay then starts a payment of it", async () => {
    let amount = 12.5;
    stubFetch({
      [`GET ${base}`]: () => json(200, invoice({ amount })),
      [`POST ${base}/hosted-payment`]: () => {
        amount = 20;
        return json(409, {
          code: "AMOUNT_CHANGED",
          message: "The invoice's amount changed since the page was opened.",
        });
      },
    });
    renderPay();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Pay 12.50 AZN" }));

    expect(await screen.findByText("New amount to pay: 20.00 AZN")).toBeVisible();
    expect(screen.getByRole("button", { name: "Pay 20.00 AZN" })).toBeEnabled();
    expect(opened).not.toHaveBeenCalled();
  });

  it("shows the invoice as it is when it can no longer be started (already in progress elsewhere)", async () => {
    let busy = false;
    stubFetch({
      [`GET ${base}`]: () => json(200, busy ? inProgress() : invoice()),
      [`POST ${base}/hosted-payment`]: () => {
        busy = true;
        return json(409, { code: "INVALID_STATE", message: "A payment of this invoice is already in progress." });
      },
    });
    renderPay();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Pay 12.50 AZN" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Your payment is being processed" })).toBeVisible();
    expect(screen.getByText("This invoice changed while you were paying. This is where it stands now.")).toBeVisible();
    // Not this tab's payment: no way to the acquirer's page.
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("back from the acquirer's page, asks how the payment ended and shows the receipt to this tab", async () => {
    cameBackFromTheBank();
    const requests = stubFetch({
      [`GET ${base}`]: () => json(200, paid()),
      [`POST ${base}/hosted-payment/${transactionId}/result`]: () => json(200, paymentResult()),
    });
    renderPay();

    expect(await screen.findByText("416973******0001")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Payment successful" })).toBeVisible();
    expect(screen.getByText("512345678901")).toBeVisible();
    expect(await bodyOf(resultCalls(requests)[0])).toEqual({ payerToken });
    // The payment is over: the tab keeps its receipt alone.
    expect(Object.keys({ ...sessionStorage })).toEqual([`checkout:receipt:${invoiceCode}`]);
  });

  it("back with a declined payment, says it failed, and Try again offers Pay again", async () => {
    cameBackFromTheBank();
    stubFetch({
      [`GET ${base}`]: () =>
        json(200, invoice({ status: "declined", lastAttempt: { status: "declined", responseCode: "declined" } })),
      [`POST ${base}/hosted-payment/${transactionId}/result`]: () =>
        json(
          200,
          paymentResult({ status: "declined", responseCode: "declined", maskedPan: "", rrn: null, approvalCode: null }),
        ),
    });
    renderPay();
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { level: 2, name: "Payment failed!" })).toBeVisible();
    await waitFor(() => expect(sessionStorage.getItem(hostedKey)).toBeNull());
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("You will enter your card on Sandbox Bank's secure page.")).toBeVisible();
  });

  it("keeps Try again's form when the acquirer's answer comes after the customer pressed it", async () => {
    cameBackFromTheBank();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubFetch({
      [`GET ${base}`]: () =>
        json(200, invoice({ status: "failed", lastAttempt: { status: "failed", responseCode: "declined" } })),
      [`POST ${base}/hosted-payment/${transactionId}/result`]: async () => {
        await answered;
        return json(
          200,
          paymentResult({ status: "failed", responseCode: "declined", maskedPan: "", rrn: null, approvalCode: null }),
        );
      },
    });
    renderPay();
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { level: 2, name: "Payment failed!" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Pay 12.50 AZN" })).toBeEnabled();
    answer();
    // The late answer ends what the tab kept, and leaves the customer on the form they chose.
    await waitFor(() => expect(sessionStorage.getItem(hostedKey)).toBeNull());
    expect(payButton()).toBeEnabled();
    expect(screen.queryByRole("heading", { level: 2, name: "Payment failed!" })).not.toBeInTheDocument();
  });

  it("while the payment is still open at the acquirer, offers the way back there and asks again", async () => {
    cameBackFromTheBank();
    let decided = false;
    const requests = stubFetch({
      [`GET ${base}`]: () => json(200, inProgress()),
      [`POST ${base}/hosted-payment/${transactionId}/result`]: () =>
        json(
          200,
          decided
            ? paymentResult()
            : paymentResult({
                status: "inProgress",
                responseCode: "declined",
                maskedPan: "",
                rrn: null,
                approvalCode: null,
              }),
        ),
    });
    renderPay();
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { level: 2, name: "Your payment is being processed" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Sandbox Bank's page" })).toHaveAttribute("href", redirectUrl);
    await waitFor(() => expect(resultCalls(requests)).toHaveLength(1));
    expect(sessionStorage.getItem(hostedKey)).not.toBeNull();

    decided = true;
    await user.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Payment successful" })).toBeVisible();
    expect(screen.getByText("416973******0001")).toBeVisible();
    expect(resultCalls(requests)).toHaveLength(2);
  });

  it("forgets a payment the server no longer lets this tab read", async () => {
    cameBackFromTheBank();
    stubFetch({
      [`GET ${base}`]: () => json(200, paid()),
      [`POST ${base}/hosted-payment/${transactionId}/result`]: () =>
        json(404, { code: "NOT_FOUND", message: "No such payment." }),
    });
    renderPay();

    expect(await screen.findByRole("heading", { level: 2, name: "Payment successful" })).toBeVisible();
    await waitFor(() => expect(sessionStorage.getItem(hostedKey)).toBeNull());
    expect(screen.queryByText("416973******0001")).not.toBeInTheDocument();
  });

  it("back to the merchant of an API order: counts down and goes there, as after a card payment on the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const returnUrl = "https://shop.example.com/thank-you?orderId=7d9c2b4e-1f3a-4c5d-8e6f-0a1b2c3d4e5f";
    cameBackFromTheBank();
    stubFetch({
      [`GET ${base}`]: () => json(200, paid({ returnUrl })),
      [`POST ${base}/hosted-payment/${transactionId}/result`]: () => json(200, paymentResult()),
    });
    renderPay();

    expect(await screen.findByText(/^Taking you back to Çay Evi in \d s…$/)).toBeVisible();
    await act(() => vi.advanceTimersByTime(6000));
    await waitFor(() => expect(opened).toHaveBeenCalledExactlyOnceWith(returnUrl));
  });
});
