import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import type { CheckoutInvoice, HostedPaymentStart, Invoice, InvoiceUpdate } from "@portal/contracts";

/** Sandbox acquirer test cards (README). */
export const cards = {
  approve: "4169 7310 0008 0001",
  decline: "4169 7310 0007 0002",
  challenge: "4169 7310 0004 0005",
} as const;

/**
 * Whether this project's server sends the customer to the acquirer's own card page
 * (ACQUIRER=sandbox-hosted, the `sandbox-hosted` project of playwright.config.ts) rather
 * than taking the card on the checkout.
 */
export const hostedStyle = () => test.info().project.metadata.acquirer === "sandbox-hosted";

/**
 * The customer pays with the card, the way this project's server takes it: typed on the
 * checkout and Pay; or Pay on the checkout, then the card typed on the sandbox bank's page
 * (/sandbox/hpp), which sends the browser back to the checkout's outcome. A Pay the checkout
 * refuses (a changed amount, say) stays on the checkout, showing why. The challenge card
 * stops at the bank's 3-D Secure step (`answerBankChallenge`).
 */
export async function payByCard(page: Page, cardNumber: string, holder = "LEYLA ALIYEVA") {
  if (hostedStyle()) return payOnBankPage(page, cardNumber, holder);
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  const name = page.getByLabel("Cardholder name");
  if (!(await name.inputValue())) await name.fill(holder);
  await page.getByRole("button", { name: /^Pay / }).click();
}

const onBankPage = (page: Page) => new URL(page.url()).pathname === "/sandbox/hpp";

async function payOnBankPage(page: Page, cardNumber: string, holder: string) {
  await page.getByRole("button", { name: /^Pay / }).click();
  // Off to the bank's page, or refused on the checkout (its alert says why).
  await expect
    .poll(async () => onBankPage(page) || (await page.getByRole("alert").count()) > 0, { timeout: 15_000 })
    .toBe(true);
  if (!onBankPage(page)) return;
  await expect(page.getByRole("note")).toContainText("Test page");
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date (MM/YY)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByLabel("Cardholder name").fill(holder);
  await page.getByRole("button", { name: /^Pay / }).click();
  // Decided, the bank sends the browser back to the checkout; the challenge card asks for its code first.
  if (cardNumber !== cards.challenge) await page.waitForURL(/\/pay\/[^/]+\?lang=/);
}

/** Answers the sandbox bank's 3-D Secure step (its code is 123456) and follows it back to the checkout. */
export async function answerBankChallenge(page: Page, code = "123456") {
  await expect(page.getByRole("heading", { name: "3-D Secure: confirm the payment" })).toBeVisible();
  await page.getByLabel("Code from your bank").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.waitForURL(/\/pay\/[^/]+\?lang=/);
}

/** An invoice made through the API for the merchant's live application; returns its code. */
export async function invoiceFor(
  request: APIRequestContext,
  merchant: { appId: string; headers: Record<string, string> },
  overrides: Record<string, unknown> = {},
) {
  const expires = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const res = await request.post("/api/bookings", {
    headers: merchant.headers,
    data: {
      appId: merchant.appId,
      amount: "89.90",
      currency: "AZN",
      fullName: "Leyla Əliyeva",
      phone: "+994551234567",
      description: "Dinner for two",
      linkExpirationDate: expires,
      bookingId: "BK-E2E",
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; invoiceCode: string; paymentUrl: string };
}

/** A pay button of the merchant's live application made through the API (by default one whose customer types the amount); its public id. */
export async function payButtonFor(
  request: APIRequestContext,
  merchant: { appId: string; headers: Record<string, string> },
  overrides: Record<string, unknown> = {},
) {
  const res = await request.post("/api/pay-buttons", {
    headers: merchant.headers,
    data: {
      appId: merchant.appId,
      name: "Donations",
      amountMode: "customer",
      minAmount: "5",
      maxAmount: "300",
      currency: "AZN",
      description: "Support the animal shelter",
      language: "az",
      style: {
        textPreset: "donate",
        customText: null,
        background: "#4DBDC6",
        textColour: "#FFFFFF",
        size: "medium",
        shape: "rounded",
      },
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; buttonId: string; link: string };
}

/**
 * A customer pays a new invoice through the checkout's API (the checkout's own tests drive its
 * page), in the style the server takes cards: the card in the pay call, or the hosted
 * payment's start, the sandbox bank's card form posted as a browser would, and the way back.
 * Its order id.
 */
export async function paidInvoice(
  request: APIRequestContext,
  merchant: { appId: string; headers: Record<string, string> },
  overrides: Record<string, unknown>,
) {
  const invoice = await invoiceFor(request, merchant, overrides);
  const shown = { language: "en", amount: Number(overrides.amount), currency: "AZN" };
  const card = { cardNumber: cards.approve, expiry: "12/30", cvv: "123", cardHolder: "LEYLA ALIYEVA" };
  const { cardEntry } = (await (await request.get(`/api/checkout/${invoice.invoiceCode}`)).json()) as CheckoutInvoice;
  let transactionId: string;
  if (cardEntry.style === "hosted") {
    const started = await request.post(`/api/checkout/${invoice.invoiceCode}/hosted-payment`, { data: shown });
    expect(started.status()).toBe(200);
    const start = (await started.json()) as HostedPaymentStart;
    const order = new URL(start.redirectUrl).searchParams;
    const paid = await request.post("/sandbox/hpp/card", {
      form: { id: order.get("id")!, password: order.get("password")!, ...card },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    expect((await request.get(paid.headers().location!, { maxRedirects: 0 })).status()).toBe(303);
    transactionId = start.transactionId;
  } else {
    const paid = await request.post(`/api/checkout/${invoice.invoiceCode}/pay`, { data: { ...card, ...shown } });
    expect(paid.status()).toBe(200);
    transactionId = ((await paid.json()) as { transactionId: string }).transactionId;
  }
  const detail = (await (
    await request.get(`/api/transactions/${transactionId}`, { headers: merchant.headers })
  ).json()) as { orderId: string; status: string };
  expect(detail.status).toBe(overrides.preAuth ? "preAuth" : "success");
  return { invoice, transactionId, orderId: detail.orderId };
}

type MerchantHeaders = { headers: Record<string, string> };

/** The invoice as the merchant sees it (its amount, status and what was captured). */
export async function merchantInvoice(request: APIRequestContext, merchant: MerchantHeaders, id: string) {
  const res = await request.get(`/api/booking/invoice/${id}`, { headers: merchant.headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as Invoice;
}

/**
 * The merchant edits the invoice's amount through the API while its link is open. The edit
 * call takes every field, as the edit form sends them, so the rest is sent back unchanged.
 */
export async function changeInvoiceAmount(
  request: APIRequestContext,
  merchant: MerchantHeaders,
  id: string,
  amount: string,
) {
  const invoice = await merchantInvoice(request, merchant, id);
  const fields: InvoiceUpdate = {
    amount,
    currency: invoice.currency,
    fullName: invoice.fullName,
    phone: invoice.phone,
    email: invoice.email,
    description: invoice.description,
    linkExpirationDate: invoice.linkExpirationDate,
    dueDate: invoice.dueDate,
    category: invoice.category,
    bookingId: invoice.bookingId,
    preAuth: invoice.preAuth,
    installment: invoice.installment,
    recurrence: invoice.recurrence,
    scheduledPaymentDate: invoice.scheduledPaymentDate,
    checkInDate: invoice.checkInDate,
  };
  const edited = await request.put(`/api/booking/invoice/${id}`, { headers: merchant.headers, data: fields });
  expect(edited.status()).toBe(200);
}
