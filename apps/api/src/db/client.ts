import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { apiDir } from "@/lib/api-dir";
import * as schema from "./schema";
import { runHooksAfterCommit } from "./after-commit";

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
  close(): Promise<void>;
}

const migrationsFolder = path.join(apiDir, "src/db/migrations");
// Any constant works; it only has to be the same in every process.
const MIGRATION_LOCK = 7_210_001;

/** Opens the database (PostgreSQL with a URL, embedded PGlite otherwise) and applies migrations. */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
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

async function openPostgres(url: string): Promise<Database> {
  // Several API processes may start at once: one migrates, the others wait on the lock.
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: lockClient, casing: "snake_case" }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await lockClient.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closed (a restart, a failover) is replaced on next use;
  // without a listener its error would end the process.
  pool.on("error", (err) => console.warn(`database: idle connection lost (${err.message})`));
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
  return {
    db: runHooksAfterCommit(db as unknown as Db),
    kind: "postgres",
    jobsConnection: { connectionString: url },
    close: () => pool.end(),
  };
}
