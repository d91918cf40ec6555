import { describe, expect, it } from "vitest";
import { transaction } from "@/testing/transaction";
import { allowedOperations, amountLimit } from "./operation-rules";

const now = new Date("2026-05-20T12:00:00.000Z");
const hold = (preAuthExpiresAt: string | null) =>
  transaction({
    status: "preAuth",
    amount: 100,
    capturedAmount: 0,
    refundableAmount: 0,
    completionDate: null,
    preAuthExpiresAt,
  });

describe("allowedOperations", () => {
  it("lets a hold still held be captured or reversed, never refunded", () => {
    expect(allowedOperations(hold("2026-05-20T12:00:01.000Z"), now)).toEqual(["capture", "reversal"]);
  });

  it("offers nothing for a hold at or past its lapse, or without one", () => {
    expect(allowedOperations(hold("2026-05-20T12:00:00.000Z"), now)).toEqual([]);
    expect(allowedOperations(hold(null), now)).toEqual([]);
  });

  it.each(["success", "partialRefunded", "refundInProgress"] as const)(
    "lets %s money still there be refunded",
    (status) => {
      expect(allowedOperations(transaction({ status, refundableAmount: 0.01 }), now)).toEqual(["refund"]);
    },
  );

  it("refunds nothing once all is given back or being so, nor an attempt that took no money", () => {
    expect(allowedOperations(transaction({ status: "refundInProgress", refundableAmount: 0 }), now)).toEqual([]);
    for (const status of ["refunded", "reversed", "declined", "failed", "inProgress", "preAuthExpired"] as const) {
      expect(allowedOperations(transaction({ status }), now)).toEqual([]);
    }
  });
});

describe("amountLimit", () => {
  it("is the held amount for a capture and what is left for a refund, in minor units", () => {
    const t = transaction({ amount: 100, refundableAmount: 69.75 });
    expect(amountLimit("capture", t)).toBe(10000n);
    expect(amountLimit("refund", t)).toBe(6975n);
  });
});
