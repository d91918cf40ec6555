import { describe, expect, it } from "vitest";
import { parseStatement } from "./camt";
import { answerPain001, buildCamt054 } from "./camt054-builder";
import { buildPain001, type CreditTransfer, type PaymentBlock } from "./pain001";

const debtor = { name: "Portal Payments MMC", iban: "AZ77AIIB38090019449300000001", bic: "AIIBAZ2X" };
const CLOSED_IBAN = "AZ34NABZ00000000137010009999";

const transfer = (n: number, amount: bigint, iban = "AZ21NABZ00000000137010001944"): CreditTransfer => ({
  endToEndId: `${"e".repeat(31)}${n}`,
  amount,
  currency: "AZN",
  creditor: { name: `Merchant ${n}`, iban },
  remittance: `Withdrawal ${n}`,
});

const painOf = (blocks: PaymentBlock[]) =>
  buildPain001({
    messageId: "PB20261204-1",
    createdAt: new Date("2026-12-04T09:00:00Z"),
    initiatingParty: "Portal",
    blocks,
  });

const options = {
  messageId: "SBXCAMT-1A2B3C4D",
  createdAt: new Date("2026-12-04T18:00:00.500Z"),
  bookingDate: "2026-12-04",
  returnOf: ({ iban }: { iban: string }) => (iban === CLOSED_IBAN ? { code: "AC04", text: "Account closed" } : null),
};

describe("the bank's answer to a pain.001", () => {
  it("books every transfer as a debit and credits a returned one back with its reason", () => {
    const pain = painOf([
      {
        debtor,
        executionDate: "2026-12-04",
        transfers: [transfer(1, 12_345n), transfer(2, 4_000n, CLOSED_IBAN), transfer(3, 5n)],
      },
    ]);
    const camt = answerPain001(pain, options);
    expect(camt).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">');
    const statement = parseStatement(camt);
    expect(statement).toMatchObject({
      kind: "camt.054",
      messageId: "SBXCAMT-1A2B3C4D",
      createdAt: "2026-12-04T18:00:00Z",
      accountIban: debtor.iban,
    });
    expect(
      statement.entries.map((e) => [e.creditDebit, e.status, e.bookingDate, e.amount, e.transactions[0]!.endToEndId]),
    ).toEqual([
      ["DBIT", "BOOK", "2026-12-04", 12_345n, transfer(1, 0n).endToEndId],
      ["DBIT", "BOOK", "2026-12-04", 4_000n, transfer(2, 0n).endToEndId],
      ["DBIT", "BOOK", "2026-12-04", 5n, transfer(3, 0n).endToEndId],
      ["CRDT", "BOOK", "2026-12-04", 4_000n, transfer(2, 0n).endToEndId],
    ]);
    const returned = statement.entries[3]!;
    expect(returned.transactions).toEqual([
      {
        endToEndId: transfer(2, 0n).endToEndId,
        amount: 4_000n,
        currency: "AZN",
        returnReason: "AC04",
        returnText: "Account closed",
      },
    ]);
    expect(statement.entries.filter((e) => e !== returned).every((e) => e.transactions[0]!.returnReason === null)).toBe(
      true,
    );
    expect(new Set(statement.entries.map((e) => e.entryRef)).size).toBe(4);
    expect(answerPain001(pain, options)).toBe(camt);
  });

  it("reports each debtor account in a notification of its own", () => {
    const other = { ...debtor, iban: "AZ96AIIB38090019449300000002" };
    const camt = answerPain001(
      painOf([
        { debtor, executionDate: "2026-12-04", transfers: [transfer(1, 100n)] },
        { debtor: other, executionDate: "2026-12-04", transfers: [transfer(2, 200n)] },
        { debtor, executionDate: "2026-12-05", transfers: [transfer(3, 300n)] },
      ]),
      options,
    );
    expect(camt.match(/<IBAN>[^<]*<\/IBAN>/g)).toEqual([`<IBAN>${debtor.iban}</IBAN>`, `<IBAN>${other.iban}</IBAN>`]);
    const statement = parseStatement(camt);
    expect(statement.accountIban).toBeNull();
    expect(statement.entries.map((e) => e.amount)).toEqual([100n, 300n, 200n]);
  });

  it("refuses what is not a pain.001", () => {
    expect(() => answerPain001("<Document/>", options)).toThrow(/not a pain\.001\.001\.09/);
    expect(() =>
      answerPain001(painOf([{ debtor, executionDate: "2026-12-04", transfers: [transfer(1, 1n)] }]), {
        ...options,
        messageId: "M".repeat(33),
      }),
    ).toThrow(/too long/);
  });
});

describe("buildCamt054", () => {
  it("writes the statements tests upload: rejections, duplicates, unknown ids, batches", () => {
    const entry = { currency: "AZN" as const, status: "BOOK", bookingDate: "2026-12-04" };
    const paid = {
      ...entry,
      amount: 500n,
      creditDebit: "DBIT" as const,
      transactions: [{ endToEndId: "a".repeat(32) }],
    };
    const camt = buildCamt054({
      messageId: "TEST-1",
      createdAt: new Date("2026-12-04T18:00:00Z"),
      notifications: [
        {
          accountIban: debtor.iban,
          entries: [
            paid,
            paid,
            {
              ...entry,
              amount: 700n,
              creditDebit: "DBIT",
              status: "RJCT",
              transactions: [{ endToEndId: "b".repeat(32) }],
            },
            {
              ...entry,
              amount: 900n,
              creditDebit: "DBIT",
              reversal: true,
              transactions: [
                { endToEndId: "c".repeat(32), amount: 400n },
                { endToEndId: null, amount: 500n },
              ],
            },
          ],
        },
      ],
    });
    const entries = parseStatement(camt).entries;
    expect(entries.map((e) => [e.status, e.reversal, e.transactions.map((t) => [t.endToEndId, t.amount])])).toEqual([
      ["BOOK", false, [["a".repeat(32), 500n]]],
      ["BOOK", false, [["a".repeat(32), 500n]]],
      ["RJCT", false, [["b".repeat(32), 700n]]],
      [
        "BOOK",
        true,
        [
          ["c".repeat(32), 400n],
          [null, 500n],
        ],
      ],
    ]);
  });
});
