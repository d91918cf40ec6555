import * as z from "zod/mini";
import { digitsOnly, passesLuhn } from "./card-rules";
import { dateField } from "./dates";
import { messages } from "./field-rules";
import { otpField, phoneField } from "./fields";
import { isKapitalBankTarget, otherBankFee } from "./fees";
import { isValidIban, normalizeIban } from "./iban";
import { Currency, MajorAmount } from "./money";
import { PageQuery, pageOf } from "./pages";
import { TRANSFER_DESCRIPTION_MAX, walletAmountField } from "./wallet-transfers";

/**
 * SPEC §3 "Payout": money from an application's wallet to someone else's account: a bank
 * account (IBAN), a Kapital Bank card or another bank's card; a top-up (SPEC §7 `api/mpay/topup`)
 * is the same movement to a mobile wallet, found by its phone number.
 */
export const payoutRecipientKinds = ["iban", "card", "phone"] as const;
export const PayoutRecipientKind = z.enum(payoutRecipientKinds);
export type PayoutRecipientKind = z.infer<typeof PayoutRecipientKind>;

/** `payout`: to a bank account or card (`/billing/payouts`); `topUp`: to a mobile wallet (the wallet's Top up). */
export const payoutKinds = ["payout", "topUp"] as const;
export type PayoutKind = (typeof payoutKinds)[number];

/**
 * `review`: above the account's threshold, waiting for a second person (its money held);
 * `rejected`: the reviewer said no (the money is back); then as a withdrawal: `inProgress`
 * until the bank answers, `sent` or `failed` (the money is back, `failureReason` says why).
 */
export const payoutStatuses = ["review", "rejected", "inProgress", "sent", "failed"] as const;
export const PayoutStatus = z.enum(payoutStatuses);
export type PayoutStatus = z.infer<typeof PayoutStatus>;

const account = z
  .string({ error: messages.required })
  .check(z.trim(), z.minLength(1, messages.required), z.maxLength(40, messages.tooLong));

/**
 * Who receives: an IBAN (kept without spaces and in upper case, SPEC §5: `normalizeIban`), a
 * card number (the whole number; it is sent to the bank and never kept: DESIGN §5) or a phone
 * number. One shape for the search, the masked-name look-up and the payout itself.
 */
export const PayoutTarget = z.object({ kind: PayoutRecipientKind, account }).check(
  z.overwrite((t) => (t.kind === "iban" ? { ...t, account: normalizeIban(t.account) } : t)),
  z.superRefine((t, ctx) => {
    const issue = payoutAccountIssue(t.kind, t.account);
    if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["account"] });
  }),
);
export type PayoutTarget = z.input<typeof PayoutTarget>;

/** The first rule `value` breaks as an account of `kind`, as a message key; null when it is well formed. */
export function payoutAccountIssue(kind: PayoutRecipientKind, value: string): string | null {
  const text = value.trim();
  if (text === "") return messages.required;
  if (kind === "iban") return isValidIban(normalizeIban(text)) ? null : messages.iban;
  if (kind === "card") {
    const digits = digitsOnly(text);
    return /^\d{16,19}$/.test(digits) && passesLuhn(digits) ? null : messages.cardNumber;
  }
  return phoneField.safeParse(text).success ? null : messages.phone;
}

/** Payouts cost nothing to a Kapital Bank card or IBAN (`isKapitalBankTarget`) or to a mobile wallet (a top-up has no bank between). */
export function isFreePayoutTarget(kind: PayoutRecipientKind, account: string): boolean {
  if (kind === "phone") return true;
  return isKapitalBankTarget(kind === "card" ? { kind: "card", cardNumber: account } : { kind: "iban", iban: account });
}

/** The fee of SPEC §9 on a payout to `account` (a whole or masked card number, an IBAN, a phone), in qapik. */
export function payoutFee(amountMinor: number, kind: PayoutRecipientKind, account: string): number {
  // Computed even when free: it refuses an amount that is not whole qapik either way.
  const fee = otherBankFee(amountMinor);
  return isFreePayoutTarget(kind, account) ? 0 : fee;
}

/** The recipient the bank found, as the portal may show it: masked account, bank, and whether payouts there are free. */
export const PayoutRecipient = z.object({
  kind: PayoutRecipientKind,
  /** `416973******1234`, `AZ21 **** 1944` or `+994 ** *** ** 67`. */
  account: z.string(),
  bankName: z.nullable(z.string()),
  /** A Kapital Bank card or IBAN, or a mobile wallet: no fee. */
  freeOfFees: z.boolean(),
});
export type PayoutRecipient = z.infer<typeof PayoutRecipient>;

/** `POST api/wallets/masked-fullName`: the recipient's name as the bank shows it before sending ("Ay*** Mə***"). */
export const MaskedFullName = z.object({ maskedFullName: z.string() });
export type MaskedFullName = z.infer<typeof MaskedFullName>;

/**
 * `POST api/otp/init/payout` (the wallet named by the `X-App-Key` header): to whom, how much,
 * why. A code for exactly this goes to the user's phone.
 */
export const PayoutCodeRequest = z.extend(PayoutTarget, {
  amount: walletAmountField,
  currency: z._default(Currency, "AZN"),
  description: z._default(
    z.optional(z.string().check(z.trim(), z.maxLength(TRANSFER_DESCRIPTION_MAX, messages.tooLong))),
    "",
  ),
});
export type PayoutCodeRequest = z.input<typeof PayoutCodeRequest>;

/**
 * `POST api/wallets/payout`: the same body as the code was sent for, and the code (`OTP`, named
 * as in every other wallet call of SPEC §7). The code is good for exactly that recipient,
 * amount, currency, wallet and description.
 */
export const PayoutRequest = z.extend(PayoutCodeRequest, { OTP: otpField });
export type PayoutRequest = z.input<typeof PayoutRequest>;

/**
 * Why a payout waits for a second person: `threshold`, it takes what the account paid out in
 * the last 24 hours (in its currency) above the review threshold; `newRecipient`, the account
 * asks for review of a first payout to a recipient it never paid.
 */
export const payoutReviewReasons = ["threshold", "newRecipient"] as const;
export const PayoutReviewReason = z.enum(payoutReviewReasons);
export type PayoutReviewReason = z.infer<typeof PayoutReviewReason>;

/**
 * SPEC §7 `POST api/mpay/topup` (a code goes to the user's phone) and, unchanged,
 * `POST api/mpay/topup/{OTP}`: money from a wallet to the mobile wallet of `phoneNumber`.
 */
export const TopUpRequest = z.object({
  fromAppId: z.uuid(),
  amount: walletAmountField,
  currency: z._default(Currency, "AZN"),
  description: z._default(
    z.optional(z.string().check(z.trim(), z.maxLength(TRANSFER_DESCRIPTION_MAX, messages.tooLong))),
    "",
  ),
  phoneNumber: phoneField,
});
export type TopUpRequest = z.input<typeof TopUpRequest>;

const person = z.object({ id: z.nullable(z.uuid()), name: z.string() });

export const Payout = z.object({
  id: z.uuid(),
  kind: z.enum(payoutKinds),
  appId: z.uuid(),
  appName: z.string(),
  status: PayoutStatus,
  /** Why it waited (or waits) for review; empty when it did not. */
  reviewReasons: z.array(PayoutReviewReason),
  recipient: z.extend(PayoutRecipient, { maskedFullName: z.nullable(z.string()) }),
  amount: MajorAmount,
  fee: MajorAmount,
  amountWithFee: MajorAmount,
  currency: Currency,
  description: z.string(),
  /** The bank's words when it refused, or the reviewer's when they rejected (English from the bank, as typed from the reviewer). */
  failureReason: z.nullable(z.string()),
  createdBy: person,
  reviewedBy: z.nullable(person),
  reviewedAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
  /** The wallet's payout balance after it. */
  payoutBalance: MajorAmount,
});
export type Payout = z.input<typeof Payout>;

/**
 * The code for a payout went to the user's phone: who receives (masked, as the bank names
 * them), what leaves the wallet, and whether the payout will wait for review as things stand
 * now (the server judges again when it is confirmed).
 */
export const PayoutCodeSent = z.object({
  phoneHint: z.string(),
  resendIn: z.number().check(z.int()),
  recipient: z.extend(PayoutRecipient, { maskedFullName: z.string() }),
  amount: MajorAmount,
  fee: MajorAmount,
  amountWithFee: MajorAmount,
  currency: Currency,
  reviewReasons: z.array(PayoutReviewReason),
});
export type PayoutCodeSent = z.input<typeof PayoutCodeSent>;

/** The code for a top-up went to the user's phone; `recipient` is whose mobile wallet it is, masked. */
export const TopUpCodeSent = z.object({
  phoneHint: z.string(),
  resendIn: z.number().check(z.int()),
  recipient: z.extend(PayoutRecipient, { maskedFullName: z.string() }),
});
export type TopUpCodeSent = z.infer<typeof TopUpCodeSent>;

/** `GET api/wallets/payouts`: ten a page (SPEC §9), newest first. `recipient` matches the masked account or name. */
export const PayoutListQuery = z.extend(PageQuery, {
  appId: z.optional(z.uuid()),
  kind: z.optional(z.enum(payoutKinds)),
  status: z.optional(PayoutStatus),
  from: z.optional(dateField),
  to: z.optional(dateField),
  amount: z.optional(z.coerce.number().check(z.gt(0))),
  recipient: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});
export type PayoutListQuery = z.input<typeof PayoutListQuery>;

export const PayoutPage = pageOf(Payout);
export type PayoutPage = z.input<typeof PayoutPage>;

export const PayoutIdParam = z.object({ id: z.uuid() });

/** A rejection says why, for the maker to read. */
export const PayoutRejection = z.object({
  reason: z
    .string({ error: messages.required })
    .check(z.trim(), z.minLength(1, messages.required), z.maxLength(TRANSFER_DESCRIPTION_MAX, messages.tooLong)),
});
export type PayoutRejection = z.input<typeof PayoutRejection>;

/**
 * Four-eyes review (SPEC §6 Payout payment / Payout review): a payout or top-up that takes what
 * the account sent in the last 24 hours, in its currency, above `reviewThreshold` (major units)
 * waits for another user's approval, and so does a first payout to a new recipient when
 * `reviewNewRecipients` is on. `dailyCap` is the provider's limit on what the account may send
 * in 24 hours, per currency; `last24Hours` what it sent (held for review included).
 */
export const PAYOUT_REVIEW_THRESHOLD_DEFAULT_MINOR = 500_000n;
/** How far back the rolling sums of the threshold and the daily cap look. */
export const PAYOUT_ROLLING_WINDOW_HOURS = 24;
export const PayoutSettings = z.object({
  reviewThreshold: MajorAmount,
  reviewNewRecipients: z.boolean(),
  dailyCap: MajorAmount,
  last24Hours: z.array(z.object({ currency: Currency, sent: MajorAmount, left: MajorAmount })),
});
export type PayoutSettings = z.input<typeof PayoutSettings>;
/** Either or both; the daily cap is the provider's, not the merchant's, to change. */
export const PayoutSettingsUpdate = z
  .object({ reviewThreshold: z.optional(walletAmountField), reviewNewRecipients: z.optional(z.boolean()) })
  .check(
    z.refine((v) => v.reviewThreshold !== undefined || v.reviewNewRecipients !== undefined, {
      message: messages.required,
      path: ["reviewThreshold"],
    }),
  );
export type PayoutSettingsUpdate = z.input<typeof PayoutSettingsUpdate>;
