import * as z from "zod/mini";
import { WithdrawalMethod } from "./applications";
import { messages } from "./field-rules";
import { phoneField } from "./fields";
import { Currency, MajorAmount } from "./money";
import { TRANSFER_DESCRIPTION_MAX, walletAmountField } from "./wallet-transfers";

/**
 * SPEC §3 "Withdraw": money from an application's wallet to its withdrawal account (the card
 * or the IBAN its settings name), with the fee of SPEC §9 (`withdrawalFee`). Sent to
 * `POST api/otp/init/withdraw` (a code goes to the user's phone) and, unchanged, to
 * `POST api/user/withdraw/{OTP}`. `phoneNumber`, when sent, must be the user's own: the code goes there.
 */
export const WithdrawRequest = z.object({
  appId: z.uuid(),
  amount: walletAmountField,
  currency: z._default(Currency, "AZN"),
  description: z._default(
    z.optional(z.string().check(z.trim(), z.maxLength(TRANSFER_DESCRIPTION_MAX, messages.tooLong))),
    "",
  ),
  phoneNumber: z.optional(phoneField),
});
export type WithdrawRequest = z.input<typeof WithdrawRequest>;

/** Where the money goes, masked, and what it costs: the amount, the fee and both together. */
export const WithdrawalQuote = z.object({
  method: WithdrawalMethod,
  account: z.string(),
  bankName: z.nullable(z.string()),
  amount: MajorAmount,
  fee: MajorAmount,
  amountWithFee: MajorAmount,
  currency: Currency,
});
export type WithdrawalQuote = z.input<typeof WithdrawalQuote>;

export const WithdrawCodeSent = z.object({
  phoneHint: z.string(),
  resendIn: z.number().check(z.int()),
  quote: WithdrawalQuote,
});
export type WithdrawCodeSent = z.input<typeof WithdrawCodeSent>;

/** `inProgress` until the bank answers; `sent` once it took the money; `failed` gives amount and fee back to the wallet. */
export const withdrawalStatuses = ["inProgress", "sent", "failed"] as const;
export const WithdrawalStatus = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;

export const Withdrawal = z.object({
  id: z.uuid(),
  appId: z.uuid(),
  status: WithdrawalStatus,
  /** The bank's words when it refused (English). */
  failureReason: z.nullable(z.string()),
  quote: WithdrawalQuote,
  description: z.string(),
  createdAt: z.iso.datetime(),
  /** The wallet's payout balance after it. */
  payoutBalance: MajorAmount,
});
export type Withdrawal = z.input<typeof Withdrawal>;
