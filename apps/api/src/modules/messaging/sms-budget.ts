import type { FastifyInstance } from "fastify";
import type { SmsKind } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import { sha256 } from "@/lib/crypto";
import { countSms, smsSentOn } from "./sms-usage.repo";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * What one-time codes may cost (SMS pumping): per phone number, whatever the e-mail or
 * purpose; per client address for registrations (the one way in without an account,
 * REGISTRATIONS_PER_ADDRESS_PER_HOUR); per account and day. Real use stays far below: a
 * sole trader's whole onboarding (registration, sign-in, connect, card) is four codes.
 */
const CODE_SMS_LIMITS = {
  perPhonePer10Minutes: 5,
  perPhonePerDay: 20,
  perAccountPerDay: 100,
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

  async function within(key: string, windowMs: number, limit: number) {
    const { count, resetInMs } = await rateLimits.hit(key, windowMs);
    if (count > limit) {
      throw new AppError("RATE_LIMITED", "Too many codes were sent to this phone number. Try again later.", {
        retryAfter: Math.ceil(resetInMs / 1000),
      });
    }
  }

  async function takeCode(sms: CodeSms): Promise<void> {
    // Hashed: the counters need no phone number in clear.
    const phone = sha256(sms.phone).slice(0, 24);
    await within(`sms:phone10m:${phone}`, 10 * MINUTE_MS, CODE_SMS_LIMITS.perPhonePer10Minutes);
    await within(`sms:phoneDay:${phone}`, DAY_MS, CODE_SMS_LIMITS.perPhonePerDay);
    if (sms.registrationFrom) await within(`sms:register:${sms.registrationFrom}`, HOUR_MS, config.REGISTRATIONS_PER_ADDRESS_PER_HOUR);
    if (sms.accountId && (await smsSentOn(db, sms.accountId, "code", clock())) >= CODE_SMS_LIMITS.perAccountPerDay) {
      throw new AppError("RATE_LIMITED", "Too many codes were sent for this account today. Try again tomorrow.", {
        retryAfter: Math.ceil((DAY_MS - (clock().getTime() % DAY_MS)) / 1000),
      });
    }
  }

  /** Counts an SMS that went out against its account: what the account's texting costs. */
  const record = (accountId: string, kind: SmsKind) => countSms(db, accountId, kind, clock());

  return { takeCode, record };
}
