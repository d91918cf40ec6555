import { describe, expect, it } from "vitest";
import { brandOf, CARD_NUMBER_MAX_LENGTH, expiryOf, groupDigits } from "./card-input";

describe("card input", () => {
  it("groups the number in fours as typed, whatever else is pasted with it", () => {
    expect(groupDigits("4169")).toBe("4169");
    expect(groupDigits("41697")).toBe("4169 7");
    expect(groupDigits("4169-7300 0000.0001")).toBe("4169 7300 0000 0001");
    expect(groupDigits("4".repeat(25))).toHaveLength(CARD_NUMBER_MAX_LENGTH);
  });

  it("puts the slash in the expiry date by itself", () => {
    expect(expiryOf("1")).toBe("1");
    expect(expiryOf("12")).toBe("12");
    expect(expiryOf("123")).toBe("12/3");
    expect(expiryOf("12/30")).toBe("12/30");
    expect(expiryOf("123045")).toBe("12/30");
  });

  it("tells the brand once the first digits do", () => {
    expect(brandOf("")).toBeNull();
    expect(brandOf("4")).toBe("visa");
    expect(brandOf("5413 33")).toBe("mastercard");
    expect(brandOf("3782")).toBe("amex");
    expect(brandOf("6200")).toBe("unionpay");
    expect(brandOf("9999")).toBeNull();
  });
});
