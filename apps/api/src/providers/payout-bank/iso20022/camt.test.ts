import { describe, expect, it } from "vitest";
import { parseStatement, STATEMENT_MAX_BYTES, StatementError } from "./camt";
import { buildPain001 } from "./pain001";

const E2E_PAID = "3f2b1c4d5e6f4a7b8c9d0e1f2a3b4c5d";
const E2E_RETURNED = "9a8b7c6d5e4f4a3b8c2d1e0f9a8b7c6d";

/** A camt.054.001.08 as the provider's bank sends it after a day's file. */
const camt054 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr>
      <MsgId>AIIB-N-20261204-0001</MsgId>
      <CreDtTm>2026-12-04T18:05:00+04:00</CreDtTm>
      <MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn>
    </GrpHdr>
    <Ntfctn>
      <Id>N-20261204-0001</Id>
      <CreDtTm>2026-12-04T18:05:00+04:00</CreDtTm>
      <Acct><Id><IBAN>AZ77AIIB38090019449300000001</IBAN></Id><Ccy>AZN</Ccy></Acct>
      <Ntry>
        <NtryRef>BK-000101</NtryRef>
        <Amt Ccy="AZN">123.45</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-12-04</Dt></BookgDt>
        <ValDt><Dt>2026-12-04</Dt></ValDt>
        <AcctSvcrRef>AIIB2026120400101</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><MsgId>PB20261204-1A2B3C4D</MsgId><PmtInfId>PB20261204-1A2B3C4D-1</PmtInfId><EndToEndId>${E2E_PAID}</EndToEndId></Refs>
            <Amt Ccy="AZN">123.45</Amt>
            <CdtDbtInd>DBIT</CdtDbtInd>
            <RltdPties><Cdtr><Pty><Nm>Memmedov Shehriyar</Nm></Pty></Cdtr><CdtrAcct><Id><IBAN>AZ21NABZ00000000137010001944</IBAN></Id></CdtrAcct></RltdPties>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="AZN">40.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><DtTm>2026-12-05T10:15:00+04:00</DtTm></BookgDt>
        <AcctSvcrRef>AIIB2026120500007</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>RRTN</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>${E2E_RETURNED}</EndToEndId></Refs>
            <Amt Ccy="AZN">40.00</Amt>
            <CdtDbtInd>CRDT</CdtDbtInd>
            <RtrInf>
              <Rsn><Cd>AC04</Cd></Rsn>
              <AddtlInf>Account closed on 2026-11-30 &amp; not reopened</AddtlInf>
              <AddtlInf>by the holder's request</AddtlInf>
            </RtrInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <NtryRef>BK-000102</NtryRef>
        <Amt Ccy="AZN">15.05</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-12-04</Dt></BookgDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <Btch><NbOfTxs>2</NbOfTxs></Btch>
          <TxDtls><Refs><EndToEndId>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1</EndToEndId></Refs><Amt Ccy="AZN">10.00</Amt></TxDtls>
          <TxDtls><Refs><EndToEndId>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2</EndToEndId></Refs><Amt Ccy="AZN">5.05</Amt></TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="AZN">7.00</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts><Cd>RJCT</Cd></Sts>
        <BkTxCd><Prtry><Cd>REJECTED</Cd></Prtry></BkTxCd>
        <NtryDtls><TxDtls><Refs><EndToEndId>bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb1</EndToEndId></Refs></TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="AZN">2.50</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <RvslInd>true</RvslInd>
        <Sts><Cd>PDNG</Cd></Sts>
        <BkTxCd><Domn><Cd>ACMT</Cd><Fmly><Cd>MDOP</Cd><SubFmlyCd>CHRG</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs></TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="AZN">0.30</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-12-04</Dt></BookgDt>
        <BkTxCd><Domn><Cd>ACMT</Cd><Fmly><Cd>MDOP</Cd><SubFmlyCd>CHRG</SubFmlyCd></Fmly></Domn></BkTxCd>
        <AddtlNtryInf>Commission for the file</AddtlNtryInf>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;

/** A camt.053.001.02 end-of-day statement, as older bank systems still write them. */
const camt053v02 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT20261204</MsgId><CreDtTm>2026-12-04T23:59:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT20261204-1</Id>
      <ElctrncSeqNb>338</ElctrncSeqNb>
      <CreDtTm>2026-12-04T23:59:00</CreDtTm>
      <Acct><Id><IBAN>AZ77AIIB38090019449300000001</IBAN></Id><Ccy>AZN</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="AZN">10000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-12-04</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="AZN">9876.55</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-12-04</Dt></Dt></Bal>
      <Ntry>
        <Amt Ccy="AZN">123.45</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-12-04</Dt></BookgDt>
        <ValDt><Dt>2026-12-04</Dt></ValDt>
        <AcctSvcrRef>AIIB2026120400101</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>${E2E_PAID}</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="AZN">123.45</Amt></TxAmt></AmtDtls>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="AZN">40.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <RvslInd>false</RvslInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-12-04</Dt></BookgDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>RRTN</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>${E2E_RETURNED}</EndToEndId></Refs>
            <RtrInf><Rsn><Cd>AC01</Cd></Rsn></RtrInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

/** The error a hostile or broken file gets, for `expect`. */
function refusal(file: Buffer | string): StatementError {
  try {
    parseStatement(file);
  } catch (err) {
    if (err instanceof StatementError) return err;
    throw err;
  }
  throw new Error("The file was accepted.");
}

/** The camt.054 fixture with its first entry's amount element replaced. */
const withFirstAmount = (amount: string) => camt054.replace('<Amt Ccy="AZN">123.45</Amt>', amount);

describe("camt.054 and camt.053", () => {
  it("reads a camt.054.001.08 notification: payments, a return, a batch, a rejection, a reversal", () => {
    const statement = parseStatement(Buffer.from(camt054));
    expect(statement).toMatchObject({
      kind: "camt.054",
      messageId: "AIIB-N-20261204-0001",
      createdAt: "2026-12-04T18:05:00+04:00",
      accountIban: "AZ77AIIB38090019449300000001",
    });
    const [paid, returned, batch, rejected, reversed, fee] = statement.entries;
    expect(statement.entries).toHaveLength(6);
    expect(paid).toEqual({
      entryRef: "BK-000101",
      amount: 12_345n,
      currency: "AZN",
      creditDebit: "DBIT",
      status: "BOOK",
      reversal: false,
      bookingDate: "2026-12-04",
      transactions: [{ endToEndId: E2E_PAID, amount: 12_345n, currency: "AZN", returnReason: null, returnText: null }],
    });
    expect(returned).toMatchObject({ entryRef: "AIIB2026120500007", creditDebit: "CRDT", bookingDate: "2026-12-05" });
    expect(returned!.transactions).toEqual([
      {
        endToEndId: E2E_RETURNED,
        amount: 4_000n,
        currency: "AZN",
        returnReason: "AC04",
        returnText: "Account closed on 2026-11-30 & not reopened by the holder's request",
      },
    ]);
    expect(batch!.amount).toBe(1_505n);
    expect(batch!.transactions.map((t) => [t.endToEndId, t.amount])).toEqual([
      ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1", 1_000n],
      ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2", 505n],
    ]);
    // One TxDtls without an amount has the entry's.
    expect(rejected).toMatchObject({ status: "RJCT", entryRef: null, bookingDate: null });
    expect(rejected!.transactions).toMatchObject([{ endToEndId: "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb1", amount: 700n }]);
    expect(reversed).toMatchObject({ status: "PDNG", reversal: true });
    expect(reversed!.transactions).toMatchObject([{ endToEndId: null, amount: 250n }]);
    expect(fee!.transactions).toEqual([
      { endToEndId: null, amount: 30n, currency: "AZN", returnReason: null, returnText: null },
    ]);
  });

  it("reads a camt.053.001.02 statement, its status as text and its amounts in AmtDtls", () => {
    const statement = parseStatement(camt053v02);
    expect(statement).toMatchObject({ kind: "camt.053", messageId: "STMT20261204", createdAt: "2026-12-04T23:59:00" });
    expect(statement.accountIban).toBe("AZ77AIIB38090019449300000001");
    expect(statement.entries.map((e) => [e.entryRef, e.creditDebit, e.status, e.reversal, e.amount])).toEqual([
      ["AIIB2026120400101", "DBIT", "BOOK", false, 12_345n],
      [null, "CRDT", "BOOK", false, 4_000n],
    ]);
    expect(statement.entries[0]!.transactions).toMatchObject([{ endToEndId: E2E_PAID, amount: 12_345n }]);
    expect(statement.entries[1]!.transactions).toMatchObject([
      { returnReason: "AC01", returnText: null, amount: 4_000n },
    ]);
  });

  it("takes every version from .001.02 to .001.10, with or without a namespace prefix", () => {
    for (const version of ["02", "04", "06", "09", "10"]) {
      const file = camt054.replace("camt.054.001.08", `camt.054.001.${version}`);
      expect(parseStatement(file).entries, version).toHaveLength(6);
    }
    const prefixed = camt053v02
      .replace(/<(\/?)(?!\?)/g, "<$1c:")
      .replace('<c:Document xmlns="', '<c:Document xmlns:c="');
    expect(parseStatement(prefixed).entries).toHaveLength(2);
  });

  it("gives one entry and one transaction the same shape as several", () => {
    const one = camt053v02.replace(/<Ntry>[\s\S]*?<\/Ntry>\s*(?=<Ntry>)/, "");
    expect(parseStatement(one).entries).toHaveLength(1);
    expect(parseStatement(one).entries[0]!.transactions).toHaveLength(1);
    const none = camt053v02.replace(/<Ntry>[\s\S]*<\/Ntry>/, "");
    expect(parseStatement(none).entries).toEqual([]);
  });

  it("reads an amount in a currency the product does not use by that currency's decimals", () => {
    const yen = parseStatement(withFirstAmount('<Amt Ccy="JPY">1500</Amt>'));
    expect(yen.entries[0]).toMatchObject({ amount: 1_500n, currency: "JPY" });
  });
});

describe("hostile and broken statements", () => {
  it("refuses external entities (XXE) before parsing", () => {
    const xxe = camt054
      .replace("<Document", '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n<Document')
      .replace("AIIB-N-20261204-0001", "&e;");
    expect(refusal(xxe).code).toBe("forbiddenMarkup");
    expect(refusal(Buffer.from(xxe)).code).toBe("forbiddenMarkup");
    expect(refusal('<?xml version="1.0"?><!doctype Document SYSTEM "http://evil.example/x.dtd"><Document/>').code).toBe(
      "forbiddenMarkup",
    );
  });

  it("refuses a billion laughs before parsing", () => {
    const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join("");
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${entities}]><lolz>&lol9;</lolz>`;
    expect(refusal(laughs).code).toBe("forbiddenMarkup");
  });

  it("refuses a 50 MB document at once, and anything over the limit in bytes", () => {
    const huge = `<Document>${"x".repeat(50 * 1024 * 1024)}</Document>`;
    const started = performance.now();
    expect(refusal(huge).code).toBe("tooLarge");
    expect(performance.now() - started).toBeLessThan(250);
    expect(refusal(Buffer.alloc(STATEMENT_MAX_BYTES + 1, 0x20)).code).toBe("tooLarge");
    // Fewer characters than the limit, more bytes: ə takes two.
    expect(refusal(`<a>${"ə".repeat(STATEMENT_MAX_BYTES / 2)}</a>`).code).toBe("tooLarge");
  });

  it("refuses what is not XML", () => {
    for (const file of [
      "",
      "hello",
      "EndToEndId;Amount\nabc;12.00\n",
      camt054.slice(0, 2_000),
      "<Document><a></b></Document>",
      Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x61, 0x3e]),
    ])
      expect(refusal(file).code).toBe("notXml");
  });

  it("refuses another message: a pain.001, an unknown version, no namespace", () => {
    const pain = buildPain001({
      messageId: "PB1",
      createdAt: new Date("2026-12-04T09:30:00Z"),
      initiatingParty: "Portal",
      blocks: [
        {
          debtor: { name: "Portal", iban: "AZ77AIIB38090019449300000001", bic: "AIIBAZ2X" },
          executionDate: "2026-12-04",
          transfers: [
            {
              endToEndId: E2E_PAID,
              amount: 100n,
              currency: "AZN",
              creditor: { name: "A", iban: "AZ21NABZ00000000137010001944" },
              remittance: "x",
            },
          ],
        },
      ],
    });
    expect(refusal(pain).code).toBe("unknownMessage");
    expect(refusal(camt054.replace("camt.054.001.08", "camt.054.001.11")).code).toBe("unknownMessage");
    expect(refusal(camt054.replace("camt.054.001.08", "camt.052.001.08")).code).toBe("unknownMessage");
    expect(refusal(camt054.replace(/ xmlns="[^"]*"/, "")).code).toBe("unknownMessage");
    // The namespace of one message around the body of the other.
    expect(refusal(camt054.replace("camt.054.001.08", "camt.053.001.08")).code).toBe("unknownMessage");
  });

  it("refuses amounts that are not exact amounts of their currency", () => {
    for (const amount of [
      '<Amt Ccy="AZN">123.456</Amt>',
      '<Amt Ccy="AZN">1.23e2</Amt>',
      '<Amt Ccy="AZN">-123.45</Amt>',
      '<Amt Ccy="AZN">1234567890123456</Amt>',
      '<Amt Ccy="AZN">12,50</Amt>',
      '<Amt Ccy="AZN"></Amt>',
      "<Amt>123.45</Amt>",
      '<Amt Ccy="azn">123.45</Amt>',
      '<Amt Ccy="JPY">1500.5</Amt>',
    ])
      expect(refusal(withFirstAmount(amount)), amount).toMatchObject({ code: "malformed" });
  });

  it("refuses a statement without the parts it is read by", () => {
    const cases = [
      camt054.replace("<MsgId>AIIB-N-20261204-0001</MsgId>", ""),
      camt054.replace("<CreDtTm>2026-12-04T18:05:00+04:00</CreDtTm>", ""),
      withFirstAmount(""),
      camt054.replace("<CdtDbtInd>DBIT</CdtDbtInd>", ""),
      camt054.replace("<CdtDbtInd>DBIT</CdtDbtInd>", "<CdtDbtInd>DEBIT</CdtDbtInd>"),
      camt054.replace("<Sts><Cd>BOOK</Cd></Sts>", ""),
      // Two transactions in one entry, one without its amount.
      camt054.replace('<Amt Ccy="AZN">5.05</Amt>', ""),
    ];
    for (const file of cases) expect(refusal(file).code).toBe("malformed");
  });
});
