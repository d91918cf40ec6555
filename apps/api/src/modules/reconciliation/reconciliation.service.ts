import { createHash } from "node:crypto";
import {
  addDays,
  calendarDateIn,
  type Currency,
  messages,
  pageFrom,
  type Decoded,
  type ReconciliationDay,
  type ReconciliationDifference,
  type ReconciliationSummary,
  regionTimeZone,
  type SettlementImported,
  startOfDayIn,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "@/lib/app-error";
import { actorOf } from "@/modules/operators/operator-accounts.service";
import { recordOperatorAction } from "@/modules/operators/operator-audit.repo";
import type { OperatorContext } from "@/plugins/operator-auth";
import { endToEndIdOf } from "@/providers/payout-bank/iso20022/pain001";
import { parseKapitalSettlement, SettlementFileError } from "./kapital-settlement-csv";
import {
  acquirerCardMoney,
  appliedStatementTotals,
  differencesOfDay,
  differencesPage,
  type DifferenceRow,
  explainDifference,
  type FoundDifference,
  importBySha,
  insertImport,
  insertRun,
  insertSettlementRows,
  jobRanFor,
  lastRunOf,
  ledgerCardMoney,
  ledgerForBookedLines,
  lockDifference,
  openSummary,
  recordDifferences,
  settlementDaysOf,
  statusesByOrder,
  strayStatementLines,
  unbookedTransfers,
} from "./reconciliation.repo";

export const DIFFERENCE_PAGE_SIZE = 20;
export const RECONCILE_YESTERDAY = "reconcile-yesterday";

/** The provider's days are Baku's: the default region's (DESIGN §3); the Emirates' dirham keeps Dubai's. */
const PROVIDER_ZONE = regionTimeZone.default;
/** The morning's run starts once the day before is surely over and the reports are in. */
const MORNING_HOUR = 6;

const key = (orderId: string, currency: string, kind: string) => `${orderId}|${currency}|${kind}`;

/** Both sides' figures per key, and what disagrees. */
function compare(
  source: FoundDifference["source"],
  ledger: { reference: string; currency: Currency; kind: string; amount: bigint }[],
  external: { reference: string; currency: Currency; kind: string; amount: bigint }[],
): FoundDifference[] {
  const ours = new Map(ledger.map((r) => [key(r.reference, r.currency, r.kind), r]));
  const theirs = new Map(external.map((r) => [key(r.reference, r.currency, r.kind), r]));
  const found: FoundDifference[] = [];
  for (const [k, r] of ours) {
    const t = theirs.get(k);
    if (r.amount === 0n && !t) continue;
    if (!t) found.push({ source, side: "ledgerOnly", ...r, ledgerAmount: r.amount, externalAmount: null });
    else if (t.amount !== r.amount)
      found.push({ source, side: "amount", ...r, ledgerAmount: r.amount, externalAmount: t.amount });
  }
  for (const [k, t] of theirs)
    if (!ours.has(k)) found.push({ source, side: "externalOnly", ...t, ledgerAmount: null, externalAmount: t.amount });
  return found.map(({ reference, currency, kind, source: s, side, ledgerAmount, externalAmount }) => ({
    source: s,
    side,
    reference,
    currency,
    kind,
    ledgerAmount,
    externalAmount,
  }));
}

const differenceView = (d: DifferenceRow): Decoded<typeof ReconciliationDifference> => ({
  id: d.id,
  day: d.day,
  source: d.source,
  side: d.side,
  reference: d.reference,
  kind: d.kind,
  ledgerAmount: d.ledgerAmount,
  externalAmount: d.externalAmount,
  currency: d.currency,
  detectedAt: d.detectedAt.toISOString(),
  resolvedAt: d.resolvedAt?.toISOString() ?? null,
  explainedAt: d.explainedAt?.toISOString() ?? null,
  explainedBy: d.explainedById ? { id: d.explainedById, name: d.explainedByName! } : null,
  note: d.note,
});

/**
 * Reconciliation (docs/reconciliation.md): a day's card money in the ledger against the
 * acquirer's settlement report, and the money the bank booked against what the ledger moved
 * for it; each disagreement is kept as a difference until a later run finds the sides agree
 * or finance explains it with a note.
 */
export function reconciliationService(app: FastifyInstance) {
  const { db, clock } = app;

  async function importSettlement(
    context: OperatorContext,
    file: Buffer,
    fileName: string,
  ): Promise<{ status: 200 | 201; body: Decoded<typeof SettlementImported> }> {
    const sha256 = createHash("sha256").update(file).digest("hex");
    const view = async (id: string, name: string, rows: number, already: boolean) => ({
      id,
      fileName: name,
      rows,
      days: await settlementDaysOf(db, id),
      alreadyImported: already,
    });
    const earlier = await importBySha(db, sha256);
    if (earlier) return { status: 200, body: await view(earlier.id, earlier.fileName, earlier.rowCount, true) };
    let rows;
    try {
      rows = parseKapitalSettlement(file);
    } catch (err) {
      if (err instanceof SettlementFileError) throw new AppError("SETTLEMENT_FILE_INVALID", err.message);
      throw err;
    }
    const at = clock();
    const imported = await db.transaction(async (tx) => {
      const row = await insertImport(tx, {
        sha256,
        fileName,
        uploadedById: context.operator.id,
        uploadedByName: context.operator.name,
        uploadedAt: at,
        rowCount: rows.length,
      });
      if (!row) return undefined;
      await insertSettlementRows(
        tx,
        rows.map((r) => ({ ...r, importId: row.id })),
      );
      await recordOperatorAction(
        tx,
        actorOf(context),
        {
          action: "settlement.imported",
          target: { type: "settlementImport", id: row.id },
          after: { fileName, rows: rows.length, sha256 },
        },
        at,
      );
      return row;
    });
    if (!imported) {
      const other = (await importBySha(db, sha256))!;
      return { status: 200, body: await view(other.id, other.fileName, other.rowCount, true) };
    }
    return { status: 201, body: await view(imported.id, fileName, rows.length, false) };
  }

  /** What disagrees on a day, and both sides' totals. */
  async function examine(day: string) {
    const from = startOfDayIn(day, PROVIDER_ZONE);
    const to = startOfDayIn(addDays(day, 1), PROVIDER_ZONE);
    const [ledgerCards, acquirer] = await Promise.all([ledgerCardMoney(db, from, to), acquirerCardMoney(db, day)]);
    const reversals = acquirer.filter((r) => r.kind === "reversal");
    const statuses = await statusesByOrder(
      db,
      reversals.map((r) => r.orderId),
    );
    const found = compare(
      "acquirer",
      ledgerCards.map((r) => ({ ...r, reference: r.orderId })),
      // A reversal moves no money in the ledger: it only has to be of a hold that was reversed.
      acquirer.filter((r) => r.kind !== "reversal").map((r) => ({ ...r, reference: r.orderId })),
    );
    for (const r of reversals)
      if (statuses.get(r.orderId) !== "reversed")
        found.push({
          source: "acquirer",
          side: "externalOnly",
          reference: r.orderId,
          kind: "reversal",
          currency: r.currency,
          ledgerAmount: null,
          externalAmount: r.amount,
        });
    for (const line of await strayStatementLines(db, day))
      found.push({
        source: "bank",
        side: line.outcome === "mismatch" ? "amount" : "externalOnly",
        reference: line.endToEndId ?? `line ${line.line} of ${line.statementId}`,
        kind: line.side === "debit" ? "debit" : "credit",
        currency: line.currency as Currency,
        ledgerAmount: null,
        externalAmount: line.amount,
      });
    for (const { transfer } of await unbookedTransfers(db, day))
      found.push({
        source: "bank",
        side: "ledgerOnly",
        reference: endToEndIdOf(transfer.id),
        kind: "transfer",
        currency: transfer.currency,
        ledgerAmount: transfer.amount,
        externalAmount: null,
      });
    const sum = (rows: { currency: Currency; kind: string; amount: bigint }[], kind: string, currency: Currency) =>
      rows.filter((r) => r.kind === kind && r.currency === currency).reduce((s, r) => s + r.amount, 0n);
    const booked = await ledgerForBookedLines(db, day);
    const bookedExternal = await appliedStatementTotals(db, day);
    const totals: Decoded<typeof ReconciliationDay>["totals"] = [];
    const cardCurrencies = new Set([...ledgerCards, ...acquirer].map((r) => r.currency));
    for (const currency of cardCurrencies)
      for (const kind of ["capture", "refund"])
        totals.push({
          source: "acquirer",
          kind,
          currency,
          ledger: sum(ledgerCards, kind, currency),
          external: sum(acquirer, kind, currency),
        });
    const bankCurrencies = new Set([...booked, ...bookedExternal].map((r) => r.currency as Currency));
    for (const currency of bankCurrencies)
      for (const kind of ["sent", "returned"])
        totals.push({
          source: "bank",
          kind,
          currency,
          ledger: sum(
            booked.map((r) => ({ ...r, kind: r.outcome, currency: r.currency as Currency })),
            kind,
            currency,
          ),
          external: sum(
            bookedExternal.map((r) => ({ ...r, kind: r.outcome, currency: r.currency as Currency })),
            kind,
            currency,
          ),
        });
    return { found, totals };
  }

  async function dayView(day: string, totals?: Decoded<typeof ReconciliationDay>["totals"]) {
    const [run, differences] = await Promise.all([lastRunOf(db, day), differencesOfDay(db, day)]);
    return {
      day,
      ranAt: run?.ranAt.toISOString() ?? null,
      open: differences.filter((d) => !d.explainedAt && !d.resolvedAt).length,
      totals: totals ?? (await examine(day)).totals,
      differences: differences.map(differenceView),
    };
  }

  /** Reconciles a day now: by an operator (on demand) or the morning's job (no operator). */
  async function run(day: string, context: OperatorContext | null): Promise<Decoded<typeof ReconciliationDay>> {
    const at = clock();
    if (day >= calendarDateIn(at, PROVIDER_ZONE))
      throw new AppError("VALIDATION_ERROR", "Only a day that is over can be reconciled.", {
        fields: { day: messages.dayNotOver },
      });
    const { found, totals } = await examine(day);
    await db.transaction(async (tx) => {
      await recordDifferences(tx, day, found, at);
      await insertRun(tx, { day, ranAt: at, ranById: context?.operator.id ?? null, differences: found.length });
      if (context)
        await recordOperatorAction(
          tx,
          actorOf(context),
          { action: "reconciliation.ran", target: { type: "day", id: day }, after: { differences: found.length } },
          at,
        );
    });
    return dayView(day, totals);
  }

  /** The job's minute: yesterday, once, after the morning hour in the provider's zone. */
  async function morningRun() {
    const now = clock();
    const localHour = Number(
      new Intl.DateTimeFormat("en-GB", { timeZone: PROVIDER_ZONE, hour: "2-digit", hourCycle: "h23" }).format(now),
    );
    if (localHour < MORNING_HOUR) return null;
    const yesterday = addDays(calendarDateIn(now, PROVIDER_ZONE), -1);
    if (await jobRanFor(db, yesterday)) return null;
    const result = await run(yesterday, null);
    return { day: yesterday, open: result.open };
  }

  async function differences(status: "open" | "explained" | "resolved" | "all", page: number) {
    const { rows, total } = await differencesPage(db, status, page, DIFFERENCE_PAGE_SIZE);
    return pageFrom(rows.map(differenceView), page, DIFFERENCE_PAGE_SIZE, total);
  }

  async function explain(context: OperatorContext, id: string, note: string) {
    const at = clock();
    const row = await db.transaction(async (tx) => {
      const difference = await lockDifference(tx, id);
      if (!difference) throw new AppError("NOT_FOUND", "No such difference.");
      if (difference.explainedAt) throw new AppError("INVALID_STATE", "This difference is already explained.");
      const explained = await explainDifference(tx, id, {
        explainedAt: at,
        explainedById: context.operator.id,
        explainedByName: context.operator.name,
        note,
      });
      await recordOperatorAction(
        tx,
        actorOf(context),
        { action: "difference.explained", target: { type: "difference", id }, after: { note } },
        at,
      );
      return explained;
    });
    return differenceView(row);
  }

  async function summary(): Promise<Decoded<typeof ReconciliationSummary>> {
    const [open, last] = await Promise.all([openSummary(db), lastRunOf(db)]);
    return {
      open: open.open,
      oldestOpenDay: open.oldestOpenDay,
      lastRun: last ? { day: last.day, ranAt: last.ranAt.toISOString(), differences: last.differences } : null,
    };
  }

  return { importSettlement, run, morningRun, day: (day: string) => dayView(day), differences, explain, summary };
}
