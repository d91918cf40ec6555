import { describe, expect, it } from "vitest";
import { idempotencyKeys } from "./idempotency-keys";

const body = { cardNumber: "4169730000000001", expiry: "12/30", cvv: "123", cardHolder: "AYSEL MAMMADOVA", language: "en" as const };

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
});
