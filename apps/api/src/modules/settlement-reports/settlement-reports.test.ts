import {
  addDays,
  calendarDateIn,
  type SettlementLineKind,
  type SettlementReport,
  toMajorNumber,
  XLSX_MEDIA_TYPE,
} from "@portal/contracts";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bankAccounts, users } from "@/db/schema";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { SANDBOX_SETTLE_AFTER_MS } from "@/providers/payout-bank/sandbox-payout-bank";
import { withdrawalsService } from "@/modules/wallets/withdrawals.service";
import { lastCode, liveApplication, paidTransaction, signedInMerchant, signedInSubUser } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/** The CSV's rows, read back as RFC 4180 says (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
}

describe.each(backends)("settlement reports on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let accountId: string;
  let keys = 0;

  const today = () => calendarDateIn(t.clock.now(), "Asia/Baku");
  const balance = () => walletBalance(t.db, appId, "AZN");
  const report = async (from: string, to: string, headers = m.headers) => {
    const res = await t.call({ method: "GET", url: `/api/settlement-reports/${appId}?from=${from}&to=${to}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SettlementReport;
  };
  const line = (r: SettlementReport, kind: SettlementLineKind) => r.lines.find((l) => l.kind === kind)!;
  /** Opening + every line = closing, in qapiks. */
  const expectAddsUp = (r: SettlementReport) => {
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(r.openingBalance) + r.lines.reduce((sum, l) => sum + cents(l.amount), 0)).toBe(
      cents(r.closingBalance),
    );
  };
  const post = (url: string, payload: object, headers = m.headers) =>
    t.call({ method: "POST", url, payload, headers: { ...headers, "idempotency-key": `settlement-${(keys += 1)}` } });
  /** A withdrawal to the application's IBAN, confirmed with the code texted for it. */
  async function withdrawn(amount: number, description: string) {
    const body = { appId, amount, description };
    const started = await t.call({ method: "POST", url: "/api/otp/init/withdraw", payload: body, headers: m.headers });
    expect(started.statusCode, started.body).toBe(200);
    const res = await post(`/api/user/withdraw/${await lastCode(t, m.mobilePhone)}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; status: string };
  }
  const setIban = (iban: string) =>
    t.db.update(bankAccounts).set({ iban }).where(eq(bankAccounts.accountId, accountId));

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    [{ accountId }] = (await t.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(eq(users.email, m.email))) as [{ accountId: string }];
  });
  // A phone gets at most five codes in ten minutes: each test starts in a new ten minutes.
  beforeEach(() => t.clock.advance(10 * 60_000 + 1_000));
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("documents every call with what it answers, its refusals included", async () => {
    const doc = (await t.call({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { summary?: string; description?: string; responses: object }>>;
    };
    const calls = [
      ["get", "/api/settlement-reports/{appId}"],
      ["get", "/api/settlement-reports/{appId}/export"],
      ["get", "/api/settlement-reports/{appId}/schedule"],
      ["put", "/api/settlement-reports/{appId}/schedule"],
      ["delete", "/api/settlement-reports/{appId}/schedule"],
    ] as const;
    for (const [method, path] of calls) {
      const op = doc.paths[path]?.[method];
      expect(op?.summary, `${method} ${path}`).toBeTruthy();
      expect(op?.description, `${method} ${path}`).toMatch(/404/);
      expect(Object.keys(op!.responses), `${method} ${path}`).toContain("4XX");
    }
    expect(Object.keys(doc.paths["/api/settlement-reports/{appId}/export"]!.get!.responses)).toContain("200");
  });

  it("adds up from the ledger: payments, a refund, a fee and a withdrawal paid out, with the operations it paid out", async () => {
    const first = await paidTransaction(t, m.headers, appId, { amount: "100.00" });
    const second = await paidTransaction(t, m.headers, appId, { amount: "200.00" });
    expect((await post("/api/refund", { transactionId: first.id, amount: "30.00" })).statusCode).toBe(200);
    const withdrawal = await withdrawn(100, 'Payout "May", week 2');
    expect(withdrawal.status).toBe("sent");
    const later = await paidTransaction(t, m.headers, appId, { amount: "50.00" });

    const r = await report(addDays(today(), -1), addDays(today(), 1));
    expect(r).toMatchObject({ appId, appName: "Caspian Tours", currency: "AZN", timeZone: "Asia/Baku" });
    expect(r.openingBalance).toBe(0);
    expect(r.lines.map((l) => [l.kind, l.amount, l.count])).toEqual([
      ["payments", 350, 3],
      ["refunds", -30, 1],
      ["transfersIn", 0, 0],
      ["transfersOut", 0, 0],
      ["fees", -1, 1],
      ["paidOut", -100, 1],
      ["held", 0, 0],
      ["returned", 0, 0],
    ]);
    expect(r.closingBalance).toBe(219);
    expect(r.closingBalance).toBe(toMajorNumber(await balance()));
    expectAddsUp(r);

    // The withdrawal, and the operations booked up to it: two payments, the refund, its own amount and fee; the later payment waits for the next.
    expect(r.payouts).toHaveLength(1);
    const [payout] = r.payouts;
    expect(payout).toMatchObject({
      id: withdrawal.id,
      kind: "withdrawal",
      status: "sent",
      amount: 100,
      fee: 1,
      destination: "AZ21 **** 1944",
      description: 'Payout "May", week 2',
      linesComplete: true,
    });
    expect(payout!.settledAt).not.toBeNull();
    expect(payout!.lines.map((l) => [l.kind, l.amount, l.orderId])).toEqual([
      ["cardPayment", 100, first.orderId],
      ["cardPayment", 200, second.orderId],
      ["refund", -30, first.orderId],
      ...(payout!.lines[3]!.kind === "withdrawal"
        ? [
            ["withdrawal", -100, null],
            ["withdrawalFee", -1, null],
          ]
        : [
            ["withdrawalFee", -1, null],
            ["withdrawal", -100, null],
          ]),
    ]);
    expect(payout!.lines.at(-1)!.balanceAfter).toBe(169);
    expect(payout!.lines.map((l) => l.orderId)).not.toContain(later.orderId);
  });

  it("opens a later period with the balance the earlier one closed on", async () => {
    const closedOn = await balance();
    t.clock.advance(3 * 24 * 60 * 60_000);
    await paidTransaction(t, m.headers, appId, { amount: "10.00" });
    const r = await report(today(), today());
    expect(r.openingBalance).toBe(toMajorNumber(closedOn));
    expect(line(r, "payments")).toEqual({ kind: "payments", amount: 10, count: 1 });
    expect(r.closingBalance).toBe(toMajorNumber(await balance()));
    expect(r.payouts).toEqual([]);
    expectAddsUp(r);

    // The whole history at once comes to the same balance.
    const all = await report(addDays(today(), -30), today());
    expect(all.openingBalance).toBe(0);
    expect(all.closingBalance).toBe(r.closingBalance);
    expectAddsUp(all);
  });

  it("holds a withdrawal the bank has not taken yet, and counts a refused one held and returned, fee and all", async () => {
    await setIban("AZ46NABZ00000000000000000505");
    const slow = await withdrawn(10, "Slow bank");
    expect(slow.status).toBe("inProgress");
    await setIban("AZ57NABZ00000000000000000404");
    const refused = await withdrawn(20, "Closed account");
    expect(refused.status).toBe("failed");
    await setIban("AZ21NABZ00000000137010001944");

    const during = await report(today(), today());
    expect(line(during, "held")).toEqual({ kind: "held", amount: -30, count: 2 });
    expect(line(during, "returned")).toEqual({ kind: "returned", amount: 21, count: 1 });
    expect(line(during, "fees")).toEqual({ kind: "fees", amount: -2, count: 2 });
    expect(during.closingBalance).toBe(toMajorNumber(await balance()));
    expectAddsUp(during);
    expect(during.payouts.map((p) => [p.id, p.status])).toEqual([
      [slow.id, "inProgress"],
      [refused.id, "failed"],
    ]);
    // The refused one's money came back after the slow one left: it is among the refused one's operations.
    expect(during.payouts[1]!.lines.map((l) => l.kind)).not.toContain("withdrawalReturned");

    // Once the bank takes it, the same day's report says paid out.
    t.clock.advance(SANDBOX_SETTLE_AFTER_MS + 1_000);
    await withdrawalsService(t.app).settlePending();
    const after = await report(today(), today());
    expect(line(after, "held")).toEqual({ kind: "held", amount: -20, count: 1 });
    expect(line(after, "paidOut")).toEqual({ kind: "paidOut", amount: -10, count: 1 });
    expect(after.closingBalance).toBe(during.closingBalance);
    expectAddsUp(after);
  });

  it("is 404 for another account's application and for a sub-user not given it, and refuses a bad period", async () => {
    const other = await signedInMerchant(t);
    const otherApp = await liveApplication(t, other.headers);
    const day = today();
    for (const url of [
      `/api/settlement-reports/${appId}?from=${day}&to=${day}`,
      `/api/settlement-reports/${appId}/export?from=${day}&to=${day}&format=csv`,
      `/api/settlement-reports/${appId}/schedule`,
    ]) {
      const res = await t.call({ method: "GET", url, headers: other.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
    }
    const withoutIt = await signedInSubUser(t, accountId, ["payoutPayment"], [otherApp]);
    expect(
      (
        await t.call({
          method: "GET",
          url: `/api/settlement-reports/${appId}?from=${day}&to=${day}`,
          headers: withoutIt.headers,
        })
      ).statusCode,
    ).toBe(404);
    const withIt = await signedInSubUser(t, accountId, [], [appId]);
    expect((await report(day, day, withIt.headers)).closingBalance).toBe(toMajorNumber(await balance()));

    const bad = async (query: string) =>
      (await t.call({ method: "GET", url: `/api/settlement-reports/${appId}?${query}`, headers: m.headers })).json();
    expect(await bad(`from=${day}&to=${addDays(day, -1)}`)).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { to: "validation.invalid" },
    });
    expect(await bad(`from=${addDays(day, -366)}&to=${day}`)).toMatchObject({ fields: { from: "validation.invalid" } });
    expect(await bad(`from=2026-02-30&to=${day}`)).toMatchObject({ fields: { from: "validation.date" } });
    expect((await report(addDays(day, -365), day)).closingBalance).toBe(toMajorNumber(await balance()));
  });

  it("downloads the same report as an .xlsx that opens, in the user's language, named for the application and the period", async () => {
    const from = addDays(today(), -30);
    const to = today();
    const r = await report(from, to);
    const res = await t.call({
      method: "GET",
      url: `/api/settlement-reports/${appId}/export?from=${from}&to=${to}`,
      headers: { ...m.headers, "accept-language": "az" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(XLSX_MEDIA_TYPE);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="settlement-report-Caspian Tours-${from}_${to}.xlsx"; filename*=UTF-8''settlement-report-Caspian%20Tours-${from}_${to}.xlsx`,
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Xülasə", "Ödəmələr", "Ödəmələrin əməliyyatları"]);
    const rows = (workbook.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    const amountOf = (label: string) => rows.find((row) => row[0] === label)?.[2];
    expect(rows[0]).toEqual(["Hesablaşma hesabatı"]);
    expect(amountOf("Dövrün əvvəlinə qalıq")).toBe(r.openingBalance);
    expect(amountOf("Kartla qəbul edilmiş ödənişlər")).toBe(line(r, "payments").amount);
    expect(amountOf("Komissiyalar")).toBe(line(r, "fees").amount);
    expect(amountOf("Dövrün sonuna qalıq")).toBe(r.closingBalance);
    const payouts = workbook.worksheets[1]!;
    expect(payouts.rowCount).toBe(1 + r.payouts.length);
    expect(payouts.getRow(2).getCell(1).value).toBe(r.payouts[0]!.id);
    const lines = workbook.worksheets[2]!;
    expect(lines.rowCount).toBe(1 + r.payouts.reduce((n, p) => n + p.lines.length, 0));
  });

  it("downloads it as CSV, every field that needs it quoted", async () => {
    const from = addDays(today(), -30);
    const to = today();
    const r = await report(from, to);
    const res = await t.call({
      method: "GET",
      url: `/api/settlement-reports/${appId}/export?from=${from}&to=${to}&format=csv`,
      headers: m.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain(`.csv"`);
    expect(res.body.startsWith("\uFEFFSettlement report\r\n")).toBe(true);
    expect(res.body).toContain('\r\nTimes,"Baku, GMT+4"\r\n');

    const rows = parseCsv(res.body.slice(1));
    const summary = rows.findIndex((row) => row[0] === "Line");
    const amountOf = (label: string) => rows.slice(summary).find((row) => row[0] === label)?.[2];
    expect(rows[summary]).toEqual(["Line", "Count", "Amount"]);
    expect(amountOf("Opening balance")).toBe("0.00");
    expect(amountOf("Refunds")).toBe("-30.00");
    expect(amountOf("Closing balance")).toBe(r.closingBalance.toFixed(2));
    // Every row of a table has its header's width; the description with quotes and a comma reads back as it was.
    const payoutHeader = rows.findIndex((row) => row[0] === "Payout ID" && row[2] === "Type");
    const payoutRows = rows.slice(payoutHeader + 1, payoutHeader + 1 + r.payouts.length);
    for (const row of payoutRows) expect(row).toHaveLength(rows[payoutHeader]!.length);
    expect(payoutRows[0]).toEqual([
      r.payouts[0]!.id,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      "Withdrawal",
      "Sent",
      "AZ21 **** 1944",
      'Payout "May", week 2',
      "100.00",
      "1.00",
      expect.stringMatching(/^\d{4}-/),
    ]);
    expect(res.body).toContain('"Payout ""May"", week 2"');
    // The invoice's description has a comma: quoted too.
    expect(res.body).toContain('"Two nights, sea view room"');
  });
});
