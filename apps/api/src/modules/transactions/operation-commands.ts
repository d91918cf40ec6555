import type { GuardedAction, OperationKind, RefundReason } from "@portal/contracts";
import { messages } from "@portal/contracts";
import type { Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { holdRefusal, type Refusal, refundRefusal } from "./operation-changes";
import { holdEnding, type OperationDetails } from "./transaction-operations.repo";
import { refundableOf, type TransactionRow } from "./transactions.repo";

/** What every operation is asked with: the transaction, and an amount in minor units (none: all it may take). */
export interface OperationInput {
  transactionId: string;
  amount: bigint | null;
}

/**
 * One kind of operation on a transaction (docs/glossary.md "operation"), as the pipeline
 * (operation-pipeline.ts) runs it: everything that differs between a refund, a capture and a
 * reversal is here, and nothing else is anywhere.
 */
export interface OperationCommand<Input extends OperationInput = OperationInput> {
  kind: OperationKind;
  /** What a portal user needs to ask for it (`actionPermissions`); the merchant API's key holds every one. */
  permission: GuardedAction;
  /** What the same Idempotency-Key must come with again, beyond the transaction. */
  significant(input: Input): Record<string, unknown>;
  /** The rule, read under the transaction's lock: throws the refusal, or gives the amount the operation takes. */
  amount(tx: Tx, t: TransactionRow, input: Input, now: Date): Promise<bigint>;
  /** Money taken out of the wallet when the operation starts (a refund's), given back when the acquirer refuses. */
  reservesWallet: boolean;
  /** What the operation keeps of the input beyond its amount. */
  details(input: Input): OperationDetails;
}

const refused = (refusal: Refusal): never => {
  throw new AppError(refusal.code, refusal.message);
};

/** Above what the operation may take (the schema at each API's edge checked the rest of the amount's rules). */
const checkedAmount = (amount: bigint | null, limit: bigint, over: "transaction" | "refundable") => {
  if (amount === null) return limit;
  if (amount > limit) {
    const issue = over === "transaction" ? messages.amountAboveTransaction : messages.amountAboveRefundable;
    throw new AppError("VALIDATION_ERROR", "The amount is not valid for this operation.", {
      fields: { amount: issue },
    });
  }
  return amount;
};

const amountKept = (input: OperationInput) => ({ amount: input.amount?.toString() ?? null });

/** A hold can end once: a capture or reversal already running or done refuses another. */
async function holdMayEnd(tx: Tx, t: TransactionRow, now: Date) {
  const refusal = holdRefusal(t, now);
  if (refusal) refused(refusal);
  if (await holdEnding(tx, t.id))
    refused({ code: "HOLD_ENDED", message: "This hold is being completed or cancelled already." });
}

/** A refund is asked with why, when the merchant says. */
export interface RefundInput extends OperationInput {
  reason?: RefundReason | undefined;
}

/** Part or all (no amount) of what is refundable goes back to the card; the wallet pays it at once. */
export const refund: OperationCommand<RefundInput> = {
  kind: "refund",
  permission: "refund",
  significant: (input) => ({ ...amountKept(input), reason: input.reason ?? null }),
  async amount(_tx, t, input) {
    const refusal = refundRefusal(t);
    if (refusal) refused(refusal);
    return checkedAmount(input.amount, refundableOf(t), "refundable");
  },
  reservesWallet: true,
  details: (input) => ({ reason: input.reason ?? null }),
};

/** Part or all (no amount) of a hold is captured; the rest is released. */
export const capture: OperationCommand = {
  kind: "capture",
  permission: "completeHold",
  significant: amountKept,
  async amount(tx, t, input, now) {
    await holdMayEnd(tx, t, now);
    return checkedAmount(input.amount, t.amount, "transaction");
  },
  reservesWallet: false,
  details: () => ({}),
};

/** The whole hold is released to the card; any amount asked is ignored. */
export const reversal: OperationCommand = {
  kind: "reversal",
  permission: "cancelHold",
  significant: () => ({}),
  async amount(tx, t, _input, now) {
    await holdMayEnd(tx, t, now);
    return t.amount;
  },
  reservesWallet: false,
  details: () => ({}),
};
