import { describe, expect, it } from "vitest";
import { stageOfInvoice, stageOfResult } from "./checkout-stage";
import { checkoutInvoice, paymentResult, transactionId } from "./test-fixtures";

const payment = { maskedPan: "416973******0001", rrn: "512345678901", approvalCode: "A1B2C3", paidAt: "2026-03-05T10:30:00.000Z" };

const invoice = checkoutInvoice;
const result = paymentResult;

describe("stageOfInvoice", () => {
  it("opens the form on an unpaid invoice", () => {
    expect(stageOfInvoice(invoice())).toEqual({ kind: "form" });
  });

  it("shows a paid or held invoice with its payment", () => {
    expect(stageOfInvoice(invoice({ status: "paid", payable: false, payment }))).toEqual({ kind: "paid", receipt: payment });
    expect(stageOfInvoice(invoice({ status: "preAuth", payable: false, payment }))).toEqual({ kind: "held", receipt: payment });
  });

  it("shows the final state of an invoice with nothing left to pay", () => {
    for (const status of ["expired", "canceled", "refunded", "partialRefunded", "preAuthExpired"] as const) {
      expect(stageOfInvoice(invoice({ status, payable: false }))).toMatchObject({ kind: "closed", status });
    }
  });

  it("takes an unpaid invoice that can no longer be paid as expired", () => {
    expect(stageOfInvoice(invoice({ status: "failed", payable: false }))).toMatchObject({ kind: "closed", status: "expired" });
  });

  it("resumes a 3-D Secure challenge left open", () => {
    const pendingChallenge = { transactionId, maskedPan: "416973******0001" };
    expect(stageOfInvoice(invoice({ pendingChallenge, lastAttempt: { status: "inProgress", responseCode: "challengeRequired" } }))).toEqual({
      kind: "challenge",
      ...pendingChallenge,
    });
  });

  it("still says the last attempt failed, and waits on one in progress", () => {
    expect(stageOfInvoice(invoice({ status: "declined", lastAttempt: { status: "declined", responseCode: "insufficientFunds" } }))).toEqual({
      kind: "failed",
      responseCode: "insufficientFunds",
    });
    expect(stageOfInvoice(invoice({ lastAttempt: { status: "inProgress", responseCode: null } }))).toEqual({ kind: "processing" });
  });

  it("takes a challenge that is no longer pending as timed out", () => {
    expect(stageOfInvoice(invoice({ lastAttempt: { status: "inProgress", responseCode: "challengeRequired" } }))).toEqual({
      kind: "failed",
      responseCode: "challengeExpired",
    });
  });
});

describe("stageOfResult", () => {
  it("follows the acquirer's answer", () => {
    expect(stageOfResult(result())).toMatchObject({ kind: "paid", receipt: { maskedPan: "416973******0001", rrn: "512345678901" } });
    expect(stageOfResult(result({ status: "preAuth" }))).toMatchObject({ kind: "held" });
    expect(stageOfResult(result({ status: "declined", responseCode: "expiredCard" }))).toEqual({ kind: "failed", responseCode: "expiredCard" });
    expect(stageOfResult(result({ status: "failed", responseCode: "authenticationFailed" }))).toMatchObject({ kind: "failed" });
    expect(stageOfResult(result({ status: "inProgress", responseCode: "challengeRequired", challenge: true }))).toEqual({
      kind: "challenge",
      transactionId,
      maskedPan: "416973******0001",
    });
    expect(stageOfResult(result({ status: "inProgress", challenge: false }))).toEqual({ kind: "processing" });
  });
});
