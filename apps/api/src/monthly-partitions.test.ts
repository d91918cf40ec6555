import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, domainEvents, outboxMessages, webhookDeliveries, webhookEvents } from "@/db/schema";
import { postTransfer, systemAccount } from "@/modules/ledger/ledger.repo";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { liveApplication, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { webhookEndpoint } from "@/test-support/webhooks";
import { maintainPartitions, PARTITIONED_TABLES, partitionsOf, type Retention } from "@/db/partitions";

const RETENTION: Retention = {
  AUDIT_RETENTION_MONTHS: 0,
  MESSAGE_RETENTION_MONTHS: 12,
  EVENT_RETENTION_MONTHS: 3,
  WEBHOOK_RETENTION_MONTHS: 6,
  API_LOG_RETENTION_MONTHS: 1,
};

const monthName = (d: Date) => `p${d.getUTCFullYear()}_${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
const monthsFrom = (d: Date, months: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 15));

async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A balanced capture posted at `at` (settlement account against fee income); its reference. */
async function captureAt(t: TestApp, at: Date, amount: bigint) {
  const settlement = await systemAccount(t.db, "cardSettlement", "AZN");
  const fees = await systemAccount(t.db, "feeIncome", "AZN");
  const reference = crypto.randomUUID();
  await t.db.transaction((tx) =>
    postTransfer(tx, {
      kind: "capture",
      reference,
      currency: "AZN",
      at,
      legs: [
        { ledgerAccountId: settlement, amount },
        { ledgerAccountId: fees, amount: -amount },
      ],
    }),
  );
  return reference;
}

/** The partition a table's row with this id sits in. */
async function partitionOf(t: TestApp, table: string, idColumn: string, id: string) {
  const [row] = await rows<{ part: string }>(
    t,
    sql`select tableoid::regclass::text as part from ${sql.identifier(table)} where ${sql.identifier(idColumn)} = ${id}`,
  );
  return row?.part;
}

describe.each(backends)("monthly partitions on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("keeps every append-only table in monthly partitions, this month's rows in this month's", async () => {
    const now = t.clock.now();
    for (const table of Object.keys(PARTITIONED_TABLES)) {
      const [kind] = await rows<{ strategy: string }>(
        t,
        sql`select partstrat as strategy from pg_partitioned_table where partrelid = ${table}::regclass`,
      );
      expect(kind?.strategy, table).toBe("r");
      const months = await partitionsOf(t.db, table);
      // The migration made this month's and the three ahead.
      for (const ahead of [0, 1, 2, 3])
        expect(months, table).toContain(`${table}_${monthName(monthsFrom(now, ahead))}`);
    }
    const reference = await captureAt(t, now, 500n);
    const [entry] = await rows<{ id: string }>(
      t,
      sql`select e.id from ledger_entries e join ledger_transfers x on x.id = e.transfer_id where x.reference = ${reference} limit 1`,
    );
    expect(await partitionOf(t, "ledger_entries", "id", entry!.id)).toBe(`ledger_entries_${monthName(now)}`);
    await expectLedgerBalanced(t);
  });

  it("still refuses an unbalanced transfer at commit", async () => {
    const settlement = await systemAccount(t.db, "cardSettlement", "AZN");
    const at = t.clock.now();
    const transfer = crypto.randomUUID();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into ledger_transfers (id, kind, reference, created_at) values (${transfer}, 'capture', ${crypto.randomUUID()}, ${at})`,
        );
        await tx.execute(
          sql`insert into ledger_entries (transfer_id, ledger_account_id, amount, currency, created_at) values (${transfer}, ${settlement}, 700, 'AZN', ${at})`,
        );
      }),
    ).rejects.toThrow();
    await expectLedgerBalanced(t);
  });

  it("the hourly upkeep makes the coming months and drops logs past their retention, never money or what is unfinished", async () => {
    const now = t.clock.now();
    const old = monthsFrom(now, -14);
    const older = monthsFrom(now, -15);
    for (const table of Object.keys(PARTITIONED_TABLES))
      for (const at of [older, old])
        await t.db.execute(
          sql`select create_month_partitions(${table}, ${at.toISOString().slice(0, 10)}::date, ${at.toISOString().slice(0, 10)}::date)`,
        );

    // Fourteen and fifteen months ago: a sent message, a queued one, a dispatched and an undispatched event.
    const [sent] = await t.db
      .insert(outboxMessages)
      .values({ channel: "sms", recipient: "+994501112233", text: "sent", createdAt: older })
      .returning();
    const [queued] = await t.db
      .insert(outboxMessages)
      .values({ channel: "sms", recipient: "+994501112233", text: "queued", status: "queued", createdAt: old })
      .returning();
    const merchant = await signedInMerchant(t);
    const appId = await liveApplication(t, merchant.headers);
    const [account] = await rows<{ id: string }>(t, sql`select account_id as id from applications where id = ${appId}`);
    await t.db.insert(domainEvents).values([
      { type: "test", accountId: account!.id, payload: {}, occurredAt: older, dispatchedAt: older },
      { type: "test", accountId: account!.id, payload: {}, occurredAt: old },
    ]);
    const [audit] = await t.db
      .insert(auditEvents)
      .values({
        accountId: account!.id,
        actorName: "Old",
        action: "user.created",
        targetType: "user",
        outcome: "succeeded",
        at: older,
      })
      .returning();
    // A webhook event whose delivery is still pending holds its month; one delivered does not.
    const endpoint = await webhookEndpoint(t, merchant.headers, appId, "https://shop.example/hooks", ["order.paid"]);
    for (const [id, at, status] of [
      ["evt_partition_old_delivered000", older, "succeeded"],
      ["evt_partition_old_pending00000", old, "pending"],
    ] as const) {
      await t.db
        .insert(webhookEvents)
        .values({ id, accountId: account!.id, appId, type: "order.paid", payload: "{}", createdAt: at });
      await t.db
        .insert(webhookDeliveries)
        .values({ eventId: id, endpointId: endpoint.endpoint.id, status, createdAt: at });
    }
    // Money of fifteen months ago.
    await captureAt(t, older, 900n);
    // A row no month holds yet (a clock far ahead) lands in the default partition and is reported.
    const [stray] = await t.db
      .insert(outboxMessages)
      .values({ channel: "sms", recipient: "+994501112233", text: "stray", createdAt: monthsFrom(now, 24) })
      .returning();
    expect(await partitionOf(t, "outbox_messages", "id", stray!.id)).toBe("outbox_messages_default");

    const later = monthsFrom(now, 2);
    const report = await maintainPartitions(t.db, later, RETENTION);
    expect(report.failed).toEqual({});
    expect(report.strays).toEqual({ outbox_messages: 1 });
    // Two months on, the two months beyond what the migration made.
    expect(report.made).toBe(2 * Object.keys(PARTITIONED_TABLES).length);
    for (const table of Object.keys(PARTITIONED_TABLES))
      expect(await partitionsOf(t.db, table)).toContain(`${table}_${monthName(monthsFrom(later, 3))}`);

    const gone = (table: string, at: Date) => `${table}_${monthName(at)}`;
    expect(report.dropped).toEqual(
      expect.arrayContaining([
        gone("outbox_messages", older),
        gone("domain_events", older),
        gone("webhook_deliveries", older),
        gone("webhook_events", older),
        gone("api_log_entries", older),
        gone("api_log_entries", old),
      ]),
    );
    // The API log keeps the month before the clock's (30 days reach into it) and what is ahead.
    expect(report.dropped).not.toContain(gone("api_log_entries", monthsFrom(later, -1)));
    expect(await partitionsOf(t.db, "api_log_entries")).toContain(gone("api_log_entries", later));
    expect(report.held.sort()).toEqual(
      [
        gone("outbox_messages", old),
        gone("domain_events", old),
        gone("webhook_deliveries", old),
        gone("webhook_events", old),
      ].sort(),
    );
    expect(await partitionOf(t, "outbox_messages", "id", sent!.id)).toBeUndefined();
    expect(await partitionOf(t, "outbox_messages", "id", queued!.id)).toBe(gone("outbox_messages", old));
    // Audit kept (retention 0), and the ledger never dropped: the old capture is still there and balances.
    expect(await partitionOf(t, "audit_events", "id", audit!.id)).toBe(gone("audit_events", older));
    expect(await partitionsOf(t.db, "ledger_entries")).toContain(gone("ledger_entries", older));
    await expectLedgerBalanced(t);

    // Once the message is sent and the delivery done, the next run drops their months; a run with nothing to do changes nothing.
    await t.db.execute(sql`update outbox_messages set status = 'sent' where id = ${queued!.id}`);
    await t.db.execute(sql`update domain_events set dispatched_at = occurred_at`);
    await t.db.execute(sql`update webhook_deliveries set status = 'succeeded'`);
    const next = await maintainPartitions(t.db, later, { ...RETENTION, AUDIT_RETENTION_MONTHS: 12 });
    expect(next.made).toBe(0);
    expect(next.held).toEqual([]);
    expect(next.dropped).toEqual(
      expect.arrayContaining([
        gone("outbox_messages", old),
        gone("domain_events", old),
        gone("webhook_deliveries", old),
        gone("webhook_events", old),
        gone("audit_events", older),
      ]),
    );
    expect(await partitionsOf(t.db, "ledger_entries")).toContain(gone("ledger_entries", older));
  });
});
