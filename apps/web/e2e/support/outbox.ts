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
