import type { OpsKey } from "../../lib/i18n";
import type { Translate } from "../../lib/use-texts";
import type { Difference, DifferenceStatus } from "./api";

/** The side in words, naming the outside it is about: "At the acquirer only", "At the bank only". */
export function sideKey({ side, source }: Pick<Difference, "side" | "source">): OpsKey {
  if (side === "ledgerOnly") return "ops.differenceSides.ledgerOnly";
  if (side === "amount") return "ops.differenceSides.amount";
  return source === "acquirer" ? "ops.differenceSides.acquirerOnly" : "ops.differenceSides.bankOnly";
}

const kindKeys: Partial<Record<string, OpsKey>> = {
  capture: "ops.reconciliationKinds.capture",
  refund: "ops.reconciliationKinds.refund",
  reversal: "ops.reconciliationKinds.reversal",
  transfer: "ops.reconciliationKinds.transfer",
  debit: "ops.reconciliationKinds.debit",
  credit: "ops.reconciliationKinds.credit",
  sent: "ops.reconciliationKinds.sent",
  returned: "ops.reconciliationKinds.returned",
};

/** What a difference or a total is about, in words; a kind this build does not know yet as the API names it. */
export function kindText(kind: string, t: Translate): string {
  const key = kindKeys[kind];
  return key ? t(key) : kind;
}

/** Where a difference stands, as the API's filters say: explained wins over a later agreement of both sides. */
export const statusOf = (difference: Difference): Exclude<DifferenceStatus, "all"> =>
  difference.explainedAt ? "explained" : difference.resolvedAt ? "resolved" : "open";
