import { walletOperationKinds } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { payoutGroups, settlementLineOf, summaryLines } from "./settlement-lines";

const at = (minute: number) => new Date(Date.UTC(2026, 4, 14, 10, minute));

describe("the report's lines", () => {
  it("puts every kind of wallet entry in one line", () => {
    for (const kind of walletOperationKinds)
      for (const credit of [true, false])
        for (const sentByEnd of [true, false])
          expect(settlementLineOf({ kind, credit, sentByEnd })).toBeTypeOf("string");
    expect(settlementLineOf({ kind: "walletTransfer", credit: true, sentByEnd: false })).toBe("transfersIn");
    expect(settlementLineOf({ kind: "walletTransfer", credit: false, sentByEnd: false })).toBe("transfersOut");
    expect(settlementLineOf({ kind: "topUp", credit: false, sentByEnd: true })).toBe("paidOut");
    expect(settlementLineOf({ kind: "payout", credit: false, sentByEnd: false })).toBe("held");
    expect(settlementLineOf({ kind: "refundFailed", credit: true, sentByEnd: false })).toBe("refunds");
  });

  it("lists every line in order, zeros included, each sum in its line", () => {
    const lines = summaryLines([
      { kind: "cardPayment", credit: true, sentByEnd: false, amount: 10_000n, count: 2 },
      { kind: "capture", credit: true, sentByEnd: false, amount: 2_550n, count: 1 },
      { kind: "payoutFee", credit: false, sentByEnd: false, amount: -100n, count: 1 },
    ]);
    expect(lines.map((l) => [l.kind, l.amount, l.count])).toEqual([
      ["payments", 12_550n, 3],
      ["refunds", 0n, 0],
      ["transfersIn", 0n, 0],
      ["transfersOut", 0n, 0],
      ["fees", -100n, 1],
      ["paidOut", 0n, 0],
      ["held", 0n, 0],
      ["returned", 0n, 0],
    ]);
  });
});

describe("a payout's operations", () => {
  const payouts = [
    { id: "p1", createdAt: at(10) },
    { id: "p2", createdAt: at(20) },
  ];
  const entry = (id: string, kind: (typeof walletOperationKinds)[number], minute: number, reference = id) => ({
    id,
    kind,
    createdAt: at(minute),
    reference,
  });

  it("are those booked after the previous one left, up to it, its own amount and fee included", () => {
    const groups = payoutGroups(
      payouts,
      [
        entry("before", "cardPayment", 1),
        entry("old-payout", "payout", 2, "p0"),
        entry("a", "cardPayment", 5),
        entry("p1-fee", "payoutFee", 10, "p1"),
        entry("p1-out", "payout", 10, "p1"),
        entry("same-instant", "refund", 10),
        entry("p1-back", "payoutReturned", 12, "p1"),
        entry("b", "cardPayment", 15),
        entry("p2-out", "withdrawal", 20, "p2"),
        entry("after", "cardPayment", 25),
      ],
      at(2),
    );
    expect(groups.get("p1")!.map((e) => e.id)).toEqual(["a", "p1-fee", "p1-out", "same-instant"]);
    expect(groups.get("p2")!.map((e) => e.id)).toEqual(["p1-back", "b", "p2-out"]);
  });
});
