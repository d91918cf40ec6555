import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { amountTextOf, fromMinorUnits, MajorAmount, minorOf, toMinorUnits } from "./money";

describe("money at the boundary", () => {
  it.each([
    ["1", 100n],
    ["1.5", 150n],
    ["1.05", 105n],
    ["39999.99", 3_999_999n],
    ["40000", 4_000_000n],
    [" 12.30 ", 1230n],
    [12.3, 1230n],
    [0.1, 10n],
    ["0", 0n],
  ] as const)("%s → %s minor units", (input, minor) => expect(toMinorUnits(input)).toBe(minor));

  it.each(["1.005", "1e3", "-1", "+1", "1,5", "", ".5", "5.", "abc", "0x10", "1 000", "12345678901234"])(
    "refuses %j",
    (input) => {
      expect(toMinorUnits(input)).toBeNull();
    },
  );

  it("refuses non-finite and exponent numbers", () => {
    for (const n of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, -5]) expect(toMinorUnits(n)).toBeNull();
  });

  it("round-trips every amount of cents exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999_99n }), (minor) => {
        expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor);
      }),
    );
  });

  it("agrees with decimal arithmetic where floats would not", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, "0")}`;
        expect(toMinorUnits(text)).toBe(BigInt(whole) * 100n + BigInt(cents));
      }),
    );
  });

  it("reads a number a client's arithmetic made as the whole cent it stands for, and no other", () => {
    expect(toMinorUnits(0.1 + 0.2)).toBe(30n);
    expect(toMinorUnits(35 * 0.01)).toBe(35n);
    expect(amountTextOf(0.35000000000000003)).toBe("0.35");
    // Cents times 0.01, as a generator of the documents' multipleOf: 0.01 writes them, up to the largest amount.
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), (minor) => {
        expect(toMinorUnits(Number(minor) * 0.01)).toBe(minor);
      }),
      { numRuns: 5000 },
    );
    for (const n of [10.001, 0.005, 1.999, 12.3456, 0.30000001, 1e-7]) expect(toMinorUnits(n), String(n)).toBeNull();
    expect(amountTextOf(10.001)).toBe("10.001");
  });

  it("formats negative amounts", () => {
    expect(fromMinorUnits(-105n)).toBe("-1.05");
  });
});

describe("MajorAmount, an answer's amount", () => {
  const Answer = z.object({ amount: MajorAmount, fee: z.nullable(MajorAmount) });

  it("sends minor units as the decimal number in major units, debits included", () => {
    expect(z.encode(Answer, { amount: 1250n, fee: null })).toEqual({ amount: 12.5, fee: null });
    expect(z.encode(Answer, { amount: -105n, fee: 1n })).toEqual({ amount: -1.05, fee: 0.01 });
  });

  it("reads what was sent back into the same minor units", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -999_999_999_99n, max: 999_999_999_999_99n }), (minor) => {
        expect(z.decode(MajorAmount, z.encode(MajorAmount, minor))).toBe(minor);
      }),
    );
  });

  it("gives the portal what was sent in minor units, to check typed amounts against (minorOf)", () => {
    expect(minorOf(1250.5)).toBe(125050n);
    expect(minorOf(-1.05)).toBe(-105n);
    expect(() => minorOf(Number.NaN)).toThrow();
  });

  it("refuses a sent amount with a fraction of a minor unit, and a decimal where minor units belong", () => {
    expect(z.safeDecode(MajorAmount, 1.005).success).toBe(false);
    // @ts-expect-error: what a service would hand over if it converted the amount itself.
    expect(z.safeEncode(Answer, { amount: 12.5, fee: null }).success).toBe(false);
  });

  it("is documented as the number the API sends", () => {
    // As the API's documents are made (fastify-type-provider-zod): a bigint alone would be `{}` there.
    expect(z.toJSONSchema(Answer, { io: "output", unrepresentable: "any" })).toMatchObject({
      properties: { amount: { type: "number" }, fee: { type: ["number", "null"] } },
    });
  });
});
