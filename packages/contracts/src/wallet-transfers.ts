import * as z from "zod/mini";
import { messages } from "./field-rules";
import { amountTextOf, Currency, MajorAmount, toMinorUnits } from "./money";

/** SPEC §5: money leaving a wallet is at least 1, in two decimals at most. */
export const WALLET_MOVE_MIN = 100n;
/** A merchant id as applications are given them: twelve digits. */
const MERCHANT_ID = /^\d{12}$/;
export const TRANSFER_DESCRIPTION_MAX = 140;

/**
 * The first rule an amount leaving a wallet breaks, as a message key; null when it may leave.
 * `available` is the payout balance in minor units (with the fee already taken off, for a
 * withdrawal), or null when the caller does not know it (the server checks it under a lock).
 */
export function walletAmountIssue(value: string | number | null | undefined, available: bigint | null): string | null {
  const text = amountTextOf(value);
  if (text === "") return messages.required;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return messages.amountNumber;
  if ((text.split(".")[1] ?? "").length > 2) return messages.amountDecimals;
  if (text.startsWith("-")) return /[1-9]/.test(text) ? messages.amountMin : messages.amountZero;
  const minor = toMinorUnits(text);
  if (minor === 0n) return messages.amountZero;
  if (minor === null || minor < WALLET_MOVE_MIN) return messages.amountMin;
  if (available !== null && minor > available) return messages.amountAboveBalance;
  return null;
}

/** An amount leaving a wallet as sent: named for the documents (as `invoiceAmountSent`). */
export const walletAmountSent = z
  .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.amountNumber) })
  .check(
    z.describe('In major units: a number with at most two decimals (12.5, never the text "12.50"); at least 1.'),
    z.superRefine((value, ctx) => {
      const issue = walletAmountIssue(value, null);
      if (issue) ctx.addIssue({ code: "custom", message: issue });
    }),
  );

/**
 * An amount leaving a wallet: a JSON number in major units with at most two decimals (a
 * number, never text); out comes the same amount in minor units, a bigint: the one conversion
 * of a wallet's amount on its way in. The balance is the server's to check.
 */
export const walletAmountField = z.pipe(
  walletAmountSent,
  z.transform((value) => toMinorUnits(value)!),
);

/**
 * SPEC §3 "Wallet transfer" to another merchant: `toMerchant` is the receiving application's
 * merchant id. Sent twice: to `POST api/apps/transfer` (a code goes to the user's phone) and,
 * unchanged, to `POST api/apps/transfer/{OTP}`; the code is good for exactly this transfer.
 */
export const WalletTransferRequest = z.object({
  fromAppId: z.uuid(),
  amount: walletAmountField,
  currency: z._default(Currency, "AZN"),
  description: z._default(
    z.optional(z.string().check(z.trim(), z.maxLength(TRANSFER_DESCRIPTION_MAX, messages.tooLong))),
    "",
  ),
  toMerchant: z
    .string({ error: messages.required })
    .check(z.trim(), z.minLength(1, messages.required), z.regex(MERCHANT_ID, messages.merchantId)),
});
export type WalletTransferRequest = z.input<typeof WalletTransferRequest>;

/**
 * Who receives, as the sender sees it before sending: the application, and the name of the
 * merchant behind it (the company, or the sole trader) masked as a payout's recipient is
 * ("Xə*** Tu*** MM***"): enough to recognise, not enough to learn a name.
 */
export const TransferReceiver = z.object({ merchantId: z.string(), appName: z.string(), maskedFullName: z.string() });
export type TransferReceiver = z.infer<typeof TransferReceiver>;

/** `POST api/apps/transfer/receiver`: who a merchant id belongs to, asked before the code (as a payout's recipient is found). */
export const TransferReceiverRequest = z.pick(WalletTransferRequest, { fromAppId: true, toMerchant: true });
export type TransferReceiverRequest = z.input<typeof TransferReceiverRequest>;

/** The code went to the user's phone (`phoneHint`); a new one can be asked for in `resendIn` seconds. */
export const WalletTransferCodeSent = z.object({
  phoneHint: z.string(),
  resendIn: z.number().check(z.int()),
  receiver: TransferReceiver,
});
export type WalletTransferCodeSent = z.infer<typeof WalletTransferCodeSent>;

/** A transfer done: it moved at once, from one wallet to the other. */
export const WalletTransfer = z.object({
  id: z.uuid(),
  fromAppId: z.uuid(),
  receiver: TransferReceiver,
  amount: MajorAmount,
  currency: Currency,
  description: z.string(),
  createdAt: z.iso.datetime(),
  /** The sending wallet's payout balance after it. */
  payoutBalance: MajorAmount,
});
export type WalletTransfer = z.input<typeof WalletTransfer>;
