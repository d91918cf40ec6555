import type { ErrorCode } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { SmsKind } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import { sha256 } from "@/lib/crypto";
import { countSms } from "./sms-usage.repo";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * What one-time codes may cost (SMS pumping): per phone number, whatever the e-mail or
 * purpose; per client address for registrations (the one way in without an account,
 * REGISTRATIONS_PER_ADDRESS_PER_HOUR); per account. Real use stays far below: a sole
 * trader's whole onboarding (registration, sign-in, connect, card) is four codes. Each is a
 * sliding window (any 10 minutes, any 24 hours): clock-aligned buckets let twice the budget
 * through around a boundary, and around midnight for the daily ones.
 */
export const CODE_SMS_LIMITS = {
  perPhonePer10Minutes: 5,
  perPhonePer24Hours: 20,
  perAccountPer24Hours: 100,
} as const;

const tooManyRegistrations = {
  code: "TOO_MANY_REGISTRATIONS",
  message: "Too many registrations from this network. Try again later.",
} as const;
const tooManyToPhone = {
  code: "RATE_LIMITED",
  message: "Too many codes were sent to this phone number. Try again later.",
} as const;
const tooManyForAccount = {
  code: "RATE_LIMITED",
  message: "Too many codes were sent for this account in the last 24 hours. Try again later.",
} as const;

export interface CodeSms {
  /** The phone the code goes to. */
  phone: string;
  /** The account it is sent for; a registration's first code has none yet. */
  accountId?: string;
  /** The client's address, for registrations: no account vouches for them yet. */
  registrationFrom?: string;
}

/** Takes a code's SMS from the budgets, or refuses with 429 before anything is sent; counts every SMS sent. */
export function smsBudget(app: FastifyInstance) {
  const { rateLimits, db, clock, config } = app;

  /** Takes one from a budget, or refuses with the seconds until it has room again; a refusal is not counted. */
  async function take(key: string, windowMs: number, limit: number, refusal: { code: ErrorCode; message: string }) {
    const { taken, retryInMs } = await rateLimits.take(key, windowMs, limit);
    if (!taken) throw new AppError(refusal.code, refusal.message, { retryAfter: Math.ceil(retryInMs / 1000) });
  }

  async function takeCode(sms: CodeSms): Promise<void> {
    // The address first: a registration it refuses spends nothing of the phone's budget.
    if (sms.registrationFrom) {
      await take(
        `sms:register:${sms.registrationFrom}`,
        HOUR_MS,
        config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
        tooManyRegistrations,
      );
    }
    // Hashed: the counters need no phone number in clear.
    const phone = sha256(sms.phone).slice(0, 24);
    await take(`sms:phone10m:${phone}`, 10 * MINUTE_MS, CODE_SMS_LIMITS.perPhonePer10Minutes, tooManyToPhone);
    await take(`sms:phone24h:${phone}`, DAY_MS, CODE_SMS_LIMITS.perPhonePer24Hours, tooManyToPhone);
    if (sms.accountId)
      await take(`sms:account24h:${sms.accountId}`, DAY_MS, CODE_SMS_LIMITS.perAccountPer24Hours, tooManyForAccount);
  }

  /** Counts an SMS that went out against its account, per calendar day: what the account's texting costs. */
  const record = (accountId: string, kind: SmsKind) => countSms(db, accountId, kind, clock());

  return { takeCode, record };
}
