import { type APIRequestContext, type Page, expect } from "@playwright/test";
import type { Invoice, InvoiceUpdate } from "@portal/contracts";

/** Sandbox acquirer test cards (README). */
export const cards = {
  approve: "4169 7310 0008 0001",
  decline: "4169 7310 0007 0002",
  challenge: "4169 7310 0004 0005",
} as const;

/** Fills the checkout's card form and presses Pay. */
export async function payByCard(page: Page, cardNumber: string, holder = "LEYLA ALIYEVA") {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  const name = page.getByLabel("Cardholder name");
  if (!(await name.inputValue())) await name.fill(holder);
  await page.getByRole("button", { name: /^Pay / }).click();
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
      style: { textPreset: "donate", customText: null, background: "#4DBDC6", textColour: "#FFFFFF", size: "medium", shape: "rounded" },
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; buttonId: string; link: string };
}

/** A customer pays a new invoice through the checkout's API (the checkout's own tests drive its page); its order id. */
export async function paidInvoice(
  request: APIRequestContext,
  merchant: { appId: string; headers: Record<string, string> },
  overrides: Record<string, unknown>,
) {
  const invoice = await invoiceFor(request, merchant, overrides);
  const paid = await request.post(`/api/checkout/${invoice.invoiceCode}/pay`, {
    data: {
      cardNumber: cards.approve,
      expiry: "12/30",
      cvv: "123",
      cardHolder: "LEYLA ALIYEVA",
      language: "en",
      amount: Number(overrides.amount),
      currency: "AZN",
    },
  });
  expect(paid.status()).toBe(200);
  const { transactionId } = (await paid.json()) as { transactionId: string };
  const detail = await request.get(`/api/transactions/${transactionId}`, { headers: merchant.headers });
  return { invoice, transactionId, orderId: ((await detail.json()) as { orderId: string }).orderId };
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
export async function changeInvoiceAmount(request: APIRequestContext, merchant: MerchantHeaders, id: string, amount: string) {
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
