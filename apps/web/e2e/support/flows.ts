import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { codeSentTo, newMerchant, verifyEmailTokenSentTo } from "./outbox";

export type Merchant = ReturnType<typeof newMerchant>;

/** A registered account with its phone confirmed, its e-mail address not yet. */
export async function phoneConfirmedMerchant(request: APIRequestContext): Promise<Merchant> {
  const m = newMerchant();
  expect((await request.post("/api/register", { data: m })).status()).toBe(201);
  const code = await codeSentTo(request, m.mobilePhone);
  expect((await request.post(`/api/confirmAccount/${code}`, { data: { email: m.email } })).status()).toBe(200);
  return m;
}

/**
 * A confirmed account made through the API, phone and e-mail address both, for flows that
 * start at sign-in: an unconfirmed address cannot connect a business or take payments.
 */
export async function confirmedMerchant(request: APIRequestContext): Promise<Merchant> {
  const m = await phoneConfirmedMerchant(request);
  const token = await verifyEmailTokenSentTo(request, m.email);
  expect((await request.post(`/api/verify-email/${token}`)).status()).toBe(200);
  return m;
}

/** Signs in through the portal's two steps and waits for the dashboard. */
export async function signInThroughPortal(page: Page, request: APIRequestContext, m: Merchant, rememberMe = false) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(m.email);
  await page.getByLabel("Password", { exact: true }).fill(m.password);
  if (rememberMe) await page.getByLabel("Remember me").check();
  const before = await latestText(request, m.mobilePhone);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Check your phone" })).toBeVisible();
  await expect.poll(() => latestText(request, m.mobilePhone)).not.toBe(before);
  await page.getByLabel("Verification code").fill(await codeSentTo(request, m.mobilePhone));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

async function latestText(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/sandbox/outbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { text: string }[])[0]?.text ?? "";
}

export const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

/** Signs in through the API (faster than the screens) and hands the token to the page's origin. */
export async function signedInPage(page: Page, request: APIRequestContext, origin = "") {
  const m = await confirmedMerchant(request);
  expect((await request.post("/api/login", { data: { username: m.email, password: m.password } })).status()).toBe(200);
  const code = await codeSentTo(request, m.mobilePhone);
  const approved = await request.post(`/api/approveLogin/${code}/${encodeURIComponent(m.email)}`);
  const { accessToken } = (await approved.json()) as { accessToken: string };
  await page.goto(`${origin}/auth`);
  await page.evaluate((token) => localStorage.setItem("accessToken", token), accessToken);
  return m;
}
