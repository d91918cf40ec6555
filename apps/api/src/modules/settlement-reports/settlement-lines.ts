import { type SettlementLineKind, settlementLineKinds, type WalletOperationKind } from "@portal/contracts";

/**
 * Where each kind of wallet entry counts in the report (docs/settlement-report.md). Typed
 * over every wallet operation kind, so a new kind of ledger transfer does not compile until it
 * has a line: every entry counts in exactly one, and the report always adds up.
 */
const lineOfKind = {
  cardPayment: "payments",
  capture: "payments",
  refund: "refunds",
  refundFailed: "refunds",
  walletTransfer: "transfer",
  withdrawal: "moneyOut",
  payout: "moneyOut",
  topUp: "moneyOut",
  withdrawalFee: "fees",
  payoutFee: "fees",
  withdrawalReturned: "returned",
  payoutReturned: "returned",
  topUpReturned: "returned",
} as const satisfies Record<WalletOperationKind, SettlementLineKind | "transfer" | "moneyOut">;

/**
 * The line of one entry: a transfer by its sign; money out by whether the bank had taken it
 * when the period ended (paid out) or not (held: in review, on its way, or returned).
 */
export function settlementLineOf(entry: {
  kind: WalletOperationKind;
  credit: boolean;
  sentByEnd: boolean;
}): SettlementLineKind {
  const line = lineOfKind[entry.kind];
  if (line === "transfer") return entry.credit ? "transfersIn" : "transfersOut";
  if (line === "moneyOut") return entry.sentByEnd ? "paidOut" : "held";
  return line;
}

/** Every line, in the report's order, with the sums of the entries that count in it (zeros included). */
export function summaryLines(
  sums: { kind: WalletOperationKind; credit: boolean; sentByEnd: boolean; amount: bigint; count: number }[],
): { kind: SettlementLineKind; amount: bigint; count: number }[] {
  const lines = new Map(settlementLineKinds.map((kind) => [kind, { kind, amount: 0n, count: 0 }]));
  for (const sum of sums) {
    const line = lines.get(settlementLineOf(sum))!;
    line.amount += sum.amount;
    line.count += sum.count;
  }
  return [...lines.values()];
}

interface Entry {
  id: string;
  kind: WalletOperationKind;
  createdAt: Date;
  reference: string;
}

interface Boundary {
  id: string;
  createdAt: Date;
}

/** A payout's own entries: what left for the bank and its fee. */
const ownKinds = new Set<WalletOperationKind>(["withdrawal", "payout", "topUp", "withdrawalFee", "payoutFee"]);

const byTime = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The entries each payout paid out, as a bank statement groups a payout's transactions: its
 * own amount and fee, and every other entry booked after the previous payout left (`since`,
 * or the first payout of the period's predecessor) up to it. An entry booked at the very
 * instant a payout left belongs to that payout. Entries are returned oldest first.
 */
export function payoutGroups<E extends Entry>(
  payouts: readonly Boundary[],
  entries: readonly E[],
  since: Date | null,
): Map<string, E[]> {
  const ordered = [...payouts].sort(byTime);
  const groups = new Map<string, E[]>(ordered.map((p) => [p.id, []]));
  for (const entry of [...entries].sort(byTime)) {
    if (since && entry.createdAt.getTime() <= since.getTime()) continue;
    const own = ownKinds.has(entry.kind) ? groups.get(entry.reference) : undefined;
    if (own) {
      own.push(entry);
      continue;
    }
    const next = ordered.find((p) => p.createdAt.getTime() >= entry.createdAt.getTime());
    if (next) groups.get(next.id)!.push(entry);
  }
  return groups;
}
