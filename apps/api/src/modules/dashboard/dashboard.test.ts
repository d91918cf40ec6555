import { randomUUID } from "node:crypto";
import {
  calendarDateIn,
  type DashboardTotals,
  figureSumsOf,
  type MonthlyActivity,
  type RecentActivity,
  transactionStatuses,
} from "@portal/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, dailyTotals, transactions } from "@/db/schema";
import {
  createdInvoice,
  liveApplication,
  paidTransaction,
  signedInMerchant,
  signedInSubUser,
  testCard,
  writtenTransaction,
} from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/** A small deterministic random sequence, so a failure can be replayed. */
/** Today in Baku, as the dashboard's periods count days. */
const bakuToday = (t: TestApp) => calendarDateIn(t.clock.now(), "Asia/Baku");

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The daily totals as they would be counted again from every transaction: what the trigger must keep. */
async function recount(t: TestApp, accountId: string) {
  const result = (await t.db.execute(sql`
    select app_id, currency, to_char((created_at at time zone 'Asia/Baku')::date, 'YYYY-MM-DD') as day,
      count(*) filter (where status <> 'inProgress')::int as attempts,
      count(*) filter (where status in ('success','preAuth','reversed','preAuthExpired','refundInProgress','partialRefunded','refunded'))::int as approved,
      count(*) filter (where captured_amount > 0)::int as paid,
      sum(captured_amount)::text as received, sum(total_refunded)::text as refunded,
      sum(case when status = 'preAuth' then amount else 0 end)::text as held
    from transactions where account_id = ${accountId} group by 1, 2, 3`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const key = (r: Record<string, unknown>) => `${String(r.app_id)}${String(r.day)}`;
  return result.rows.map((r) => ({ ...r, day: String(r.day) })).sort((a, b) => key(a).localeCompare(key(b)));
}

async function kept(t: TestApp, accountId: string) {
  const rows = await t.db.select().from(dailyTotals).where(eq(dailyTotals.accountId, accountId));
  return rows
    .filter((r) => r.attempts !== 0 || r.received !== 0n || r.held !== 0n || r.refunded !== 0n)
    .map((r) => ({
      app_id: r.appId,
      currency: r.currency,
      day: r.day,
      attempts: r.attempts,
      approved: r.approved,
      paid: r.paid,
      received: String(r.received),
      refunded: String(r.refunded),
      held: String(r.held),
    }))
    .sort((a, b) => `${a.app_id}${a.day}`.localeCompare(`${b.app_id}${b.day}`));
}

describe.each(backends)("the dashboard on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let accountId: string;
  let keys = 0;
  const get = async <T>(url: string, headers = m.headers) => {
    const res = await t.call({ method: "GET", url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const post = async (url: string, payload?: object) => {
    const res = await t.call({
      method: "POST",
      url,
      payload,
      headers: { ...m.headers, "idempotency-key": `dashboard-${(keys += 1)}` },
    });
    expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    [{ accountId }] = (await t.db
      .select({ accountId: applications.accountId })
      .from(applications)
      .where(eq(applications.id, appId))) as [{ accountId: string }];
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("keeps totals equal to a full recount through random payments, declines, holds, captures, reversals and refunds", async () => {
    const next = random(20261125);
    for (let i = 0; i < 14; i++) {
      const roll = next();
      const amount = (10 + Math.floor(next() * 400) + Math.floor(next() * 100) / 100).toFixed(2);
      if (roll < 0.15) {
        const invoice = await createdInvoice(t, m.headers, appId, { amount });
        const res = await t.call({
          method: "POST",
          url: `/api/checkout/${invoice.invoiceCode}/pay`,
          payload: {
            cardNumber: testCard("decline"),
            expiry: "12/30",
            cvv: "123",
            cardHolder: "X Y",
            language: "en",
            amount: Number(amount),
            currency: "AZN",
          },
          remoteAddress: `203.0.113.${i + 1}`,
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        continue;
      }
      const held = roll < 0.5;
      const tr = await paidTransaction(t, m.headers, appId, { amount, preAuth: held });
      const cents = Math.round(Number(amount) * 100);
      if (held) {
        const choice = next();
        if (choice < 0.4)
          await post("/api/completeOrder", {
            transactionId: tr.id,
            amount: (Math.max(1, Math.ceil(cents * next())) / 100).toFixed(2),
          });
        else if (choice < 0.7) await post(`/api/reverse/${tr.id}`);
      } else if (next() < 0.6) {
        const part = (Math.max(1, Math.floor((cents * next()) / 2)) / 100).toFixed(2);
        await post("/api/refund", { transactionId: tr.id, amount: part });
        if (next() < 0.5) await post("/api/refund", { transactionId: tr.id, amount: part });
      }
    }
    // Rows written on other days, some of them changed afterwards, one removed.
    const written = [];
    for (let day = 1; day <= 5; day++) {
      // One capture per invoice: each its own.
      const invoice = await createdInvoice(t, m.headers, appId, { bookingId: `BK-WRITTEN-${day}` });
      written.push(
        await writtenTransaction(t, accountId, invoice, {
          orderId: `W-${day}`,
          createdAt: new Date(t.clock.now().getTime() - day * 86_400_000),
          status: day % 2 ? "success" : "preAuth",
          capturedAmount: day % 2 ? 5_000n : 0n,
        }),
      );
    }
    await t.db
      .update(transactions)
      .set({ status: "partialRefunded", totalRefunded: 1_250n })
      .where(eq(transactions.id, written[0]!.id));
    await t.db.update(transactions).set({ status: "preAuthExpired" }).where(eq(transactions.id, written[1]!.id));
    await t.db.delete(transactions).where(eq(transactions.id, written[2]!.id));

    expect(await kept(t, accountId)).toEqual(await recount(t, accountId));
  });

  it("counts days from midnight in Baku, compares with the period before, and answers the same as a recount", async () => {
    const merchant = await signedInMerchant(t);
    const app = await liveApplication(t, merchant.headers);
    const [{ accountId: account }] = (await t.db
      .select({ accountId: applications.accountId })
      .from(applications)
      .where(eq(applications.id, app))) as [{ accountId: string }];
    // 23:59:59 on 10 November in Baku, and midnight of the 11th: UTC+4.
    const write = async (orderId: string, iso: string, amount: bigint, status: "success" | "declined" = "success") =>
      writtenTransaction(t, account, await createdInvoice(t, merchant.headers, app, { bookingId: orderId }), {
        orderId,
        createdAt: new Date(iso),
        status,
        amount,
        capturedAmount: status === "success" ? amount : 0n,
      });
    await write("late", "2026-11-10T19:59:59Z", 10_000n);
    await write("midnight", "2026-11-10T20:00:00Z", 4_000n);
    await write("declined", "2026-11-11T08:00:00Z", 7_000n, "declined");
    await write("before", "2026-11-09T12:00:00Z", 2_000n);

    const day = await get<DashboardTotals>(`/api/dashboard/totals?from=2026-11-11&to=2026-11-11`, merchant.headers);
    expect(day).toMatchObject({ previousFrom: "2026-11-10", previousTo: "2026-11-10" });
    expect(day.current).toEqual([
      {
        currency: "AZN",
        received: 40,
        refunded: 0,
        net: 40,
        payments: 1,
        averagePayment: 40,
        attempts: 2,
        approved: 1,
        successRate: 0.5,
      },
    ]);
    expect(day.previous).toEqual([
      {
        currency: "AZN",
        received: 100,
        refunded: 0,
        net: 100,
        payments: 1,
        averagePayment: 100,
        attempts: 1,
        approved: 1,
        successRate: 1,
      },
    ]);
    const twoDays = await get<DashboardTotals>(`/api/dashboard/totals?from=2026-11-10&to=2026-11-11`, merchant.headers);
    expect(twoDays).toMatchObject({ previousFrom: "2026-11-08", previousTo: "2026-11-09" });
    expect(twoDays.current[0]).toMatchObject({ received: 140, payments: 2, attempts: 3, averagePayment: 70 });
    expect(twoDays.previous[0]).toMatchObject({ received: 20 });

    const bad = await t.call({
      method: "GET",
      url: "/api/dashboard/totals?from=2026-11-12&to=2026-11-11",
      headers: merchant.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ to: "validation.invalid" });
    expect(
      (
        await t.call({
          method: "GET",
          url: "/api/dashboard/totals?from=2024-01-01&to=2026-11-11",
          headers: merchant.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it("shows twelve months, the current one last, and the latest payments and operations newest first", async () => {
    const merchant = await signedInMerchant(t);
    const app = await liveApplication(t, merchant.headers);
    const first = await paidTransaction(t, merchant.headers, app, { amount: "60.00" });
    const hold = await paidTransaction(t, merchant.headers, app, { amount: "30.00", preAuth: true });
    const refunded = await t.call({
      method: "POST",
      url: "/api/refund",
      payload: { transactionId: first.id, amount: "15.00" },
      headers: { ...merchant.headers, "idempotency-key": randomUUID() },
    });
    expect(refunded.statusCode).toBe(200);

    const monthly = await get<MonthlyActivity>("/api/dashboard/report-monthly-activity", merchant.headers);
    expect(monthly.months).toHaveLength(12);
    const thisMonth = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Baku",
      year: "numeric",
      month: "2-digit",
    }).format(t.clock.now());
    expect(monthly.months.at(-1)).toBe(thisMonth);
    expect(monthly.content).toHaveLength(12);
    // The hold not completed is no payment received (contracts' dashboard figures): one payment.
    expect(monthly.content.at(-1)).toEqual({
      month: thisMonth,
      currency: "AZN",
      received: 60,
      refunded: 15,
      payments: 1,
    });
    expect(monthly.content.slice(0, 11).every((m) => m.received === 0 && m.payments === 0)).toBe(true);

    const recent = await get<RecentActivity>("/api/dashboard/recent-activity?offset=6&page=0", merchant.headers);
    expect(recent.content.map((i) => [i.kind, i.transactionId, i.amount])).toEqual([
      ["refund", first.id, 15],
      ["payment", hold.id, 30],
      ["payment", first.id, 60],
    ]);
    expect(recent.content[0]).toMatchObject({
      status: "partialRefunded",
      appName: "Caspian Tours",
      customer: "Leyla Əliyeva",
      currency: "AZN",
    });
    expect(recent.hasNext).toBe(false);
    const paged = await get<RecentActivity>("/api/dashboard/recent-activity?offset=2&page=1", merchant.headers);
    expect(paged).toMatchObject({ page: 1, size: 2, hasNext: false });
    expect(paged.content.map((i) => i.kind)).toEqual(["payment"]);
    expect(
      (await get<RecentActivity>("/api/dashboard/recent-activity?offset=2&page=0", merchant.headers)).hasNext,
    ).toBe(true);

    const totals = await get<DashboardTotals>(
      `/api/dashboard/totals?from=${thisMonth}-01&to=${bakuToday(t)}`,
      merchant.headers,
    );
    expect(totals.held).toEqual([{ currency: "AZN", amount: 30 }]);
  });

  describe("every figure, on a fixed set of operations", () => {
    let merchant: Awaited<ReturnType<typeof signedInMerchant>>;
    const ids: Record<"success" | "hold" | "partlyCaptured" | "declined" | "insufficientFunds", string> = {
      success: "",
      hold: "",
      partlyCaptured: "",
      declined: "",
      insufficientFunds: "",
    };
    const operate = async (url: string, payload?: object) => {
      const res = await t.call({
        method: "POST",
        url,
        payload,
        headers: { ...merchant.headers, "idempotency-key": randomUUID() },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const refused = async (outcome: "decline" | "insufficientFunds", remoteAddress: string) => {
      const invoice = await createdInvoice(t, merchant.headers, merchantApp, { amount: "45.00" });
      const res = await t.call({
        method: "POST",
        url: `/api/checkout/${invoice.invoiceCode}/pay`,
        payload: {
          cardNumber: testCard(outcome),
          expiry: "12/30",
          cvv: "123",
          cardHolder: "X Y",
          language: "en",
          amount: 45,
          currency: "AZN",
        },
        remoteAddress,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().transactionId as string;
    };
    let merchantApp: string;

    beforeAll(async () => {
      merchant = await signedInMerchant(t);
      merchantApp = await liveApplication(t, merchant.headers);
      // One payment, one hold left held, one hold completed in part, two refused attempts; then the capture and a refund.
      ids.success = (await paidTransaction(t, merchant.headers, merchantApp, { amount: "120.50" })).id;
      ids.hold = (await paidTransaction(t, merchant.headers, merchantApp, { amount: "80.00", preAuth: true })).id;
      ids.partlyCaptured = (
        await paidTransaction(t, merchant.headers, merchantApp, { amount: "80.00", preAuth: true })
      ).id;
      ids.declined = await refused("decline", "203.0.113.201");
      ids.insufficientFunds = await refused("insufficientFunds", "203.0.113.202");
      await operate("/api/completeOrder", { transactionId: ids.partlyCaptured, amount: "50.00" });
      await operate("/api/refund", { transactionId: ids.success, amount: "20.50" });
    });

    it("counts attempts, approvals, payments received, money and rates as the contracts define them", async () => {
      const today = bakuToday(t);
      const totals = await get<DashboardTotals>(`/api/dashboard/totals?from=${today}&to=${today}`, merchant.headers);
      expect(totals.current).toEqual([
        {
          currency: "AZN",
          // 120.50 paid, and 50.00 of an 80.00 hold: the hold still held took nothing yet.
          received: 170.5,
          refunded: 20.5,
          net: 150,
          // The payment and the completed hold: the hold still held and the refused attempts are no payments.
          payments: 2,
          averagePayment: 85.25,
          // Five attempts ended; the bank approved three (the payment and both holds).
          attempts: 5,
          approved: 3,
          successRate: 0.6,
        },
      ]);
      expect(totals.held).toEqual([{ currency: "AZN", amount: 80 }]);

      const monthly = await get<MonthlyActivity>("/api/dashboard/report-monthly-activity", merchant.headers);
      expect(monthly.content.at(-1)).toMatchObject({ currency: "AZN", received: 170.5, refunded: 20.5, payments: 2 });
    });

    it("lists refused attempts as failed attempts, apart from payments", async () => {
      const recent = await get<RecentActivity>("/api/dashboard/recent-activity?offset=10&page=0", merchant.headers);
      expect(recent.content.map((i) => [i.kind, i.transactionId, i.amount, i.status])).toEqual([
        ["refund", ids.success, 20.5, "partialRefunded"],
        ["capture", ids.partlyCaptured, 50, "success"],
        ["failedAttempt", ids.insufficientFunds, 45, "declined"],
        ["failedAttempt", ids.declined, 45, "declined"],
        ["payment", ids.partlyCaptured, 80, "success"],
        ["payment", ids.hold, 80, "preAuth"],
        ["payment", ids.success, 120.5, "partialRefunded"],
      ]);
    });
  });

  it("keeps the same figures in the daily totals as the contracts' rules, for every status", async () => {
    const merchant = await signedInMerchant(t);
    const app = await liveApplication(t, merchant.headers);
    const [{ accountId: account }] = (await t.db
      .select({ accountId: applications.accountId })
      .from(applications)
      .where(eq(applications.id, app))) as [{ accountId: string }];
    const captured = new Set<string>(["success", "refundInProgress", "partialRefunded", "refunded"]);
    // Each status on a day of its own in 2025, so each day's totals are one row's.
    for (const [i, status] of transactionStatuses.entries()) {
      const invoice = await createdInvoice(t, merchant.headers, app, { bookingId: `BK-STATUS-${status}` });
      const row = await writtenTransaction(t, account, invoice, {
        orderId: `S-${status}`,
        createdAt: new Date(Date.UTC(2025, 0, 1 + i, 8)),
        status,
        amount: 9_000n,
        capturedAmount: captured.has(status) ? 6_000n : 0n,
        totalRefunded: status === "refunded" ? 6_000n : status === "partialRefunded" ? 1_000n : 0n,
      });
      const day = `2025-01-${String(1 + i).padStart(2, "0")}`;
      const [kept] = await t.db
        .select()
        .from(dailyTotals)
        .where(and(eq(dailyTotals.appId, app), eq(dailyTotals.day, day)));
      const rule = figureSumsOf(row);
      expect({ status, ...kept! }).toMatchObject({
        status,
        attempts: rule.attempts,
        approved: rule.approved,
        paid: rule.payments,
        received: rule.received,
        refunded: rule.refunded,
      });
    }
  });

  it("shows a sub-user their applications' figures only, and another account nothing", async () => {
    const merchant = await signedInMerchant(t);
    const [appA, appB] = [await liveApplication(t, merchant.headers), await liveApplication(t, merchant.headers)];
    const [{ accountId: account }] = (await t.db
      .select({ accountId: applications.accountId })
      .from(applications)
      .where(eq(applications.id, appA))) as [{ accountId: string }];
    await paidTransaction(t, merchant.headers, appA, { amount: "11.00" });
    await paidTransaction(t, merchant.headers, appB, { amount: "22.00" });
    const onlyB = await signedInSubUser(t, account, [], [appB]);
    const stranger = await signedInMerchant(t);
    // From the first of Baku's month to Baku's today, whichever day of the month the test runs on.
    const today = bakuToday(t);
    const period = `/api/dashboard/totals?from=${today.slice(0, 8)}01&to=${today}`;

    expect((await get<DashboardTotals>(period, merchant.headers)).current[0]).toMatchObject({
      received: 33,
      payments: 2,
    });
    expect((await get<DashboardTotals>(`${period}&appId=${appA}`, merchant.headers)).current[0]).toMatchObject({
      received: 11,
    });
    expect((await get<DashboardTotals>(period, onlyB.headers)).current[0]).toMatchObject({ received: 22, payments: 1 });
    expect((await get<DashboardTotals>(`${period}&appId=${appA}`, onlyB.headers)).current).toEqual([]);
    expect(
      (await get<RecentActivity>("/api/dashboard/recent-activity", onlyB.headers)).content.map((i) => i.appId),
    ).toEqual([appB]);
    expect((await get<DashboardTotals>(`${period}&appId=${appA}`, stranger.headers)).current).toEqual([]);
    expect(
      (await get<MonthlyActivity>(`/api/dashboard/report-monthly-activity?appId=${appA}`, stranger.headers)).content,
    ).toEqual([]);
    expect(
      (await get<RecentActivity>(`/api/dashboard/recent-activity?appId=${appA}`, stranger.headers)).content,
    ).toEqual([]);
    expect((await t.call({ method: "GET", url: "/api/dashboard/recent-activity" })).statusCode).toBe(401);
  });
});
