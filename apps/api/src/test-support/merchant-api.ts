import type { ApiOrder, CreateOrderRequest } from "@portal/contracts";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { daysFromNow, lastCode, liveApplication, signedInMerchant, testCard } from "./flows";
import type { TestApp } from "./test-app";

/** The ways a merchant's server sends an application's key. */
export const basicAuth = (merchantId: string, secretKey: string) => ({
  authorization: `Basic ${Buffer.from(`${merchantId}:${secretKey}`).toString("base64")}`,
});
export const bearerKey = (secretKey: string) => ({ authorization: `Bearer ${secretKey}` });

/** Makes a new secret key in the portal, as the main user does (a texted code), with the grace asked for the old one. */
export async function rotatedKey(
  t: TestApp,
  merchant: { headers: Record<string, string>; mobilePhone: string },
  appId: string,
  grace?: "now" | "1h" | "24h",
) {
  const sent = await t.call({ method: "GET", url: `/api/otp/init/updateKey/${appId}`, headers: merchant.headers });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await lastCode(t, merchant.mobilePhone);
  const res = await t.call({
    method: "GET",
    url: `/api/appKey/${appId}/${code}${grace ? `?grace=${grace}` : ""}`,
    headers: merchant.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { secretKey: string; previousKeyExpiresAt: string | null };
}

/** A signed-in merchant with a live application and its secret key: what a merchant's server holds. */
export async function apiMerchant(t: TestApp) {
  const merchant = await signedInMerchant(t);
  const appId = await liveApplication(t, merchant.headers);
  const app = (await t.call({ method: "GET", url: `/api/apps/${appId}`, headers: merchant.headers })).json() as {
    merchantId: string;
  };
  const { secretKey } = await rotatedKey(t, merchant, appId);
  const key = basicAuth(app.merchantId, secretKey);
  /** A call of the merchant API with this application's key. */
  const api = (method: InjectOptions["method"], url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.call({ method, url: `/api/v1${url}`, headers: { ...key, ...headers }, ...(payload ? { payload } : {}) });
  return { merchant, appId, merchantId: app.merchantId, secretKey, key, api };
}
export type ApiMerchant = Awaited<ReturnType<typeof apiMerchant>>;

export const orderBody = (overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest => ({
  amount: 2550,
  currency: "AZN",
  description: "Order 1042: two tickets",
  ...overrides,
});

/** A valid `POST /api/v1/invoices` body: a hotel room, its link alive three days. */
export const invoiceBody = (t: TestApp) => ({
  amount: 15000,
  currency: "AZN",
  fullName: "Leyla Əliyeva",
  phone: "+994551234567",
  description: "Room 12",
  bookingId: "BK-1",
  linkExpirationDate: daysFromNow(t, 3),
});

export async function createdOrder(m: ApiMerchant, overrides: Partial<CreateOrderRequest> = {}) {
  const res = await m.api("POST", "/orders", orderBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ApiOrder;
}

let payers = 0;

/** The customer pays the order on its checkout with a sandbox test card (each from an address of its own). */
export async function payOrder(t: TestApp, order: ApiOrder, outcome: Parameters<typeof testCard>[0] = "approve") {
  const invoiceCode = order.checkoutUrl.split("/pay/")[1]!;
  const res = await t.call({
    method: "POST",
    url: `/api/checkout/${invoiceCode}/pay`,
    payload: {
      cardNumber: testCard(outcome),
      expiry: "12/30",
      cvv: "123",
      cardHolder: "LEYLA ALIYEVA",
      language: "en",
      amount: order.amount / 100,
      currency: order.currency,
    },
    remoteAddress: `203.0.113.${((payers += 1) % 250) + 1}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { transactionId: string; status: string };
}
