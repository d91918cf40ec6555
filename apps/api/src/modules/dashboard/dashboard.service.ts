import {
  addDays,
  attemptKindOf,
  calendarDateIn,
  type DashboardTotals,
  type DashboardTotalsQuery,
  type Decoded,
  type MonthlyActivity,
  periodFigures,
  previousPeriod,
  type RecentActivity,
  type RecentActivityItem,
  regionTimeZone,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "@/db/client";
import type { Scope } from "@/lib/scope";
import { heldNow, latestOperations, latestPayments, monthSums, periodSums } from "./dashboard.repo";

const MONTHS = 12;
/** Holds lapse after 7 days; a few more cover a clock moved in tests and days of different length. */
const HELD_WITHIN_DAYS = 10;

// The daily totals are Baku days; Dubai keeps the same offset (UTC+4) all year, so its days are the same.
const TIME_ZONE = regionTimeZone.default;

type Sums = Awaited<ReturnType<typeof periodSums>>[number];

// The trigger's `paid` column counts what the contracts call payments (attempts that captured money).
const figuresOf = ({ currency, paid, ...sums }: Sums) => periodFigures(currency, { ...sums, payments: paid });

/** YYYY-MM of the month `back` months before the one `date` is in, and its first day. */
function monthBefore(date: string, back: number): string {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 7);
}

/**
 * The dashboard (SPEC §2): a period's figures against the period before, the last twelve
 * months, and the latest payments and operations. Sums come from `daily_totals`, kept by a
 * trigger with every write of a transaction, so a busy account's dashboard reads a few hundred
 * rows, never its transactions; each call sees only its scope's applications.
 */
export function dashboardService(app: FastifyInstance) {
  const { clock } = app;
  const today = () => calendarDateIn(clock(), TIME_ZONE);

  // Each figure's `db`: the primary, or the replica when the caller may read it (plugins/read-db.ts).
  async function totals(
    scope: Scope,
    q: DashboardTotalsQuery,
    db: Db = app.db,
  ): Promise<Decoded<typeof DashboardTotals>> {
    const before = previousPeriod(q.from, q.to);
    const [current, previous, held] = await Promise.all([
      periodSums(db, scope, q.appId, q.from, q.to),
      periodSums(db, scope, q.appId, before.from, before.to),
      heldNow(db, scope, q.appId, addDays(today(), -HELD_WITHIN_DAYS)),
    ]);
    return {
      from: q.from,
      to: q.to,
      previousFrom: before.from,
      previousTo: before.to,
      current: current.map(figuresOf),
      previous: previous.map(figuresOf),
      held,
    };
  }

  async function monthly(
    scope: Scope,
    appId: string | undefined,
    db: Db = app.db,
  ): Promise<Decoded<typeof MonthlyActivity>> {
    const now = today();
    const months = Array.from({ length: MONTHS }, (_, i) => monthBefore(now, MONTHS - 1 - i));
    const rows = await monthSums(db, scope, appId, `${months[0]}-01`);
    const currencies = [...new Set(rows.map((r) => r.currency))].sort();
    const found = new Map(rows.map((r) => [`${r.month} ${r.currency}`, r]));
    return {
      months,
      content: currencies.flatMap((currency) =>
        months.map((month) => {
          const r = found.get(`${month} ${currency}`);
          return {
            month,
            currency,
            received: r?.received ?? 0n,
            refunded: r?.refunded ?? 0n,
            payments: r?.paid ?? 0,
          };
        }),
      ),
    };
  }

  /** Payments and operations merged newest first: each list needs at most as many as the pages so far plus one. */
  async function recent(
    scope: Scope,
    q: { offset: number; page: number; appId?: string },
    db: Db = app.db,
  ): Promise<Decoded<typeof RecentActivity>> {
    const wanted = (q.page + 1) * q.offset + 1;
    const [payments, operations] = await Promise.all([
      latestPayments(db, scope, q.appId, wanted),
      latestOperations(db, scope, q.appId, wanted),
    ]);
    const items: Decoded<typeof RecentActivityItem>[] = [
      ...payments.map((p) => ({
        ...p,
        kind: attemptKindOf(p.status),
        at: p.at.toISOString(),
      })),
      ...operations.map((o) => ({ ...o, at: o.at!.toISOString() })),
    ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    const start = q.page * q.offset;
    return {
      content: items.slice(start, start + q.offset),
      page: q.page,
      size: q.offset,
      hasNext: items.length > start + q.offset,
    };
  }

  return { totals, monthly, recent };
}
