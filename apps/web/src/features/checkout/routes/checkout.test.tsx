import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setRuntimeConfig } from "@/config/runtime-config";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { emiratesConfig } from "@/testing/runtime-config";
import { appId, checkoutInvoice, invoiceCode, paymentResult, transactionId } from "../test-fixtures";

const code = invoiceCode;
const base = `/api/checkout/${code}`;
/** Luhn-valid, a Visa; the acquirer shows it as 416973******0001. */
const visa = "4169730000000001";

const invoice = checkoutInvoice;
const result = paymentResult;

type Handlers = Parameters<typeof stubFetch>[0];

async function openCheckout(handlers: Handlers = {}, path = `/pay/${code}`) {
  const requests = stubFetch({ [`GET ${base}`]: () => json(200, invoice()), ...handlers });
  const router = renderRoute(path);
  return { requests, router, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillCard(user: User, number = visa) {
  await user.type(await screen.findByLabelText("Card number"), number);
  await user.type(screen.getByLabelText("Expiry date"), "1230");
  await user.type(screen.getByLabelText("CVV"), "123");
  await user.type(screen.getByLabelText("Cardholder name"), "AYSEL MAMMADOVA");
}

const payCalls = (requests: Request[]) => requests.filter((r) => r.method === "POST" && new URL(r.url).pathname === `${base}/pay`);
const payButton = () => screen.getByRole("button", { name: "Pay 12.50 AZN" });

// The first render loads the route on demand, and flows type a card key by key: both slow on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

describe("hosted checkout", { timeout: 20_000 }, () => {
  it("shows the merchant, the description and the amount to pay", async () => {
    await openCheckout();

    expect(await screen.findByRole("heading", { level: 1, name: "Çay Evi" })).toBeVisible();
    expect(screen.getByText("Tea set for two")).toBeVisible();
    expect(screen.getByText("12.50 AZN")).toBeVisible();
    expect(screen.getByText("Invoice for Aysel Məmmədova")).toBeVisible();
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
    const { requests, router, user } = await openCheckout({ [`POST ${base}/pay`]: () => json(200, result()) });
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
    expect(await pay?.json()).toEqual({
      cardNumber: visa,
      expiry: "12/30",
      cvv: "123",
      cardHolder: "AYSEL MAMMADOVA",
      language: "en",
    });
    // The card never reaches the address bar or storage.
    expect(router.state.location.pathname + router.state.location.search).toBe(`/pay/${code}`);
    expect(JSON.stringify({ ...localStorage })).not.toContain(visa);
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
      [`POST ${base}/pay`]: () => json(200, result({ status: "declined", responseCode: "insufficientFunds", rrn: null, approvalCode: null })),
    });
    await fillCard(user);
    await user.click(payButton());

    const heading = await screen.findByRole("heading", { level: 2, name: "Payment failed!" });
    expect(screen.getByText("Something went wrong. We aren't able to process your payment. Please try again.")).toBeVisible();
    expect(screen.getByText("There is not enough money on the card.")).toBeVisible();
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
        json(400, { code: "VALIDATION_ERROR", message: "The card has expired.", fields: { expiry: "validation.cardExpired" } }),
    });
    await fillCard(user);
    await user.click(payButton());

    expect(await screen.findByText("This card has expired.")).toBeVisible();
    expect(screen.getByLabelText("Expiry date")).toHaveAttribute("aria-invalid", "true");
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

  it("asks for the 3-D Secure code and posts it", async () => {
    const { requests, user } = await openCheckout({
      [`POST ${base}/pay`]: () => json(200, result({ status: "inProgress", responseCode: "challengeRequired", challenge: true, rrn: null, approvalCode: null })),
      [`POST ${base}/challenge/${transactionId}`]: () => json(200, result()),
    });
    await fillCard(user);
    await user.click(payButton());

    const heading = await screen.findByRole("heading", { level: 2, name: "Confirm the payment with your bank" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/sent you a one-time code to confirm the payment of 12.50 AZN with the card 416973\*+0001/)).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Code from your bank is required")).toBeVisible();

    await user.type(screen.getByLabelText("Code from your bank"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    expect(await screen.findByRole("heading", { name: "Payment successful" })).toBeVisible();
    const answer = requests.find((r) => new URL(r.url).pathname === `${base}/challenge/${transactionId}`);
    expect(await answer?.json()).toEqual({ code: "123456" });
  });

  it("fails the payment when the customer cancels the 3-D Secure step", async () => {
    const { requests, user } = await openCheckout({
      [`GET ${base}`]: () =>
        json(200, invoice({ lastAttempt: { status: "inProgress", responseCode: "challengeRequired" }, pendingChallenge: { transactionId, maskedPan: "416973******0001" } })),
      [`POST ${base}/challenge/${transactionId}/cancel`]: () =>
        json(200, result({ status: "failed", responseCode: "challengeCanceled", rrn: null, approvalCode: null })),
    });

    // A reload during the challenge comes back to it.
    expect(await screen.findByRole("heading", { level: 2, name: "Confirm the payment with your bank" })).toBeVisible();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(await screen.findByRole("heading", { name: "Payment failed!" })).toBeVisible();
    expect(screen.getByText("The confirmation with your bank was canceled.")).toBeVisible();
    expect(requests.some((r) => r.method === "POST" && new URL(r.url).pathname === `${base}/challenge/${transactionId}/cancel`)).toBe(true);
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
            payment: { maskedPan: "416973******0001", rrn: "512345678901", approvalCode: "A1B2C3", paidAt: "2026-03-05T10:30:00.000Z" },
          }),
        ),
    });

    const heading = await screen.findByRole("heading", { level: 2, name: "Payment successful" });
    // Opening the page leaves focus where it was.
    expect(heading).not.toHaveFocus();
    expect(screen.getByText("416973******0001")).toBeVisible();
    expect(screen.getByText("512345678901")).toBeVisible();
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
            ? invoice({ status: "paid", payable: false, payment: { maskedPan: "416973******0001", rrn: "512345678901", approvalCode: "A1B2C3", paidAt: "2026-03-05T10:30:00.000Z" } })
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

  it("still says so after a reload that follows a failed attempt", async () => {
    const { user } = await openCheckout({
      [`GET ${base}`]: () => json(200, invoice({ status: "declined", lastAttempt: { status: "declined", responseCode: "declined" } })),
    });

    expect(await screen.findByRole("heading", { level: 2, name: "Payment failed!" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Card number")).toBeVisible();
  });

  it("reads the invoice again when it can no longer be paid, and shows where it stands", async () => {
    let paidMeanwhile = false;
    const { user } = await openCheckout({
      [`GET ${base}`]: () =>
        json(200, paidMeanwhile ? invoice({ status: "expired", payable: false }) : invoice()),
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

  it("says a payment link that does not exist does not", async () => {
    stubFetch({});
    renderRoute("/pay/NOPE");

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

    await user.click(screen.getByRole("button", { name: "Azərbaycan dili" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Kartla ödəniş" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Azərbaycan dili" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Ödəniləcək məbləğ")).toBeVisible();
    expect(localStorage.getItem("lang")).toBe("az");

    await user.type(screen.getByLabelText("Kart nömrəsi"), visa);
    await user.type(screen.getByLabelText("Etibarlılıq müddəti"), "1230");
    await user.type(screen.getByLabelText("CVV"), "123");
    await user.type(screen.getByLabelText("Kart sahibinin adı"), "AYSEL MAMMADOVA");
    await user.click(screen.getByRole("button", { name: /AZN ödə$/ }));

    expect(await screen.findByRole("heading", { name: "Ödəniş uğurla başa çatdı" })).toBeVisible();
    expect(await payCalls(requests)[0]?.json()).toMatchObject({ language: "az" });
  });

  it("has no language choice in the Emirates variant", async () => {
    setRuntimeConfig(emiratesConfig);
    await openCheckout();

    await screen.findByRole("heading", { level: 1, name: "Çay Evi" });
    expect(screen.queryByRole("button", { name: "Azərbaycan dili" })).not.toBeInTheDocument();
  });
});
