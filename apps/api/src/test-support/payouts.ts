import { randomUUID } from "node:crypto";
import { OTP_TTL_SECONDS, PayoutCodeRequest } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { otpChallenges, users } from "@/db/schema";
import { hmac, sixDigitCode } from "@/lib/crypto";
import { codeTarget } from "@/modules/wallets/code-confirmed";
import { payoutRecipientKey } from "@/modules/wallets/payout-limits";
import { payoutCodeSubject } from "@/modules/wallets/payouts.service";
import type { TestApp } from "./test-app";

/**
 * A payout's one-time code written straight into `otp_challenges`, as `POST api/otp/init/payout`
 * would issue it for `payload` (the body the payout will carry): for tests of what a payout
 * does with money, which would otherwise spend the user's SMS budget (five codes in ten minutes).
 * What the code itself must be bound to is checked through the API (payout-confirmation.test.ts).
 * `undefined` for a body the contract refuses: the call answers 400 before any code is read.
 */
export async function seededPayoutCode(
  t: TestApp,
  userId: string,
  appId: string,
  payload: object,
): Promise<string | undefined> {
  const parsed = PayoutCodeRequest.safeParse(payload);
  if (!parsed.success) return undefined;
  const what = payoutCodeSubject(appId, parsed.data, payoutRecipientKey(t.env.APP_SECRET, parsed.data));
  const id = randomUUID();
  const code = sixDigitCode();
  const at = t.clock.now();
  await t.db.insert(otpChallenges).values({
    id,
    purpose: "payout",
    target: codeTarget(userId, what),
    userId,
    codeHash: hmac(t.env.APP_SECRET, `${id}:${code}`),
    expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
    createdAt: at,
  });
  return code;
}

/** `POST api/wallets/payout` from `appId`'s wallet with a seeded code for exactly `payload`. */
export async function payoutWithSeededCode(
  t: TestApp,
  who: { id: string; headers: Record<string, string> },
  appId: string,
  payload: object,
  idempotencyKey: string = randomUUID(),
) {
  const OTP = (await seededPayoutCode(t, who.id, appId, payload)) ?? "000000";
  return t.call({
    method: "POST",
    url: "/api/wallets/payout",
    payload: { ...payload, OTP },
    headers: { ...who.headers, "x-app-key": appId, "idempotency-key": idempotencyKey },
  });
}

/** The id of the user signed up with `email` (flows.ts's merchants are known by their e-mail). */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}
