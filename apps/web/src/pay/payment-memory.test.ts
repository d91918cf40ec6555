import { afterEach, describe, expect, it } from "vitest";
import { forgetChallenge, rememberedOf, rememberResult } from "./payment-memory";
import { challengeResult, challengeToken, invoiceCode, paymentResult, transactionId } from "./test-fixtures";

afterEach(() => sessionStorage.clear());

describe("payment memory", () => {
  it("keeps an open challenge for this invoice until it ends", () => {
    rememberResult(invoiceCode, challengeResult());
    expect(rememberedOf(invoiceCode)).toEqual({
      challenge: { transactionId, maskedPan: "416973******0001", challengeToken },
      receipt: null,
    });
    expect(rememberedOf("OTHER-CODE").challenge).toBeNull();

    rememberResult(
      invoiceCode,
      paymentResult({ status: "failed", responseCode: "authenticationFailed", rrn: null, approvalCode: null }),
    );
    expect(rememberedOf(invoiceCode)).toEqual({ challenge: null, receipt: null });
  });

  it("forgets a challenge on request", () => {
    rememberResult(invoiceCode, challengeResult());
    forgetChallenge(invoiceCode);
    expect(rememberedOf(invoiceCode).challenge).toBeNull();
  });

  it("keeps the receipt of a payment or a hold, and only what the server gave", () => {
    rememberResult(invoiceCode, paymentResult({ status: "preAuth" }));
    expect(rememberedOf(invoiceCode).receipt).toEqual({
      maskedPan: "416973******0001",
      rrn: "512345678901",
      approvalCode: "A1B2C3",
    });
    expect(Object.values({ ...sessionStorage }).join()).not.toMatch(/\d{13,}/);
  });

  it("reads something it cannot understand as nothing kept", () => {
    sessionStorage.setItem(`checkout:receipt:${invoiceCode}`, "{not json");
    sessionStorage.setItem(`checkout:challenge:${invoiceCode}`, JSON.stringify({ transactionId }));
    expect(rememberedOf(invoiceCode)).toEqual({ challenge: null, receipt: null });
  });
});
