import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";
import { runHooksAfterCommit } from "./after-commit";
import { migratePostgres, migrationsFolder, requireMigrationsCurrent } from "./migrations";

type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query runner: the database or an open transaction. */
export type Queryable = Db | Tx;

/** How the job queue (pg-boss) reaches the same database. */
export type JobsConnection =
  { connectionString: string } | { db: { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } };

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  jobsConnection: JobsConnection;
  /** The pool's connections, for the metrics (PostgreSQL only: PGlite has one, always there). */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  close(): Promise<void>;
}

/**
 * Opens the database (PostgreSQL with a URL, embedded PGlite otherwise) and applies
 * migrations; with `migrate: false` a PostgreSQL database whose migrations lag is refused
 * instead (PGlite is this process's own and always migrates).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; migrate?: boolean }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.migrate ?? true);
  return openPglite(opts.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // No dataDir: in memory, for tests.
  // pg_trgm: the text searches' indexes (PostgreSQL ships it as a trusted extension).
  // (Options as the only argument: PGlite drops them after an undefined data directory.)
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  await migratePglite(db, { migrationsFolder });
  // pg-boss sends its schema as several statements without parameters, which only `exec` runs.
  const executeSql = async (text: string, values: unknown[]) => {
    if (values?.length) return client.query(text, values as unknown[]);
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
  return {
    db: runHooksAfterCommit(db as unknown as Db),
    kind: "pglite",
    jobsConnection: { db: { executeSql } },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, migrate: boolean): Promise<Database> {
  if (migrate) await migratePostgres(url);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closed (a restart, a failover) is replaced on next use;
  // without a listener its error would end the process.
  pool.on("error", (err) => console.warn(`database: idle connection lost (${err.message})`));
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
  if (!migrate) {
    try {
      await requireMigrationsCurrent(db as unknown as Db);
    } catch (err) {
      await pool.end();
      throw err;
    }
  }
  return {
    db: runHooksAfterCommit(db as unknown as Db),
    kind: "postgres",
    jobsConnection: { connectionString: url },
    pool,
    close: () => pool.end(),
  };
}
