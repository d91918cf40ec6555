import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "./migrations";
import { scratchPostgres } from "@/test-support/test-app";

const PARTITIONING = "0033_monthly_partitions";

/** This build's migrations up to, not including, `tag`: a database as the previous release left it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("partitioning a database that holds rows, on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let client: pg.Client;
  const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await client.query<T>(text, values)).rows;

  beforeAll(async () => {
    scratch = await scratchPostgres(process.env.TEST_DATABASE_URL!);
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await scratch.drop();
  });

  it("keeps every row, every ledger entry at its transfer's time, and the events' order", async () => {
    const before = migrationsBefore(PARTITIONING);
    try {
      await migrate(drizzle({ client, casing: "snake_case" }), { migrationsFolder: before });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    // Rows of last year and of today, as the unpartitioned tables held them.
    await q(
      `insert into ledger_accounts (kind, currency) values ('cardSettlement', 'AZN'), ('feeIncome', 'AZN') on conflict do nothing`,
    );
    for (const at of ["2025-03-10T08:00:00Z", new Date().toISOString()]) {
      const [transfer] = await q<{ id: string }>(
        `insert into ledger_transfers (kind, reference, created_at) values ('capture', gen_random_uuid(), $1) returning id`,
        [at],
      );
      await q(
        `insert into ledger_entries (transfer_id, ledger_account_id, amount, currency)
         select $1, id, case kind when 'cardSettlement' then 1250 else -1250 end, 'AZN' from ledger_accounts
         where kind in ('cardSettlement', 'feeIncome') and currency = 'AZN' and app_id is null`,
        [transfer!.id],
      );
      await q(
        `insert into outbox_messages (channel, recipient, text, created_at) values ('sms', '+994501112233', 'code', $1)`,
        [at],
      );
      await q(
        `insert into domain_events (type, account_id, payload, occurred_at) values ('test', gen_random_uuid(), '{}', $1)`,
        [at],
      );
    }
    const [{ maxSeq }] = (await q<{ maxSeq: string }>(`select max(seq)::text as "maxSeq" from domain_events`)) as [
      { maxSeq: string },
    ];

    await migrate(drizzle({ client, casing: "snake_case" }), { migrationsFolder });

    expect(await q(`select relkind from pg_class where relname = 'ledger_entries'`)).toEqual([{ relkind: "p" }]);
    const entries = await q<{ part: string; same: boolean }>(
      `select e.tableoid::regclass::text as part, e.created_at = t.created_at as same
       from ledger_entries e join ledger_transfers t on t.id = e.transfer_id order by t.created_at`,
    );
    expect(entries).toHaveLength(4);
    expect(entries.every((e) => e.same)).toBe(true);
    expect(entries[0]!.part).toBe("ledger_entries_p2025_03");
    expect(await q(`select sum(amount)::text as total from ledger_entries`)).toEqual([{ total: "0" }]);
    expect(await q(`select count(*)::int as n from outbox_messages`)).toEqual([{ n: 2 }]);
    expect(await q(`select tableoid::regclass::text as part from outbox_messages order by created_at limit 1`)).toEqual(
      [{ part: "outbox_messages_p2025_03" }],
    );
    // Between last year's month and this one, every month was made: nothing went to the default partition.
    for (const table of ["ledger_entries", "outbox_messages", "domain_events"])
      expect(await q(`select count(*)::int as n from ${table}_default`)).toEqual([{ n: 0 }]);
    // The dispatch order goes on after the copied events.
    const [next] = await q<{ seq: string }>(
      `insert into domain_events (type, account_id, payload, occurred_at) values ('test', gen_random_uuid(), '{}', now()) returning seq::text`,
    );
    expect(BigInt(next!.seq)).toBeGreaterThan(BigInt(maxSeq));
    // And double entry still holds at commit.
    await expect(
      q(`insert into ledger_entries (transfer_id, ledger_account_id, amount, currency, created_at)
         select t.id, a.id, 1, 'AZN', t.created_at from ledger_transfers t, ledger_accounts a limit 1`),
    ).rejects.toThrow(/does not balance/);
  });
});
