import { zodResolver } from "@hookform/resolvers/zod";
import {
  messages,
  minorOf,
  TRANSFER_DESCRIPTION_MAX,
  type Wallet,
  walletAmountIssue,
  WalletTransferRequest,
} from "@portal/contracts";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { useAmountCheckedAsTyped } from "@/components/money-dialog/money-form";

/**
 * The transfer form: the contract's rules, and the amount's with the wallet's payout balance
 * (SPEC §5 "not above the card balance"), so the form refuses exactly what the server would.
 */
const transferForm = (available: bigint) =>
  z.object({
    toMerchant: WalletTransferRequest.shape.toMerchant,
    amount: z.string().check(
      z.superRefine((value, ctx) => {
        const issue = walletAmountIssue(value, available);
        if (issue) ctx.addIssue({ code: "custom", message: issue });
      }),
    ),
    description: z.string().check(z.trim(), z.maxLength(TRANSFER_DESCRIPTION_MAX, messages.tooLong)),
  });
export type TransferValues = z.input<ReturnType<typeof transferForm>>;

/**
 * The form of one dialog opening, kept while the code step shows, so Back finds it as it was.
 * The balance is the wallet's as the screen shows it now.
 */
export function useTransferForm(wallet: Wallet) {
  const available = minorOf(wallet.payoutBalance);
  const schema = useMemo(() => transferForm(available), [available]);
  const form = useForm<TransferValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { toMerchant: "", amount: "", description: "" },
  });
  useAmountCheckedAsTyped(form, available);
  return form;
}
