import type { OperationKind } from "@portal/contracts";
import type { RecordedTotals } from "../acquirer";
import type { KapitalOrder } from "./kapital-client";

/** Whether nothing is held on the order any more: a full reversal voids it, a partial one may bring it to zero. */
export const holdReleased = (order: KapitalOrder) => order.status === "Voided" || order.authorizedChargeAmount === 0n;

/**
 * What the order, read now, says of one operation of `amount` the portal has in progress,
 * beside what it recorded as done: "done", "absent", or "unclear" when the amounts fit neither
 * (another operation of the same payment may be on its way). Only whole matches count: money is
 * never moved on a guess.
 */
export function operationSeen(
  kind: OperationKind,
  order: KapitalOrder,
  amount: bigint,
  recorded: RecordedTotals,
): "done" | "absent" | "unclear" {
  if (kind === "reversal") {
    if (holdReleased(order)) return "done";
    return order.status === "Authorized" && order.clearedChargeAmount === 0n ? "absent" : "unclear";
  }
  const beyondRecorded =
    kind === "capture" ? order.clearedChargeAmount - recorded.captured : order.clearedRefundAmount - recorded.refunded;
  if (beyondRecorded === amount) return "done";
  if (beyondRecorded === 0n && (kind === "refund" || order.status === "Authorized")) return "absent";
  return "unclear";
}
