import { fromMinorUnits } from "@portal/contracts";
import fc from "fast-check";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { buildPain001, type CreditTransfer, endToEndIdOf, groupIntoBlocks, parsePain001 } from "./pain001";

const debtors = [
  { name: "Portal Payments MMC", iban: "AZ77AIIB38090019449300000001", bic: "AIIBAZ2X" },
  { name: "Portal Ödəniş", iban: "AZ96AIIB38090019449300000002", bic: "AIIBAZ2XXXX" },
];

// Names as merchants type them: Azerbaijani, Russian, emoji, markup, anything in Unicode.
const letters = [..."aZ09 /-?:().,'+&<>\"əƏşŞçÇğĞıİöÖüÜщЩжЖъЬёЁйЮя😀👩‍👩‍👧\u0301\t\n中"];
const text = fc.oneof(
  fc.string({ unit: fc.constantFrom(...letters), maxLength: 200, size: "max" }),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 80 }),
);

const transfers = fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 200, size: "max" }).chain((ids) =>
  fc.tuple(
    ...ids.map((id) =>
      fc.record({
        endToEndId: fc.constant(endToEndIdOf(id)),
        amount: fc.bigInt({ min: 1n, max: 10n ** 12n }),
        currency: fc.constantFrom("AZN" as const, "USD" as const, "EUR" as const, "AED" as const),
        creditor: fc.record({ name: text, iban: fc.constant("AZ21NABZ00000000137010001944"), bic: fc.constant(null) }),
        remittance: text,
        debtor: fc.constantFrom(...debtors),
        executionDate: fc.constantFrom("2026-12-04", "2026-12-05"),
      }),
    ),
  ),
);

const fileOf = (list: (CreditTransfer & { debtor: (typeof debtors)[number]; executionDate: string })[]) =>
  buildPain001({
    messageId: "PB20261204-PROPERTY",
    createdAt: new Date("2026-12-04T09:30:00Z"),
    initiatingParty: "Portal Payments MMC",
    blocks: groupIntoBlocks(list),
  });

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === "PmtInf" || name === "CdtTrfTxInf",
});
const sumOf = (list: { amount: bigint }[]) => fromMinorUnits(list.reduce((s, t) => s + t.amount, 0n));
const BANK_TEXT = /^[a-zA-Z0-9/\-?:().,'+ ]+$/;
const unescape = (value: string) => value.replaceAll("&apos;", "'");

describe("pain.001 properties", () => {
  it("control sums, counts and texts hold for any transfers", () => {
    fc.assert(
      fc.property(transfers, (list) => {
        const xml = fileOf(list);
        const root = parser.parse(xml).Document.CstmrCdtTrfInitn;
        expect(root.GrpHdr.CtrlSum).toBe(sumOf(list));
        expect(root.GrpHdr.NbOfTxs).toBe(String(list.length));
        for (const block of root.PmtInf) {
          const ids = new Set(block.CdtTrfTxInf.map((t: { PmtId: { EndToEndId: string } }) => t.PmtId.EndToEndId));
          const own = list.filter((t) => ids.has(t.endToEndId));
          expect(block.CtrlSum).toBe(sumOf(own));
          expect(block.NbOfTxs).toBe(String(own.length));
        }
        for (const [, tag, value] of xml.matchAll(/<(Nm|Ustrd)>([^<]*)<\/\1>/g)) {
          expect(unescape(value!)).toMatch(BANK_TEXT);
          expect(unescape(value!).length).toBeLessThanOrEqual(tag === "Nm" ? 70 : 140);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("reads back the same transfers, and writes the same bytes twice", () => {
    fc.assert(
      fc.property(transfers, (list) => {
        const xml = fileOf(list);
        expect(fileOf(list)).toBe(xml);
        const back = parsePain001(xml).blocks.flatMap((b) => b.transfers);
        const key = (t: { endToEndId: string; amount: bigint; currency: string }) =>
          `${t.endToEndId} ${t.amount} ${t.currency}`;
        expect(back.map(key).sort()).toEqual(list.map(key).sort());
      }),
      { numRuns: 60 },
    );
  });
});
