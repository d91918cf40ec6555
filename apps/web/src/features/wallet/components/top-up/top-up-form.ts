import { zodResolver } from "@hookform/resolvers/zod";
import {
  messages,
  minorOf,
  TopUpRequest,
  TRANSFER_DESCRIPTION_MAX,
  type Wallet,
  walletAmountIssue,
} from "@portal/contracts";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { useAmountCheckedAsTyped } from "@/components/money-dialog/money-form";

/**
 * The top-up form: the contract's rules, and the amount's with the wallet's payout balance
 * (SPEC §5 "not above the card balance"; a top-up has no fee), so the form refuses exactly
 * what the server would.
 */
const topUpForm = (available: bigint) =>
  z.object({
    phoneNumber: TopUpRequest.shape.phoneNumber,
    amount: z.string().check(
      z.superRefine((value, ctx) => {
        const issue = walletAmountIssue(value, available);
        if (issue) ctx.addIssue({ code: "custom", message: issue });
      }),
    ),
    description: z.string().check(z.trim(), z.maxLength(TRANSFER_DESCRIPTION_MAX, messages.tooLong)),
  });
export type TopUpValues = z.input<ReturnType<typeof topUpForm>>;

/**
 * The form of one dialog opening, kept while the code step shows, so Back finds it as it was.
 * The balance is the wallet's as the screen shows it now.
 */
export function useTopUpForm(wallet: Wallet) {
  const available = minorOf(wallet.payoutBalance);
  const schema = useMemo(() => topUpForm(available), [available]);
  const form = useForm<TopUpValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { phoneNumber: "", amount: "", description: "" },
  });
  useAmountCheckedAsTyped(form, available);
  return form;
}
