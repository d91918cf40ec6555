import { randomBytes } from "node:crypto";
import { expect } from "vitest";
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

export async function registerAndConfirm(t: TestApp, merchant = newMerchant()) {
  const reg = await t.call({ method: "POST", url: "/api/register", payload: merchant });
  expect(reg.statusCode).toBe(201);
  const code = await lastCode(t, merchant.mobilePhone);
  const confirm = await t.call({ method: "POST", url: `/api/confirmAccount/${code}`, payload: { email: merchant.email } });
  expect(confirm.statusCode).toBe(200);
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
  const approve = await t.call({ method: "POST", url: `/api/approveLogin/${code}/${encodeURIComponent(merchant.email)}` });
  expect(approve.statusCode).toBe(200);
  return approve.json() as { accessToken: string; expiresAt: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
