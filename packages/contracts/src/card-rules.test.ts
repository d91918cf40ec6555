import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CardFieldName, cardFieldIssue, cardFieldValue, isCardExpired } from "./card-rules";
import { CardFields } from "./cards";

describe("card expiry", () => {
  it("is over once its month has passed", () => {
    expect(isCardExpired("11/26", "2026-11-22")).toBe(false);
    expect(isCardExpired("10/26", "2026-11-22")).toBe(true);
    expect(isCardExpired("01/27", "2026-11-22")).toBe(false);
    expect(isCardExpired("13/27", "2026-11-22")).toBe(true);
  });
});

describe("card field checks without a schema library", () => {
  it("name each field's broken rule with the schema's message key", () => {
    expect(cardFieldIssue("cardNumber", " ")).toBe("validation.required");
    expect(cardFieldIssue("cardNumber", "4169 7310 0008 0002")).toBe("validation.cardNumber");
    expect(cardFieldIssue("cardNumber", "4169 7310 0008 0001")).toBeNull();
    expect(cardFieldIssue("expiry", "1/30")).toBe("validation.cardExpiry");
    expect(cardFieldIssue("expiry", "10/26", "2026-11-22")).toBe("validation.cardExpired");
    expect(cardFieldIssue("expiry", "10/26")).toBeNull();
    expect(cardFieldIssue("cvv", "12")).toBe("validation.cvv");
    expect(cardFieldIssue("cardHolder", "A".repeat(101))).toBe("validation.tooLong");
    expect(cardFieldIssue("cardHolder", " LEYLA ")).toBeNull();
  });

  it("agree with the zod schema the API checks the same card with", () => {
    const typed = fc.oneof(
      fc.string({ maxLength: 24 }),
      fc.stringMatching(/^[\d -]{0,24}$/),
      fc.stringMatching(/^\d{2}\/\d{2}$/),
    );
    const fields: CardFieldName[] = ["cardNumber", "expiry", "cvv", "cardHolder"];
    fc.assert(
      fc.property(typed, typed, typed, typed, (cardNumber, expiry, cvv, cardHolder) => {
        const card = { cardNumber, expiry, cvv, cardHolder };
        const parsed = CardFields.safeParse(card);
        for (const field of fields) {
          const issue = parsed.error?.issues.find((i) => i.path[0] === field)?.message ?? null;
          expect(cardFieldIssue(field, card[field]), field).toBe(issue);
        }
        if (parsed.success)
          for (const field of fields) expect(cardFieldValue(field, card[field])).toBe(parsed.data[field]);
      }),
    );
  });
});
