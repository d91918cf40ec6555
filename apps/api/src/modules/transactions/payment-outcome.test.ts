import { describe, expect, it } from "vitest";
import { CHALLENGE_TIMEOUT_MS, PRE_AUTH_LIFETIME_MS, paymentChanges } from "./payment-outcome";

const now = new Date("2026-11-24T10:00:00.000Z");
const attempt = { amount: 12_550n, maskedPan: "416973******1234", cardHolder: "LEYLA ALIYEVA" };
const approved = { kind: "approved", rrn: "613411234567", approvalCode: "A1B2C3" } as const;

describe("what an acquirer's answer does to an attempt in progress", () => {
  it("captures an approved payment: success, the invoice paid, its amount credited to the wallet", () => {
    const changes = paymentChanges(attempt, { preAuth: false }, approved, now);

    expect(changes.transaction).toEqual({
      status: "success",
      responseCode: "approved",
      responseDescription: "Approved",
      rrn: "613411234567",
      approvalCode: "A1B2C3",
      completionDate: now,
      capturedAmount: 12_550n,
    });
    expect(changes.invoice).toEqual({ status: "paid", paidAmount: 12_550n, completedByName: "LEYLA ALIYEVA" });
    expect(changes.event).toEqual({
      action: "paid",
      status: "paid",
      details: { cardNumber: "416973******1234", rrn: "613411234567" },
    });
    expect(changes.credit).toBe(12_550n);
    expect(changes.challenge).toBe(false);
  });

  it("only holds an approved amount when the invoice asks for a pre-authorisation: nothing reaches the wallet, the hold lapses in 7 days", () => {
    const changes = paymentChanges(attempt, { preAuth: true }, approved, now);

    expect(changes.transaction.status).toBe("preAuth");
    expect(changes.transaction.preAuthExpiresAt).toEqual(new Date(now.getTime() + PRE_AUTH_LIFETIME_MS));
    expect(changes.transaction.preAuthExpiresAt!.toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(changes.invoice).toEqual({ status: "preAuth", completedByName: "LEYLA ALIYEVA" });
    expect(changes.event?.action).toBe("preAuthorized");
    expect(changes.credit).toBeNull();
  });

  it.each([
    ["declined", "declined", "paymentDeclined"],
    ["insufficientFunds", "declined", "paymentDeclined"],
    ["expiredCard", "declined", "paymentDeclined"],
    ["authenticationFailed", "failed", "paymentFailed"],
    ["challengeCanceled", "failed", "paymentFailed"],
  ] as const)("ends a %s answer %s, with the reason on the attempt and in the history", (code, status, action) => {
    const changes = paymentChanges(
      attempt,
      { preAuth: false },
      { kind: "declined", code, description: "Bank's words" },
      now,
    );

    expect(changes.transaction).toEqual({
      status,
      responseCode: code,
      responseDescription: "Bank's words",
      completionDate: now,
    });
    expect(changes.invoice).toEqual({ status });
    expect(changes.event).toEqual({ action, status, details: { cardNumber: "416973******1234", responseCode: code } });
    expect(changes.credit).toBeNull();
  });

  it("keeps a 3-D Secure challenge in progress for ten minutes, the invoice and wallet untouched", () => {
    const changes = paymentChanges(attempt, { preAuth: false }, { kind: "challenge", reference: "ACS-1" }, now);

    expect(changes.transaction).toEqual({
      responseCode: "challengeRequired",
      acquirerReference: "ACS-1",
      attemptExpiresAt: new Date(now.getTime() + CHALLENGE_TIMEOUT_MS),
    });
    expect(changes.transaction.status).toBeUndefined();
    expect(changes.invoice).toBeNull();
    expect(changes.event).toBeNull();
    expect(changes.credit).toBeNull();
    expect(changes.challenge).toBe(true);
  });
});
