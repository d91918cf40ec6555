import { describe, expect, it } from "vitest";
import { idempotencyKeys } from "./idempotency-keys";

const body = {
  cardNumber: "4169730000000001",
  expiry: "12/30",
  cvv: "123",
  cardHolder: "AYSEL MAMMADOVA",
  amount: 12.5,
  currency: "AZN" as const,
  language: "en" as const,
};

describe("idempotency keys", () => {
  it("gives a retry of the same details the same key", () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor(body);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.keyFor({ ...body })).toBe(first);
  });

  it("gives changed details, or a submission after an answer, a new key", () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor(body);
    const changed = keys.keyFor({ ...body, cvv: "321" });
    expect(changed).not.toBe(first);

    keys.settle();
    expect(keys.keyFor({ ...body, cvv: "321" })).not.toBe(changed);
  });

  it("gives a payment of another amount or currency a new key", () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor(body);
    const newAmount = keys.keyFor({ ...body, amount: 15 });
    expect(newAmount).not.toBe(first);
    expect(keys.keyFor({ ...body, amount: 15, currency: "USD" })).not.toBe(newAmount);
  });

  it("keeps the key when the same submission is sent again with a proof", () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor(body);
    const proof = {
      algorithm: "SHA-256" as const,
      salt: "salt",
      difficulty: 8,
      expiresAt: "2099-01-01T00:00:00.000Z",
      signature: "signature",
      nonce: 42,
    };
    expect(keys.keyFor({ ...body, proof })).toBe(first);
  });
});
