import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import {
  buildPain001,
  type CreditTransfer,
  endToEndIdOf,
  groupIntoBlocks,
  type Pain001Input,
  parsePain001,
  uuidOfEndToEndId,
} from "./pain001";

const debtor = { name: "Portal Payments MMC", iban: "AZ77AIIB38090019449300000001", bic: "AIIBAZ2X" };
const otherDebtor = { name: "Portal Payments MMC", iban: "AZ96AIIB38090019449300000002", bic: "AIIBAZ2X" };

const transfer = (n: number, more: Partial<CreditTransfer> = {}): CreditTransfer => ({
  endToEndId: endToEndIdOf(`3f2b1c4d-0000-4000-8000-${String(n).padStart(12, "0")}`),
  amount: 12_345n,
  currency: "AZN",
  creditor: { name: "Məmmədov Şəhriyar", iban: "AZ21NABZ00000000137010001944" },
  remittance: "Çıxarış №42",
  ...more,
});

const input = (more: Partial<Pain001Input> = {}): Pain001Input => ({
  messageId: "PB20261204-1A2B3C4D",
  createdAt: new Date("2026-12-04T09:30:15.123Z"),
  initiatingParty: "Portal Payments MMC",
  blocks: [{ debtor, executionDate: "2026-12-04", transfers: [transfer(1)] }],
  ...more,
});

/** Element names in document order, to check the XSD's sequence. */
const ordered = new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false });
type Ordered = Record<string, unknown>[];
const nameOf = (node: Record<string, unknown>) => Object.keys(node).find((k) => k !== ":@")!;
const childrenOf = (nodes: Ordered, name: string, index = 0) =>
  nodes.filter((n) => nameOf(n) === name)[index]![name] as Ordered;
const namesOf = (nodes: Ordered) => nodes.map(nameOf);

describe("pain.001.001.09", () => {
  it("writes the document a bank expects", () => {
    expect(buildPain001(input())).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>PB20261204-1A2B3C4D</MsgId>
      <CreDtTm>2026-12-04T09:30:15Z</CreDtTm>
      <NbOfTxs>1</NbOfTxs>
      <CtrlSum>123.45</CtrlSum>
      <InitgPty>
        <Nm>Portal Payments MMC</Nm>
      </InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>PB20261204-1A2B3C4D-1</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <BtchBookg>true</BtchBookg>
      <NbOfTxs>1</NbOfTxs>
      <CtrlSum>123.45</CtrlSum>
      <ReqdExctnDt>
        <Dt>2026-12-04</Dt>
      </ReqdExctnDt>
      <Dbtr>
        <Nm>Portal Payments MMC</Nm>
      </Dbtr>
      <DbtrAcct>
        <Id>
          <IBAN>AZ77AIIB38090019449300000001</IBAN>
        </Id>
      </DbtrAcct>
      <DbtrAgt>
        <FinInstnId>
          <BICFI>AIIBAZ2X</BICFI>
        </FinInstnId>
      </DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
      <CdtTrfTxInf>
        <PmtId>
          <InstrId>3f2b1c4d000040008000000000000001</InstrId>
          <EndToEndId>3f2b1c4d000040008000000000000001</EndToEndId>
        </PmtId>
        <Amt>
          <InstdAmt Ccy="AZN">123.45</InstdAmt>
        </Amt>
        <Cdtr>
          <Nm>Memmedov Shehriyar</Nm>
        </Cdtr>
        <CdtrAcct>
          <Id>
            <IBAN>AZ21NABZ00000000137010001944</IBAN>
          </Id>
        </CdtrAcct>
        <RmtInf>
          <Ustrd>Chixarish No42</Ustrd>
        </RmtInf>
      </CdtTrfTxInf>
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`);
  });

  it("keeps the XSD's sequence, with the creditor's agent only when its BIC is known", () => {
    const xml = buildPain001(
      input({
        blocks: [
          {
            debtor,
            executionDate: "2026-12-04",
            transfers: [
              transfer(1, { creditor: { name: "A", iban: "AZ21NABZ00000000137010001944", bic: "NABZAZ2CXXX" } }),
              transfer(2),
            ],
          },
        ],
      }),
    );
    const document = childrenOf(ordered.parse(xml) as Ordered, "Document");
    const root = childrenOf(document, "CstmrCdtTrfInitn");
    expect(namesOf(root)).toEqual(["GrpHdr", "PmtInf"]);
    expect(namesOf(childrenOf(root, "GrpHdr"))).toEqual(["MsgId", "CreDtTm", "NbOfTxs", "CtrlSum", "InitgPty"]);
    const block = childrenOf(root, "PmtInf");
    expect(namesOf(block)).toEqual([
      "PmtInfId",
      "PmtMtd",
      "BtchBookg",
      "NbOfTxs",
      "CtrlSum",
      "ReqdExctnDt",
      "Dbtr",
      "DbtrAcct",
      "DbtrAgt",
      "ChrgBr",
      "CdtTrfTxInf",
      "CdtTrfTxInf",
    ]);
    expect(namesOf(childrenOf(block, "CdtTrfTxInf", 0))).toEqual([
      "PmtId",
      "Amt",
      "CdtrAgt",
      "Cdtr",
      "CdtrAcct",
      "RmtInf",
    ]);
    expect(namesOf(childrenOf(block, "CdtTrfTxInf", 1))).toEqual(["PmtId", "Amt", "Cdtr", "CdtrAcct", "RmtInf"]);
    expect(namesOf(childrenOf(childrenOf(block, "CdtTrfTxInf", 0), "PmtId"))).toEqual(["InstrId", "EndToEndId"]);
  });

  it("makes one payment block per debtor account and execution date", () => {
    const on = (n: number, from: typeof debtor, executionDate: string) => ({
      ...transfer(n),
      debtor: from,
      executionDate,
    });
    const blocks = groupIntoBlocks([
      on(1, debtor, "2026-12-04"),
      on(2, otherDebtor, "2026-12-04"),
      on(3, debtor, "2026-12-05"),
      on(4, debtor, "2026-12-04"),
      on(5, otherDebtor, "2026-12-04"),
    ]);
    expect(blocks.map((b) => [b.debtor.iban, b.executionDate, b.transfers.length])).toEqual([
      [debtor.iban, "2026-12-04", 2],
      [otherDebtor.iban, "2026-12-04", 2],
      [debtor.iban, "2026-12-05", 1],
    ]);
    expect(blocks[0]!.transfers[1]).toEqual(transfer(4));

    const xml = buildPain001(input({ blocks }));
    expect(xml.match(/<PmtInfId>[^<]*<\/PmtInfId>/g)).toEqual([
      "<PmtInfId>PB20261204-1A2B3C4D-1</PmtInfId>",
      "<PmtInfId>PB20261204-1A2B3C4D-2</PmtInfId>",
      "<PmtInfId>PB20261204-1A2B3C4D-3</PmtInfId>",
    ]);
    expect(xml).toContain("<NbOfTxs>5</NbOfTxs>\n      <CtrlSum>617.25</CtrlSum>");
    expect(parsePain001(xml).blocks).toEqual(
      blocks.map((b) => ({
        ...b,
        transfers: b.transfers.map((t) => ({
          ...t,
          creditor: { ...t.creditor, name: "Memmedov Shehriyar", bic: null },
          remittance: "Chixarish No42",
        })),
      })),
    );
  });

  it("refuses what a bank would refuse, naming it", () => {
    const block = input().blocks[0]!;
    const cases: [Partial<Pain001Input>, RegExp][] = [
      [{ messageId: "" }, /message id/],
      [{ messageId: "M".repeat(36) }, /message id/],
      [{ messageId: "PB_1" }, /message id/],
      [{ messageId: "M".repeat(34) }, /no room for the blocks' ids/],
      [{ blocks: [] }, /at least one payment block/],
      [{ blocks: [{ ...block, transfers: [] }] }, /has no transfers/],
      [{ blocks: [block, block] }, /another block pays from/],
      [{ blocks: [{ ...block, executionDate: "2026-02-30" }] }, /execution date/],
      [{ blocks: [{ ...block, executionDate: "04.12.2026" }] }, /execution date/],
      [{ blocks: [{ ...block, debtor: { ...debtor, iban: "az77aiib3809" } }] }, /debtor's IBAN/],
      [{ blocks: [{ ...block, debtor: { ...debtor, bic: "AIIBAZ2" } }] }, /debtor's BIC/],
      [{ blocks: [{ ...block, transfers: [transfer(1, { amount: 0n })] }] }, /above zero/],
      [{ blocks: [{ ...block, transfers: [transfer(1, { amount: -5n })] }] }, /above zero/],
      [{ blocks: [{ ...block, transfers: [transfer(1), transfer(1)] }] }, /in the file twice/],
      [{ blocks: [{ ...block, transfers: [transfer(1, { endToEndId: "x".repeat(36) })] }] }, /end-to-end id/],
      [{ blocks: [{ ...block, transfers: [transfer(1, { currency: "GBP" as "AZN" })] }] }, /currency GBP/],
      [{ blocks: [{ ...block, transfers: [transfer(1, { amount: 10n ** 19n })] }] }, /more than 18 digits/],
      [
        { blocks: [{ ...block, transfers: [transfer(1, { creditor: { name: "A", iban: "AZ21 NABZ 0000" } })] }] },
        /creditor's IBAN/,
      ],
      [
        {
          blocks: [
            { ...block, transfers: [transfer(1, { creditor: { name: "A", iban: debtor.iban, bic: "nabzaz2c" } })] },
          ],
        },
        /creditor's BIC/,
      ],
    ];
    for (const [change, message] of cases) expect(() => buildPain001(input(change)), String(message)).toThrow(message);
  });

  it("turns a transfer's id into an end-to-end id of 32 characters and back", () => {
    const id = "3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
    expect(endToEndIdOf(id)).toBe("3f2b1c4d5e6f4a7b8c9d0e1f2a3b4c5d");
    expect(uuidOfEndToEndId(endToEndIdOf(id))).toBe(id);
    expect(uuidOfEndToEndId("3F2B1C4D5E6F4A7B8C9D0E1F2A3B4C5D")).toBe(id);
    for (const other of ["NOTPROVIDED", id, "3f2b1c4d5e6f4a7b8c9d0e1f2a3b4c5", "3f2b1c4d5e6f4a7b8c9d0e1f2a3b4c5g", ""])
      expect(uuidOfEndToEndId(other), other).toBeNull();
  });

  it("reads back only a pain.001.001.09, and refuses a DTD", () => {
    expect(() => parsePain001(buildPain001(input()).replace("pain.001.001.09", "pain.001.001.03"))).toThrow(
      /not a pain\.001\.001\.09/,
    );
    expect(() => parsePain001('<!DOCTYPE x [<!ENTITY e "e">]><Document/>')).toThrow(/DTD/);
    expect(() => parsePain001("not xml")).toThrow(/not well-formed/);
  });
});
