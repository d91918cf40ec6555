import {
  type Currency,
  fromMinorUnits,
  messages,
  PAYOUT_ROLLING_WINDOW_HOURS,
  type PayoutReviewReason,
  type PayoutSettings,
  type PayoutTarget,
  type Decoded,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { hmac } from "@/lib/crypto";
import { paidBefore, payoutRulesOf, sentIn, sentSince } from "./payouts.repo";

const WINDOW_MS = PAYOUT_ROLLING_WINDOW_HOURS * 60 * 60_000;

/**
 * A recipient as the same string whatever way it was typed (spaces, dashes, case), keyed by the
 * server's secret: a card number is kept by no one, not even as a plain hash that a list of
 * numbers could be matched against.
 */
export function payoutRecipientKey(secret: string, target: Pick<PayoutTarget, "kind" | "account">): string {
  const digits = target.account.replace(/\D/g, "");
  const account =
    target.kind === "iban"
      ? target.account.replace(/\s+/g, "").toUpperCase()
      : target.kind === "phone"
        ? `+${digits}`
        : digits;
  return hmac(secret, `payout-recipient:${target.kind}:${account}`);
}

/** One payout or top-up about to be judged. */
export interface Outgoing {
  accountId: string;
  amount: bigint;
  currency: Currency;
  recipientKey: string;
}

/**
 * The limits on money sent to others (docs/security.md "Payouts"): the provider's daily cap,
 * and when a payout waits for a second person. Both look at a rolling 24 hours of what the
 * account sent in the currency, not at one payout alone, so splitting a sum into parts gains
 * nothing; the account's sum holds every one of its users' payouts.
 */
export function payoutLimits(app: FastifyInstance) {
  const { config, clock } = app;

  const recipientKeyOf = (target: Pick<PayoutTarget, "kind" | "account">) =>
    payoutRecipientKey(config.APP_SECRET, target);

  /**
   * Refuses what would pass the daily cap; otherwise says why it must wait for review (empty:
   * it goes to the bank). With `lock`, inside the payout's transaction, the account's row is
   * locked first, so two payouts racing are judged one after the other; without, a preview
   * (the code step) that the payout itself judges again.
   */
  async function judge(q: Queryable, o: Outgoing, lock: boolean): Promise<PayoutReviewReason[]> {
    const rules = await payoutRulesOf(q, o.accountId, lock);
    const sent = sentIn(await sentSince(q, o.accountId, new Date(clock().getTime() - WINDOW_MS)), o.currency);
    const cap = rules.dailyCap ?? config.PAYOUT_DAILY_CAP;
    if (sent + o.amount > cap) {
      const left = cap > sent ? cap - sent : 0n;
      throw new AppError(
        "PAYOUT_DAILY_CAP",
        `This would take what the account sent in the last 24 hours above its daily limit of ${fromMinorUnits(cap)} ${o.currency}; ` +
          `${fromMinorUnits(left)} ${o.currency} can be sent now.`,
        { fields: { amount: messages.payoutDailyCap } },
      );
    }
    const reasons: PayoutReviewReason[] = [];
    if (sent + o.amount > rules.reviewThreshold) reasons.push("threshold");
    if (rules.reviewNewRecipients && !(await paidBefore(q, o.accountId, o.recipientKey))) reasons.push("newRecipient");
    return reasons;
  }

  /** The rules and the rolling sums as the merchant sees them (`GET api/wallets/payout-settings`). */
  async function settingsOf(q: Queryable, accountId: string): Promise<Decoded<typeof PayoutSettings>> {
    const rules = await payoutRulesOf(q, accountId);
    const cap = rules.dailyCap ?? config.PAYOUT_DAILY_CAP;
    const sums = await sentSince(q, accountId, new Date(clock().getTime() - WINDOW_MS));
    return {
      reviewThreshold: rules.reviewThreshold,
      reviewNewRecipients: rules.reviewNewRecipients,
      dailyCap: cap,
      last24Hours: sums.map(({ currency, sent }) => ({
        currency,
        sent,
        left: cap > sent ? cap - sent : 0n,
      })),
    };
  }

  return { recipientKeyOf, judge, settingsOf };
}
