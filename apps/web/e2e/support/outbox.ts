import { type APIRequestContext, expect } from "@playwright/test";

/** The newest six-digit code the sandbox "sent" to a phone or e-mail. */
export async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/sandbox/outbox.json?to=${encodeURIComponent(to)}`);
      const [latest] = (await res.json()) as { text: string }[];
      code = latest && /\b(\d{6})\b/.exec(latest.text)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

const VERIFY_EMAIL_LINK = /\/auth\/verify-email\/([A-Za-z0-9_-]{43})/;

/**
 * The token of the newest e-mail confirmation link sent to an address (the registration
 * e-mails it; a resend from the portal's banner sends a fresh one).
 */
export async function verifyEmailTokenSentTo(request: APIRequestContext, email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/sandbox/outbox.json?to=${encodeURIComponent(email)}`);
      const messages = (await res.json()) as { text: string }[];
      // Newest first: the first message that carries a link carries the live one.
      token = messages.map((m) => VERIFY_EMAIL_LINK.exec(m.text)?.[1]).find(Boolean);
      return token;
    })
    .toBeTruthy();
  return token!;
}

const CONFIRM_EMAIL_LINK = /\/auth\/confirm-email\/([A-Za-z0-9_-]+)/;

/** The token of the link that makes a new address, chosen in Settings, the user's: in the newest message sent to it. */
export async function confirmEmailTokenSentTo(request: APIRequestContext, email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/sandbox/outbox.json?to=${encodeURIComponent(email)}`);
      const [latest] = (await res.json()) as { text: string }[];
      token = latest && CONFIRM_EMAIL_LINK.exec(latest.text)?.[1];
      return token;
    })
    .toBeTruthy();
  return token!;
}

/** The newest message text sent to a recipient. */
export async function lastMessageTo(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/sandbox/outbox.json?to=${encodeURIComponent(to)}`);
  const [latest] = (await res.json()) as { text: string }[];
  return latest?.text ?? "";
}

let counter = 0;
export function newMerchant() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    email: `e2e.${tag}@example.az`,
    fullName: "Rəşad Quliyev",
    password: "Secret#2026",
    mobilePhone: `+99455${String(Date.now() + counter).slice(-7)}`,
  };
}
