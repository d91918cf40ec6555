import { calendarDateIn, type ReconciliationDay, type ReconciliationSummary, regionTimeZone } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactions } from "@/db/schema";
import { FILE_BANK_ENV } from "@/test-support/bank-files";
import { lastCode, liveApplication, paidTransaction, signedInMerchant } from "@/test-support/flows";
import { multipartFile } from "@/test-support/multipart";
import { setUpOperator } from "@/test-support/operators";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { reconciliationService } from "./reconciliation.service";

const DAY_MS = 24 * 60 * 60_000;

describe.each(backends)("reconciliation on %s", (backend) => {
  let t: TestApp;
  let finance: Awaited<ReturnType<typeof setUpOperator>>;
  let second: Awaited<ReturnType<typeof setUpOperator>>;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  /** The paid transactions as the acquirer's report names them. */
  let paid: { orderId: string }[];
  let day: string;

  const ops = (method: "GET" | "POST", url: string, payload?: object, headers = finance.headers) =>
    t.call({ method, url: `/api/ops${url}`, headers, ...(payload && { payload }) });
  const importCsv = (csv: string, name = "settlement.csv") => {
    const body = multipartFile("file", name, "text/csv", Buffer.from(csv));
    return t.call({
      method: "POST",
      url: "/api/ops/reconciliation/acquirer-settlements",
      payload: body.payload,
      headers: { ...finance.headers, ...body.headers },
    });
  };
  const run = async (d = day) => {
    const res = await ops("POST", "/reconciliation/runs", { day: d });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReconciliationDay;
  };
  /** A day later operators' sessions have ended (10 hours at most): finance signs in anew. */
  const nextDay = async () => {
    t.clock.advance(DAY_MS);
    finance = await setUpOperator(t, "finance");
    second = await setUpOperator(t, "finance");
  };
  const csvLine = (orderId: string, amount: string, operation = "PURCHASE", date = day) =>
    `${date};${orderId};${operation};${amount};AZN`;

  beforeAll(async () => {
    t = await startTestApp(backend, FILE_BANK_ENV);
    finance = await setUpOperator(t, "finance");
    second = await setUpOperator(t, "finance");
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    paid = [];
    for (const amount of ["125.50", "40.00", "300.00"]) {
      const { id } = await paidTransaction(t, m.headers, appId, { amount });
      const [row] = await t.db.select().from(transactions).where(eq(transactions.id, id));
      paid.push({ orderId: row!.acquirerReference ?? row!.orderId });
    }
    day = calendarDateIn(t.clock.now(), regionTimeZone.default);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("refuses a day that is not over, and a report that breaks the mapping, naming the line", async () => {
    const today = await ops("POST", "/reconciliation/runs", { day });
    expect(today.statusCode).toBe(400);
    expect(today.json().fields).toEqual({ day: "validation.dayNotOver" });

    const noColumn = await importCsv("SETTLEMENT_DATE;ORDER_ID;OPERATION;AMOUNT\n2026-12-03;1;PURCHASE;1.00\n");
    expect(noColumn.statusCode).toBe(422);
    expect(noColumn.json()).toMatchObject({
      code: "SETTLEMENT_FILE_INVALID",
      message: "The header has no column CURRENCY.",
    });
    const badDate = await importCsv(
      `SETTLEMENT_DATE;ORDER_ID;OPERATION;AMOUNT;CURRENCY\n${csvLine("1", "1.00")}\n31.02.2026;2;PURCHASE;1.00;AZN\n`,
    );
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().message).toMatch(/^Line 3: SETTLEMENT_DATE is not a date/);
    const negative = await importCsv(
      `SETTLEMENT_DATE,ORDER_ID,OPERATION,AMOUNT,CURRENCY\n${day},1,PURCHASE,-1.00,AZN\n`,
    );
    expect(negative.json().message).toMatch(/^Line 2: AMOUNT is not a positive amount/);
  });

  it("lists each disagreement with the acquirer, and a day that agrees says so", async () => {
    const [agrees, differs, missing] = paid as [{ orderId: string }, { orderId: string }, { orderId: string }];
    const csv = [
      "SETTLEMENT_DATE;ORDER_ID;OPERATION;AMOUNT;CURRENCY",
      csvLine(agrees.orderId, "125.50"),
      csvLine(differs.orderId, "39,00"),
      csvLine("99999999", "10.00", "SALE"),
      csvLine(agrees.orderId, "125.50", "REVERSAL"),
    ].join("\r\n");
    const imported = await importCsv(csv);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ rows: 4, days: [day], alreadyImported: false });
    const again = await importCsv(csv, "again.csv");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyImported: true, fileName: "settlement.csv" });

    await nextDay();
    const result = await run();
    const found = result.differences.map((d) => [
      d.source,
      d.side,
      d.reference,
      d.kind,
      d.ledgerAmount,
      d.externalAmount,
    ]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["acquirer", "amount", differs.orderId, "capture", 40, 39],
        ["acquirer", "externalOnly", "99999999", "capture", null, 10],
        ["acquirer", "ledgerOnly", missing.orderId, "capture", 300, null],
        // A reversal of a payment that was captured, not reversed.
        ["acquirer", "externalOnly", agrees.orderId, "reversal", null, 125.5],
      ]),
    );
    expect(result.differences).toHaveLength(4);
    expect(result.open).toBe(4);
    expect(result.totals).toContainEqual({
      source: "acquirer",
      kind: "capture",
      currency: "AZN",
      ledger: 465.5,
      external: 174.5,
    });

    // Finance explains one; the late report settles another; the next run keeps the note and resolves it.
    const differsId = result.differences.find((d) => d.reference === differs.orderId)!.id;
    const explained = await ops("POST", `/reconciliation/differences/${differsId}/explain`, {
      note: "The acquirer kept 1.00 as its fee; credited on the next report.",
    });
    expect(explained.statusCode, explained.body).toBe(200);
    expect(explained.json()).toMatchObject({ explainedBy: { id: finance.id }, note: expect.stringContaining("1.00") });
    expect((await ops("POST", `/reconciliation/differences/${differsId}/explain`, { note: "again" })).statusCode).toBe(
      409,
    );
    expect(
      (await ops("POST", `/reconciliation/differences/${differsId}/explain`, { note: "  " }, second.headers))
        .statusCode,
    ).toBe(400);

    const late = await importCsv(
      `SETTLEMENT_DATE;ORDER_ID;OPERATION;AMOUNT;CURRENCY\n${csvLine(missing.orderId, "300.00")}\n`,
      "late.csv",
    );
    expect(late.statusCode).toBe(201);
    const rerun = await run();
    expect(rerun.open).toBe(2);
    const byRef = new Map(rerun.differences.map((d) => [`${d.reference}|${d.kind}`, d]));
    expect(byRef.get(`${missing.orderId}|capture`)?.resolvedAt).toEqual(expect.any(String));
    expect(byRef.get(`${differs.orderId}|capture`)).toMatchObject({
      explainedAt: expect.any(String),
      resolvedAt: null,
    });

    const summary = (await ops("GET", "/reconciliation/summary")).json() as ReconciliationSummary;
    expect(summary).toMatchObject({ open: 2, oldestOpenDay: day, lastRun: { day, differences: 3 } });
    const open = await ops("GET", "/reconciliation/differences");
    expect(
      open
        .json()
        .content.map((d: { reference: string }) => d.reference)
        .sort(),
    ).toEqual(["99999999", agrees.orderId].sort());
  });

  it("lists a transfer the bank was asked to pay that no statement booked", async () => {
    const payload = { appId, amount: 10, description: "To the bank" };
    expect(
      (await t.call({ method: "POST", url: "/api/otp/init/withdraw", payload, headers: m.headers })).statusCode,
    ).toBe(200);
    const withdrawn = await t.call({
      method: "POST",
      url: `/api/user/withdraw/${await lastCode(t, m.mobilePhone)}`,
      payload,
      headers: { ...m.headers, "idempotency-key": "reconciliation-withdrawal" },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const batch = await ops("POST", "/payout-batches", { currency: "AZN" });
    expect(batch.statusCode, batch.body).toBe(201);
    const approved = await ops("POST", `/payout-batches/${batch.json().id}/approve`, undefined, second.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    const executionDate: string = approved.json().executionDate;

    await nextDay();
    const result = await run(executionDate);
    expect(result.differences).toContainEqual(
      expect.objectContaining({
        source: "bank",
        side: "ledgerOnly",
        kind: "transfer",
        reference: withdrawn.json().id.replaceAll("-", ""),
        ledgerAmount: 10,
      }),
    );
  });

  it("runs once each morning for the day before", async () => {
    const service = reconciliationService(t.app);
    // Whatever the hour now, some hour of the next day is past six in Baku.
    let first = await service.morningRun();
    for (let i = 0; i < 24 && first === null; i++) {
      t.clock.advance(60 * 60_000);
      first = await service.morningRun();
    }
    expect(first).toMatchObject({ day: expect.any(String) });
    expect(await service.morningRun()).toBeNull();
  });
});
