import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { apiDir } from "@/lib/api-dir";
import type { Queryable } from "./client";
import { hostPicker, parseHostList } from "./hosts";

export const migrationsFolder = path.join(apiDir, "src/db/migrations");
// Any constant works; it only has to be the same in every process.
const MIGRATION_LOCK = 7_210_001;

/** The command that brings a database up to this build, as the operator types it. */
export const MIGRATE_COMMAND = "npm run migrate (node dist/server.mjs --migrate)";

/** A process started with MIGRATE=false on a database older than its build: said in the operator's words. */
export class MigrationsLagError extends Error {}

/** When each of this build's migrations was made (drizzle's journal); drizzle records the newest it applied. */
const builtMigrations = (): number[] => {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return journal.entries.map((e) => e.when);
};

/** How many of this build's migrations the database has not applied (all of them on an empty database). */
export async function migrationsBehind(q: Queryable): Promise<number> {
  const built = builtMigrations();
  // Both drivers answer raw SQL with `rows`; drizzle's common type does not say so.
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await q.execute(query)) as unknown as { rows: T[] }).rows;
  // A table named in a query must exist when it is planned, even in a branch never taken: two questions.
  const [table] = await rowsOf<{ found: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  const [applied] = table?.found
    ? await rowsOf<{ newest: string | null }>(
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      )
    : [];
  const newest = applied?.newest == null ? -Infinity : Number(applied.newest);
  return built.filter((when) => when > newest).length;
}

/** Refuses a database whose migrations lag behind this build, naming the command that fixes it. */
export async function requireMigrationsCurrent(q: Queryable): Promise<void> {
  const behind = await migrationsBehind(q);
  if (behind > 0) {
    throw new MigrationsLagError(
      `The database lags ${behind} migration(s) behind this build, and MIGRATE=false: run ${MIGRATE_COMMAND} first.`,
    );
  }
}

/**
 * Applies this build's migrations to a PostgreSQL server on a connection of its own (a direct
 * one: PgBouncer in transaction pooling would drop the session lock). Several processes may
 * start at once: one migrates, the others wait on the lock and find nothing left to do.
 */
export async function migratePostgres(url: string): Promise<void> {
  // Of several listed hosts, the one that takes writes.
  const primary = await hostPicker(parseHostList(url), 10_000).current();
  const lockClient = new pg.Client({ connectionString: primary });
  await lockClient.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: lockClient, casing: "snake_case" }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await lockClient.end();
  }
}
