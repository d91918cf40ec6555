import { randomBytes } from "node:crypto";
import { addDays, calendarDateOf, type Invoice, type Permission, type Transaction } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { applications, type transactions, users } from "@/db/schema";
import { hashPassword } from "@/lib/crypto";
import { insertTransaction } from "@/modules/transactions/transactions.repo";
import { sandboxTestCards } from "@/providers/acquirer/sandbox-acquirer";
import type { TestApp } from "./test-app";

let counter = 0;

export function newMerchant() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${randomBytes(2).toString("hex")}${counter}`;
  return {
    email: `merchant.${tag}@example.az`,
    fullName: "Aysel Məmmədova",
    password: "Secret#2026",
    mobilePhone: `+99450${String(1_000_000 + counter).slice(-7)}`,
  };
}

/** The newest six-digit code the sandbox "sent" to a phone or e-mail. */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const res = await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` });
  const text: string = res.json()[0]?.text ?? "";
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `no code sent to ${to}`).toBeDefined();
  return code!;
}

/** The token of the newest e-mailed link of a kind (`verify-email`, `unlock`) sent to an address. */
export async function lastLinkToken(t: TestApp, email: string, kind: "verify-email" | "unlock"): Promise<string> {
  const res = await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(email)}` });
  const mail = (res.json() as { text: string }[]).find((m) => m.text.includes(`/auth/${kind}/`));
  const token = new RegExp(`/auth/${kind}/([A-Za-z0-9_-]{43})`).exec(mail?.text ?? "")?.[1];
  expect(token, `no ${kind} link sent to ${email}`).toBeDefined();
  return token!;
}

/** Registers and confirms the phone with its code; the e-mail address stays unconfirmed. */
export async function registerAndConfirmPhone(t: TestApp, merchant = newMerchant()) {
  // Each merchant registers from an address of their own, as different people do.
  const remoteAddress = `192.0.2.${(counter % 250) + 1}`;
  const reg = await t.call({ method: "POST", url: "/api/register", payload: merchant, remoteAddress });
  expect(reg.statusCode).toBe(201);
  const code = await lastCode(t, merchant.mobilePhone);
  const confirm = await t.call({
    method: "POST",
    url: `/api/confirmAccount/${code}`,
    payload: { email: merchant.email },
  });
  expect(confirm.statusCode).toBe(200);
  return merchant;
}

/** A merchant whose phone and e-mail address are both confirmed. */
export async function registerAndConfirm(t: TestApp, merchant = newMerchant()) {
  await registerAndConfirmPhone(t, merchant);
  const token = await lastLinkToken(t, merchant.email, "verify-email");
  const verified = await t.call({ method: "POST", url: `/api/verify-email/${token}` });
  expect(verified.statusCode).toBe(200);
  return merchant;
}

export async function signIn(
  t: TestApp,
  merchant: { email: string; password: string; mobilePhone: string },
  rememberMe = false,
) {
  const login = await t.call({
    method: "POST",
    url: "/api/login",
    payload: { username: merchant.email, password: merchant.password, rememberMe },
  });
  expect(login.statusCode).toBe(200);
  const code = await lastCode(t, merchant.mobilePhone);
  const approve = await t.call({
    method: "POST",
    url: `/api/approveLogin/${code}/${encodeURIComponent(merchant.email)}`,
  });
  expect(approve.statusCode).toBe(200);
  return approve.json() as { accessToken: string; expiresAt: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A confirmed merchant, signed in with "remember me" (tests move the clock by days, past
 * the idle timeout of a plain session): its bearer header and account details.
 */
export async function signedInMerchant(t: TestApp) {
  const merchant = await registerAndConfirm(t);
  const { accessToken } = await signIn(t, merchant, true);
  return { ...merchant, headers: bearer(accessToken) };
}

let subUsers = 0;

/**
 * A sub-user of `accountId` with `permissions` acting on `applicationIds` (by default every
 * application the account has now), signed in: written straight to the database, which is
 * quicker than the Users flow its own tests walk; its bearer header and details.
 */
export async function signedInSubUser(
  t: TestApp,
  accountId: string,
  permissions: Permission[],
  applicationIds?: string[],
) {
  const appIds =
    applicationIds ??
    (await t.db.select({ id: applications.id }).from(applications).where(eq(applications.accountId, accountId))).map(
      (a) => a.id,
    );
  const n = (subUsers += 1);
  const person = {
    email: `sub-${n}-${Date.now()}@example.az`,
    password: "Sub#2026user",
    fullName: `Sub User ${n}`,
    mobilePhone: `+99470${String(n).padStart(7, "0")}`,
  };
  const [user] = await t.db
    .insert(users)
    .values({
      ...person,
      accountId,
      passwordHash: await hashPassword(person.password),
      userType: "sub",
      permissions,
      applicationIds: appIds,
      status: "active",
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  const { accessToken } = await signIn(t, person, true);
  return { ...person, id: user!.id, headers: bearer(accessToken) };
}

export const businessConnect = (overrides: Record<string, unknown> = {}) => ({
  accountType: "business",
  app: {
    appName: "Caspian Tours",
    appUrl: "https://caspian-tours.az",
    appInfo: "Tours around the Caspian Sea",
    category: "tourism",
  },
  company: {
    companyName: "Xəzər Turizm MMC",
    companyWebsite: "https://caspian-tours.az",
    address: "Bakı, Nizami küçəsi 10",
    taxId: "1234567891",
    category: "tourism",
  },
  bankDetails: {
    bankName: "Kapital Bank",
    bankTaxId: "9900003611",
    iban: "AZ21NABZ00000000137010001944",
    correspondentAccount: "AZ37NABZ01350100000000001944",
    swift: "AIIBAZ2X",
    code: "200004",
    postalCode: "AZ1000",
    serviceUser: "",
  },
  ...overrides,
});

/** Connects a business and returns the new application's ids. */
export async function connectedBusiness(
  t: TestApp,
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
) {
  const res = await t.call({
    method: "POST",
    url: "/api/merchant-connect",
    headers,
    payload: businessConnect(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { appId: string; appConfigId: string; companyId: string };
}

/**
 * A live application to invoice from. Going live takes a signed contract, which the contract
 * tests walk through; here the status is set directly.
 */
export async function liveApplication(t: TestApp, headers: Record<string, string>) {
  const { appId } = await connectedBusiness(t, headers);
  await t.db.update(applications).set({ status: "live" }).where(eq(applications.id, appId));
  return appId;
}

/** A calendar date some days from the test clock's today. */
export const daysFromNow = (t: TestApp, days: number) => addDays(calendarDateOf(t.clock.now()), days);

export const invoiceBody = (t: TestApp, appId: string, overrides: Record<string, unknown> = {}) => ({
  appId,
  amount: "125.50",
  currency: "AZN",
  fullName: "Leyla Əliyeva",
  phone: "+994551234567",
  email: "leyla@example.az",
  description: "Two nights, sea view room",
  linkExpirationDate: daysFromNow(t, 3),
  bookingId: "BK-1001",
  ...overrides,
});

/** Creates an invoice and returns it as the API answered. */
export async function createdInvoice(
  t: TestApp,
  headers: Record<string, string>,
  appId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await t.call({
    method: "POST",
    url: "/api/bookings",
    headers,
    payload: invoiceBody(t, appId, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Invoice;
}

/** A declined attempt on the invoice written straight to the table (overrides make it anything else): many, at chosen times, without paying each. */
export function writtenTransaction(
  t: TestApp,
  accountId: string,
  invoice: Invoice,
  values: Partial<typeof transactions.$inferInsert> & { orderId: string; createdAt: Date },
) {
  return insertTransaction(t.db, {
    accountId,
    appId: invoice.appId,
    invoiceId: invoice.id,
    sessionId: "session",
    amount: 5_000n,
    currency: "AZN",
    status: "declined",
    orderLanguage: "en",
    maskedPan: "521234******9876",
    cardBrand: "mastercard",
    cardHolder: "RASHAD HUSEYNOV",
    // What the checkout copies from the invoice.
    fullName: invoice.fullName,
    ...values,
  });
}

/** A sandbox test card with the given outcome. */
export const testCard = (outcome: (typeof sandboxTestCards)[number]["outcome"]) =>
  sandboxTestCards.find((c) => c.outcome === outcome)!.number;

let payers = 0;

/** The checkout's pay body for a sandbox card (the approving one unless said), as the customer's page sends it. */
export const cardPayment = (amount: number, currency = "AZN", cardNumber = testCard("approve")) => ({
  cardNumber,
  expiry: "12/30",
  cvv: "123",
  cardHolder: "LEYLA ALIYEVA",
  language: "en",
  amount,
  currency,
});

/**
 * A customer pays a new invoice of `amount` on the checkout (each from an address of its own,
 * so the card-testing limits never count them together); the transaction as the merchant sees it.
 */
export async function paidTransaction(
  t: TestApp,
  headers: Record<string, string>,
  appId: string,
  options: { amount?: string; preAuth?: boolean; cardNumber?: string } = {},
): Promise<Transaction> {
  const amount = options.amount ?? "100.00";
  const invoice = await createdInvoice(t, headers, appId, { amount, preAuth: options.preAuth ?? false });
  const res = await t.call({
    method: "POST",
    url: `/api/checkout/${invoice.invoiceCode}/pay`,
    payload: cardPayment(Number(amount), "AZN", options.cardNumber),
    remoteAddress: `198.51.100.${(payers += 1) % 250}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const found = await t.call({ method: "GET", url: `/api/transactions/${res.json().transactionId}`, headers });
  return found.json() as Transaction;
}
