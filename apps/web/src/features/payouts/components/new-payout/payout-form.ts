import { zodResolver } from "@hookform/resolvers/zod";
import {
  isFreePayoutTarget,
  messages,
  minorOf,
  payoutAccountIssue,
  payoutFee,
  type PayoutRecipient,
  type PayoutRecipientKind,
  toMinorUnits,
  TRANSFER_DESCRIPTION_MAX,
  type Wallet,
  walletAmountIssue,
} from "@portal/contracts";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import * as z from "zod/mini";
import { useAmountCheckedAsTyped } from "@/components/money-dialog/money-form";

/** SPEC §3 Payout "to": a bank account, a Kapital Bank card or another bank's card ("card type"). */
export const payoutDestinations = ["iban", "kapitalCard", "otherCard"] as const;
export type PayoutDestination = (typeof payoutDestinations)[number];

export const recipientKindOf = (to: PayoutDestination): PayoutRecipientKind => (to === "iban" ? "iban" : "card");

/** The recipient the bank found for an account as typed, with the holder's masked name (SPEC §7 by-search, masked-fullName). */
export interface FoundRecipient {
  kind: PayoutRecipientKind;
  account: string;
  recipient: PayoutRecipient;
  maskedFullName: string;
}

/** Spaces carry nothing in an IBAN or a card number: "AZ21 NABZ…" is the account found for "AZ21NABZ…". */
const sameAccount = (a: string, b: string) => a.replace(/\s+/g, "") === b.replace(/\s+/g, "");

/** The recipient found, if it is the one the form names now. */
export const foundFor = (found: FoundRecipient | null, to: PayoutDestination, account: string) =>
  found && found.kind === recipientKindOf(to) && sameAccount(found.account, account) ? found : null;

/**
 * Whether the payout is free of fees (SPEC §9: to Kapital Bank), as far as the form knows: the
 * bank's word once the recipient is found, else the account typed once it is one, else the
 * card type chosen; null while nothing says (the fee rule is shown, and the fee assumed).
 */
export function freeOfFees(to: PayoutDestination, account: string, found: FoundRecipient | null): boolean | null {
  if (found) return found.recipient.freeOfFees;
  const kind = recipientKindOf(to);
  if (payoutAccountIssue(kind, account) === null) return isFreePayoutTarget(kind, account);
  return to === "kapitalCard" ? true : null;
}

/** What paying out `amount` costs, in minor units: `payoutFee`'s fee and both together. Null while the text is no amount yet. */
export function payoutCost(
  to: PayoutDestination,
  account: string,
  amount: string,
  free: boolean | null,
): { fee: bigint; withFee: bigint } | null {
  const minor = toMinorUnits(amount);
  if (minor === null || minor === 0n) return null;
  // At most 13 whole digits: far below 2^53 qapik, so the number is exact.
  const fee = free ? 0n : BigInt(payoutFee(Number(minor), recipientKindOf(to), account));
  return { fee, withFee: minor + fee };
}

/** A card typed under "Kapital Bank card" must be one: the user chose it for no fee. */
const cardTypeIssue = (to: PayoutDestination, account: string) =>
  to === "kapitalCard" && !isFreePayoutTarget("card", account) ? "payouts.send.notKapitalCard" : null;

/**
 * The payout form: the contract's account rules (SPEC §5, §8 messages) and the amount's with
 * its fee against the payout balance (SPEC §5 "not above the card balance"), so the form
 * refuses what the server would.
 */
const payoutForm = (payoutBalance: bigint, found: FoundRecipient | null) =>
  z
    .object({
      to: z.enum(payoutDestinations),
      account: z.string(),
      amount: z.string(),
      description: z.string().check(z.trim(), z.maxLength(TRANSFER_DESCRIPTION_MAX, messages.tooLong)),
    })
    .check(
      z.superRefine(({ to, account, amount }, ctx) => {
        const accountIssue = payoutAccountIssue(recipientKindOf(to), account) ?? cardTypeIssue(to, account);
        if (accountIssue) ctx.addIssue({ code: "custom", message: accountIssue, path: ["account"] });
        const fee = payoutCost(to, account, amount, freeOfFees(to, account, foundFor(found, to, account)))?.fee ?? 0n;
        const amountIssue = walletAmountIssue(amount, payoutBalance - fee);
        if (amountIssue) ctx.addIssue({ code: "custom", message: amountIssue, path: ["amount"] });
      }),
    );
export type PayoutValues = z.input<ReturnType<typeof payoutForm>>;

/**
 * The form of one dialog opening, kept while the check step shows, so Back finds it as it was.
 * The balance is the wallet's as the screen shows it now; a recipient found may make it free.
 */
export function usePayoutForm(wallet: Wallet, found: FoundRecipient | null) {
  const payoutBalance = minorOf(wallet.payoutBalance);
  const schema = useMemo(() => payoutForm(payoutBalance, found), [payoutBalance, found]);
  const form = useForm<PayoutValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { to: "iban", account: "", amount: "", description: "" },
  });
  // The fee follows the account: a Kapital Bank one typed or found frees the amount's fee, and its check with it.
  const [to, account] = useWatch({ control: form.control, name: ["to", "account"] });
  useAmountCheckedAsTyped(form, `${payoutBalance}:${freeOfFees(to, account, foundFor(found, to, account))}`);
  return form;
}
