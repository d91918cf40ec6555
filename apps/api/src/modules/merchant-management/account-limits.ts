import { fromMinorUnits, messages } from "@portal/contracts";
import type { Queryable } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { maxPaymentOf } from "./merchant-management.repo";

/**
 * The provider's limit on one payment of the account (set by a risk operator): a larger
 * invoice is refused when it is made, and a payment above it is refused at the checkout
 * (the limit may have been set after the invoice was made).
 */
export async function paymentAboveLimit(q: Queryable, accountId: string, amount: bigint): Promise<bigint | null> {
  const limit = await maxPaymentOf(q, accountId);
  return limit !== null && amount > limit ? limit : null;
}

export async function refuseAboveLimit(q: Queryable, accountId: string, amount: bigint) {
  const limit = await paymentAboveLimit(q, accountId, amount);
  if (limit !== null)
    throw new AppError(
      "AMOUNT_ABOVE_LIMIT",
      `The amount is above the largest single payment the provider allows this account (${fromMinorUnits(limit)}).`,
      { fields: { amount: messages.amountAboveLimit } },
    );
}
