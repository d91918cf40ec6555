import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratePostgres } from "@/db/migrations";
import { apiDir } from "@/lib/api-dir";
import { type ArchivingPostgres, archivingPostgres, pgbackrestBin } from "@/test-support/archiving-postgres";
import { freePort } from "@/test-support/free-port";
import { postgresBin } from "@/test-support/private-postgres";
import { takeChecks } from "../../../../scripts/backup-checks.mjs";

/**
 * The backup drill (docs/backups.md) on a small database of its own: a pgBackRest backup, money
 * written after it, figures recorded at a target time, more money after that, then the drill
 * restores to the target into a new directory and compares.
 */

const STANZA = "portal";
const DRILL = path.resolve(apiDir, "../../scripts/backup-drill.mjs");
/** A drill takes about 5 s here; one that hangs is killed, and remove() stops the copy it started. */
const DRILL_DEADLINE_MS = 60_000;

const missing = !postgresBin
  ? "PostgreSQL's server binaries are not installed (/usr/lib/postgresql/*/bin)"
  : !pgbackrestBin
    ? "pgbackrest is not installed (apt-get install -y pgbackrest)"
    : null;
if (missing) console.log(`backup drill tests skipped: ${missing}`);

type Checks = { takenAt: string; figures: Record<string, string> };

describe.skipIf(missing)("the backup drill (npm run backup:drill) on a pgBackRest backup", () => {
  let cluster: ArchivingPostgres;
  let source: pg.Client;
  let recorded: Checks;
  let expectedFile: string;

  /** The drill run as pgBackRest's user: its exit code and all it printed. */
  const drill = (args: string[]) => {
    const run = cluster.asOwner(
      process.execPath,
      [DRILL, `--stanza=${STANZA}`, `--config=${cluster.config}`, "--database=postgres", ...args],
      DRILL_DEADLINE_MS,
    );
    return { code: run.status, output: `${run.stdout}${run.stderr}` };
  };

  /** A merchant account and a balanced card payment: the settlement account debited, fee income credited. */
  const writeMoney = async (merchant: string, amount: bigint, currency: "AZN" | "USD") => {
    await source.query("insert into accounts (name, payout_daily_cap) values ($1, $2)", [merchant, amount * 10n]);
    await source.query(
      `with transfer as (
         insert into ledger_transfers (kind, reference, created_at)
         values ('cardPayment', gen_random_uuid(), now()) returning id, created_at)
       insert into ledger_entries (transfer_id, ledger_account_id, amount, currency, created_at)
       select transfer.id, a.id, case a.kind when 'feeIncome' then $1::bigint else -$1::bigint end, a.currency,
         transfer.created_at
       from transfer, ledger_accounts a
       where a.app_id is null and a.currency = $2`,
      [amount, currency],
    );
  };

  beforeAll(async () => {
    cluster = await archivingPostgres(STANZA);
    await migratePostgres(cluster.url);
    source = new pg.Client({ connectionString: cluster.url });
    await source.connect();
    await source.query(
      `insert into ledger_accounts (kind, currency)
       values ('cardSettlement', 'AZN'), ('feeIncome', 'AZN'), ('cardSettlement', 'USD'), ('feeIncome', 'USD')`,
    );
    await writeMoney("Before the backup", 150_00n, "AZN");
    cluster.pgbackrest("stanza-create");
    cluster.pgbackrest("--type=full", "backup");
    // pgBackRest keeps a backup's stop time in whole seconds and restores to a time from a backup
    // that stopped before it: the target must fall in a later second.
    await new Promise((r) => setTimeout(r, 1_000));
    // After the backup: the restore has these only by replaying the archived WAL.
    await writeMoney("Before the target", 2_500_00n, "USD");

    const taken = drill(["--checks-only", cluster.url]);
    expect(taken.code, taken.output).toBe(0);
    recorded = JSON.parse(taken.output) as Checks;
    expectedFile = path.join(cluster.dir, "expected.json");
    writeFileSync(expectedFile, taken.output);

    // After the target: a restore to the target leaves these out.
    await writeMoney("After the target", 99_00n, "AZN");
    await cluster.switchWal();
  }, 120_000);

  afterAll(async () => {
    await source?.end();
    cluster?.remove();
  });

  it(
    "restores to the target time into a new directory and exits 0: the recorded figures, not the source's of now",
    async () => {
      const restoreDir = path.join(cluster.dir, "restore-equal");
      const restoredFile = path.join(cluster.dir, "restored.json");
      const { code, output } = drill([
        `--restore-dir=${restoreDir}`,
        `--port=${await freePort()}`,
        `--target=${recorded.takenAt}`,
        `--expected=${expectedFile}`,
        `--restored-figures=${restoredFile}`,
      ]);
      expect(code, output).toBe(0);
      expect(output).toMatch(/^rows ledger_transfers +2 +2$/m);
      expect(output).toContain("equals the expected figures");

      const restored = (JSON.parse(readFileSync(restoredFile, "utf8")) as Checks).figures;
      expect(restored).toEqual(recorded.figures);
      expect(restored).toMatchObject({
        "ledger zero-sum AZN": "0",
        "ledger zero-sum USD": "0",
        "rows accounts": "2",
        "sum accounts.payout_daily_cap": String(150_00 * 10 + 2_500_00 * 10),
        "rows ledger_entries": "4",
      });
      // The source has moved on since: the restore stopped at the target, not at the end of the WAL.
      const now = (await takeChecks(source)).figures;
      expect(now).not.toEqual(restored);
      expect(now).toMatchObject({ "rows accounts": "3", "rows ledger_transfers": "3" });
      // The restored copy of the money is stopped and deleted.
      expect(existsSync(restoreDir)).toBe(false);
    },
    DRILL_DEADLINE_MS + 10_000,
  );

  it(
    "exits 1 naming each difference when the expected figures are not the restore's",
    async () => {
      const tampered = path.join(cluster.dir, "tampered.json");
      const figures = { ...recorded.figures, "rows ledger_transfers": "3", "sum accounts.payout_daily_cap": "1" };
      writeFileSync(tampered, JSON.stringify({ ...recorded, figures }));
      // No --target: the time the expected figures were taken.
      const { code, output } = drill([
        `--restore-dir=${path.join(cluster.dir, "restore-tampered")}`,
        `--port=${await freePort()}`,
        `--expected=${tampered}`,
      ]);
      expect(code, output).toBe(1);
      expect(output).toContain(`The restore to ${recorded.takenAt} differs from the expected figures:`);
      expect(output).toContain("rows ledger_transfers: expected 3, restored 2");
      expect(output).toContain(`sum accounts.payout_daily_cap: expected 1, restored ${150_00 * 10 + 2_500_00 * 10}`);
      expect(output.match(/: expected /g)).toHaveLength(2);
    },
    DRILL_DEADLINE_MS + 10_000,
  );

  it(
    "exits 2 with PostgreSQL's reason when the archived WAL does not reach the target",
    async () => {
      const restoreDir = path.join(cluster.dir, "restore-beyond");
      const { code, output } = drill([
        `--restore-dir=${restoreDir}`,
        `--port=${await freePort()}`,
        `--target=${new Date(Date.now() + 3_600_000).toISOString().replace("T", " ").replace("Z", "+00")}`,
        `--expected=${expectedFile}`,
      ]);
      expect(code, output).toBe(2);
      expect(output).toContain("recovery ended before configured recovery target was reached");
      expect(existsSync(restoreDir)).toBe(false);
    },
    DRILL_DEADLINE_MS + 10_000,
  );
});
