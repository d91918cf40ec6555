import { describe, expect, it } from "vitest";
import { stageOfInvoice, stageOfResult } from "./checkout-stage";
import type { Remembered } from "./payment-memory";
import { challengeResult, challengeToken, checkoutInvoice, paymentResult, transactionId } from "./test-fixtures";

const paidAt = "2026-03-05T10:30:00.000Z";
const receipt = { maskedPan: "416973******0001", rrn: "512345678901", approvalCode: "A1B2C3" };
const challenge = { transactionId, maskedPan: "416973******0001", challengeToken };

/** A browser that kept nothing: another one, or this one before it paid. */
const nothing: Remembered = { challenge: null, receipt: null };

const invoice = checkoutInvoice;
const result = paymentResult;

describe("stageOfInvoice", () => {
  it("opens the form on an unpaid invoice", () => {
    expect(stageOfInvoice(invoice(), nothing)).toEqual({ kind: "form" });
  });

  it("shows a paid or held invoice with the receipt where this browser paid", () => {
    const payment = { paidAt };
    expect(stageOfInvoice(invoice({ status: "paid", payable: false, payment }), { challenge: null, receipt })).toEqual({
      kind: "paid",
      receipt,
      paidAt,
    });
    expect(
      stageOfInvoice(invoice({ status: "preAuth", payable: false, payment }), { challenge: null, receipt }),
    ).toEqual({
      kind: "held",
      receipt,
      paidAt,
    });
  });

  it("shows anyone else only that it is paid, and when", () => {
    expect(stageOfInvoice(invoice({ status: "paid", payable: false, payment: { paidAt } }), nothing)).toEqual({
      kind: "paid",
      receipt: null,
      paidAt,
    });
  });

  it("shows the final state of an invoice with nothing left to pay", () => {
    for (const status of ["expired", "canceled", "refunded", "partialRefunded", "preAuthExpired"] as const) {
      expect(stageOfInvoice(invoice({ status, payable: false }), nothing)).toMatchObject({ kind: "closed", status });
    }
  });

  it("shows an unpaid invoice of a merchant that takes no payments now as not available, not expired", () => {
    expect(stageOfInvoice(invoice({ payable: false, merchantAvailable: false }), nothing)).toEqual({
      kind: "closed",
      status: "merchantUnavailable",
      receipt: null,
      paidAt: null,
    });
    // Paid before the merchant stopped: still paid.
    expect(
      stageOfInvoice(
        invoice({ status: "paid", payable: false, merchantAvailable: false, payment: { paidAt } }),
        nothing,
      ),
    ).toMatchObject({ kind: "paid" });
  });

  it("takes an unpaid invoice that can no longer be paid as expired", () => {
    expect(stageOfInvoice(invoice({ status: "failed", payable: false }), nothing)).toMatchObject({
      kind: "closed",
      status: "expired",
    });
  });

  it("resumes the 3-D Secure challenge this browser started", () => {
    const pending = invoice({
      challengePending: true,
      lastAttempt: { status: "inProgress", responseCode: "challengeRequired" },
    });
    expect(stageOfInvoice(pending, { challenge, receipt: null })).toEqual({ kind: "challenge", challenge });
  });

  it("shows a challenge another browser started as a payment in progress", () => {
    const pending = invoice({
      challengePending: true,
      lastAttempt: { status: "inProgress", responseCode: "challengeRequired" },
    });
    expect(stageOfInvoice(pending, nothing)).toEqual({ kind: "processing" });
  });

  it("still says the last attempt failed, and waits on one in progress", () => {
    expect(
      stageOfInvoice(
        invoice({ status: "declined", lastAttempt: { status: "declined", responseCode: "declined" } }),
        nothing,
      ),
    ).toEqual({
      kind: "failed",
    });
    expect(stageOfInvoice(invoice({ lastAttempt: { status: "inProgress", responseCode: null } }), nothing)).toEqual({
      kind: "processing",
    });
  });

  it("takes a challenge that is no longer pending as failed, even if this browser kept it", () => {
    const timedOut = invoice({ lastAttempt: { status: "inProgress", responseCode: "challengeRequired" } });
    expect(stageOfInvoice(timedOut, { challenge, receipt: null })).toEqual({ kind: "failed" });
  });
});

describe("stageOfResult", () => {
  it("follows the acquirer's answer", () => {
    expect(stageOfResult(result())).toEqual({ kind: "paid", receipt, paidAt: null });
    expect(stageOfResult(result({ status: "preAuth" }))).toMatchObject({ kind: "held", receipt });
    expect(stageOfResult(result({ status: "declined", responseCode: "declined" }))).toEqual({ kind: "failed" });
    expect(stageOfResult(result({ status: "failed", responseCode: "authenticationFailed" }))).toEqual({
      kind: "failed",
    });
    expect(stageOfResult(challengeResult())).toEqual({ kind: "challenge", challenge });
    expect(stageOfResult(result({ status: "inProgress", challenge: false }))).toEqual({ kind: "processing" });
  });

  it("cannot answer a challenge that came without its token", () => {
    expect(stageOfResult(challengeResult({ challengeToken: null }))).toEqual({ kind: "processing" });
  });
});
