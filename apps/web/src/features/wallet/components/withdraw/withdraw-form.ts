import { zodResolver } from "@hookform/resolvers/zod";
import {
  messages,
  minorOf,
  otherBankFee,
  toMinorUnits,
  TRANSFER_DESCRIPTION_MAX,
  type Wallet,
  walletAmountIssue,
} from "@portal/contracts";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { useAmountCheckedAsTyped } from "@/components/money-dialog/money-form";

/**
 * What withdrawing `amount` costs, in minor units: the fee the server will quote (SPEC §9:
 * nothing to Kapital Bank, `otherBankFee` elsewhere) and both together. Null while the text
 * is no amount yet.
 */
export function withdrawalCost(freeOfFees: boolean, amount: string): { fee: bigint; withFee: bigint } | null {
  const minor = toMinorUnits(amount);
  if (minor === null || minor === 0n) return null;
  // At most 13 whole digits: far below 2^53 qapik, so the number is exact.
  const fee = freeOfFees ? 0n : BigInt(otherBankFee(Number(minor)));
  return { fee, withFee: minor + fee };
}

/**
 * The withdraw form: the contract's rules, and the amount's with its fee against the payout
 * balance (SPEC §5 "not above the card balance"; the fee leaves the wallet too), so the form
 * refuses exactly what the server would.
 */
const withdrawForm = (payoutBalance: bigint, freeOfFees: boolean) =>
  z.object({
    amount: z.string().check(
      z.superRefine((value, ctx) => {
        const fee = withdrawalCost(freeOfFees, value)?.fee ?? 0n;
        const issue = walletAmountIssue(value, payoutBalance - fee);
        if (issue) ctx.addIssue({ code: "custom", message: issue });
      }),
    ),
    description: z.string().check(z.trim(), z.maxLength(TRANSFER_DESCRIPTION_MAX, messages.tooLong)),
  });
export type WithdrawValues = z.input<ReturnType<typeof withdrawForm>>;

/**
 * The form of one dialog opening, kept while the code step shows, so Back finds it as it was.
 * The balance and the account are the wallet's as the screen shows them now.
 */
export function useWithdrawForm(wallet: Wallet) {
  const payoutBalance = minorOf(wallet.payoutBalance);
  const { freeOfFees } = wallet.withdrawal;
  const schema = useMemo(() => withdrawForm(payoutBalance, freeOfFees), [payoutBalance, freeOfFees]);
  const form = useForm<WithdrawValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { amount: "", description: "" },
  });
  useAmountCheckedAsTyped(form, schema);
  return form;
}
