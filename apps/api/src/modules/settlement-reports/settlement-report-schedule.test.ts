import {
  addDays,
  calendarDateIn,
  CSV_MEDIA_TYPE,
  lastEndedPeriod,
  nextSchedulePeriod,
  schedulePeriodOf,
  type SettlementReportSchedule,
  XLSX_MEDIA_TYPE,
} from "@portal/contracts";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages, users } from "@/db/schema";
import { liveApplication, paidTransaction, signedInMerchant, signedInSubUser } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { sendDueSettlementReports } from "./settlement-report-schedule";

const DAY_MS = 24 * 60 * 60_000;

describe("the periods a schedule e-mails", () => {
  it("takes a day, its Monday-to-Sunday week, or its calendar month", () => {
    // 2026-05-14 is a Thursday.
    expect(schedulePeriodOf("daily", "2026-05-14")).toEqual({ from: "2026-05-14", to: "2026-05-14" });
    expect(schedulePeriodOf("weekly", "2026-05-14")).toEqual({ from: "2026-05-11", to: "2026-05-17" });
    expect(schedulePeriodOf("weekly", "2026-05-11")).toEqual({ from: "2026-05-11", to: "2026-05-17" });
    expect(schedulePeriodOf("weekly", "2026-05-17")).toEqual({ from: "2026-05-11", to: "2026-05-17" });
    expect(schedulePeriodOf("monthly", "2028-02-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(schedulePeriodOf("monthly", "2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });

  it("sends the last one ended: yesterday, last week, last month", () => {
    expect(lastEndedPeriod("daily", "2026-03-01")).toEqual({ from: "2026-02-28", to: "2026-02-28" });
    expect(lastEndedPeriod("weekly", "2026-05-11")).toEqual({ from: "2026-05-04", to: "2026-05-10" });
    expect(lastEndedPeriod("weekly", "2026-05-17")).toEqual({ from: "2026-05-04", to: "2026-05-10" });
    expect(lastEndedPeriod("monthly", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });

  it("says which comes next: the one ended while it is not sent, else the one under way", () => {
    expect(nextSchedulePeriod("monthly", null, "2026-05-14")).toEqual({ from: "2026-04-01", to: "2026-04-30" });
    expect(nextSchedulePeriod("monthly", "2026-03-31", "2026-05-14")).toEqual({ from: "2026-04-01", to: "2026-04-30" });
    expect(nextSchedulePeriod("monthly", "2026-04-30", "2026-05-14")).toEqual({ from: "2026-05-01", to: "2026-05-31" });
  });
});

describe.each(backends)("scheduled settlement reports on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let accountId: string;

  const today = () => calendarDateIn(t.clock.now(), "Asia/Baku");
  const url = () => `/api/settlement-reports/${appId}/schedule`;
  const schedule = async (headers = m.headers) => {
    const res = await t.call({ method: "GET", url: url(), headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SettlementReportSchedule | null;
  };
  const put = (payload: object, headers = m.headers) => t.call({ method: "PUT", url: url(), payload, headers });
  /** The e-mails with a report the user was sent, oldest first. */
  const mails = (to = m.email) =>
    t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, to), isNotNull(outboxMessages.attachmentName)))
      .orderBy(asc(outboxMessages.createdAt));

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    [{ accountId }] = (await t.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(eq(users.email, m.email))) as [{ accountId: string }];
    await paidTransaction(t, m.headers, appId, { amount: "120.00" });
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("e-mails each day's report once, after the day ends, in the user's language", async () => {
    expect(await schedule()).toBeNull();
    await t.db.update(users).set({ language: "az" }).where(eq(users.email, m.email));
    const set = await put({ frequency: "daily", format: "xlsx" });
    expect(set.statusCode, set.body).toBe(200);
    const day = today();
    // A new schedule starts with the day under way.
    expect(set.json()).toEqual({
      frequency: "daily",
      format: "xlsx",
      email: m.email,
      lastSentThrough: addDays(day, -1),
      next: { from: day, to: day },
    });
    expect(await schedule()).toEqual(set.json());

    expect(await sendDueSettlementReports(t.app, t.clock.now())).toBe(0);
    expect(await mails()).toEqual([]);

    t.clock.advance(DAY_MS);
    expect(await sendDueSettlementReports(t.app, t.clock.now())).toBe(1);
    // Another run, or another server's, in the same hour: nothing twice.
    expect(await sendDueSettlementReports(t.app, t.clock.now())).toBe(0);
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      channel: "email",
      attachmentType: XLSX_MEDIA_TYPE,
      attachmentName: `settlement-report-Caspian Tours-${day}_${day}.xlsx`,
    });
    expect(mail!.subject).toMatch(/^Caspian Tours üzrə hesablaşma hesabatı: /);
    expect(mail!.text).toContain("gündəlik hesablaşma hesabatınız əlavə olunub");
    expect(mail!.text).toContain("Dövrün sonuna qalıq: 120.00 AZN");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(mail!.attachment as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.name).toBe("Xülasə");

    expect(await schedule()).toMatchObject({ lastSentThrough: day, next: { from: addDays(day, 1) } });

    t.clock.advance(DAY_MS);
    expect(await sendDueSettlementReports(t.app, t.clock.now())).toBe(1);
    expect(await mails()).toHaveLength(2);
  });

  it("keeps what was sent when only the format changes, and stops when removed", async () => {
    const before = (await schedule())!;
    const csv = await put({ frequency: "daily", format: "csv" });
    expect(csv.json()).toMatchObject({ format: "csv", lastSentThrough: before.lastSentThrough });
    t.clock.advance(DAY_MS);
    const sent = (await mails()).length;
    expect(await sendDueSettlementReports(t.app, t.clock.now())).toBe(1);
    const latest = (await mails()).at(-1)!;
    expect(latest.attachmentType).toBe(CSV_MEDIA_TYPE);
    expect(latest.attachmentName).toMatch(/\.csv$/);
    expect(String(latest.attachment)).toContain("Dövrün sonuna qalıq");

    // Weekly from now on: the week under way comes first.
    const weekly = await put({ frequency: "weekly" });
    expect(weekly.json()).toMatchObject({
      format: "xlsx",
      next: schedulePeriodOf("weekly", today()),
      lastSentThrough: lastEndedPeriod("weekly", today()).to,
    });

    expect((await t.call({ method: "DELETE", url: url(), headers: m.headers })).statusCode).toBe(204);
    expect(await schedule()).toBeNull();
    expect((await t.call({ method: "DELETE", url: url(), headers: m.headers })).statusCode).toBe(404);
    t.clock.advance(8 * DAY_MS);
    expect(await sendDueSettlementReports(t.app, t.clock.now())).toBe(0);
    expect(await mails()).toHaveLength(sent + 1);
  });

  it("is each user's own; a sub-user without the application may not set one, and one who lost it gets nothing", async () => {
    const sub = await signedInSubUser(t, accountId, [], [appId]);
    expect((await put({ frequency: "daily" }, sub.headers)).statusCode).toBe(200);
    expect(await schedule()).toBeNull();
    expect(await schedule(sub.headers)).toMatchObject({ frequency: "daily", email: sub.email });

    const other = await signedInMerchant(t);
    expect((await put({ frequency: "daily" }, other.headers)).statusCode).toBe(404);
    const outsider = await signedInSubUser(t, accountId, [], []);
    expect((await put({ frequency: "daily" }, outsider.headers)).json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await put({ frequency: "hourly" })).json()).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { frequency: expect.any(String) },
    });

    // Access taken away: the report is not sent, and waits in case it comes back.
    await t.db.update(users).set({ applicationIds: [] }).where(eq(users.email, sub.email));
    t.clock.advance(DAY_MS);
    expect(await sendDueSettlementReports(t.app, t.clock.now())).toBe(0);
    expect(await mails(sub.email)).toEqual([]);
    await t.db
      .update(users)
      .set({ applicationIds: [appId] })
      .where(eq(users.email, sub.email));
    expect(await sendDueSettlementReports(t.app, t.clock.now())).toBe(1);
    const [mail] = await mails(sub.email);
    // No language chosen: English.
    expect(mail!.subject).toMatch(/^Settlement report for Caspian Tours: /);
  });
});
