import { type APIRequestContext, expect } from "@playwright/test";
import { generate } from "otplib";

const PERIOD = 30;
const stepOf = (seconds: number) => Math.floor(seconds / PERIOD);

/**
 * An authenticator app on the test's side: codes computed from the secret, as a phone would.
 * The server takes a code once and only after the last one taken, and one step of drift
 * either way: a second code within the same 30 seconds is the next step's.
 */
export function authenticatorApp(secret: string) {
  let lastStep = -1;
  return {
    secret,
    async code(): Promise<string> {
      // The next step the server takes is one after the last; it must be at most one ahead of now.
      const step = Math.max(stepOf(Date.now() / 1000), lastStep + 1);
      const wait = (step - 1) * PERIOD * 1000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 1000));
      lastStep = step;
      return generate({ secret, epoch: step * PERIOD });
    },
  };
}

/** Adds an authenticator to a signed-in user through the API (Settings → Security's calls). */
export async function addAuthenticator(
  request: APIRequestContext,
  headers: Record<string, string>,
  password: string,
): Promise<{ app: ReturnType<typeof authenticatorApp>; recoveryCodes: string[] }> {
  const started = await request.post("/api/security/totp", { headers, data: { password } });
  expect(started.status()).toBe(200);
  const app = authenticatorApp(((await started.json()) as { secret: string }).secret);
  const confirmed = await request.post("/api/security/totp/confirm", { headers, data: { code: await app.code() } });
  expect(confirmed.status()).toBe(200);
  return { app, recoveryCodes: ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes };
}
