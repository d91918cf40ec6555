import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import * as schema from "./schema";
import { runHooksAfterCommit } from "./after-commit";
import { migratePostgres, migrationsFolder, requireMigrationsCurrent } from "./migrations";
import { boundedPool, DEFAULT_POOL, type PoolSettings, waitForDatabase } from "./postgres";
import { openReplica, type Replica } from "./replica";

type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query runner: the database or an open transaction. */
export type Queryable = Db | Tx;

/** How the job queue (pg-boss) reaches the same database: through our connections, so it shares their deadlines and host picking. */
export type JobsConnection = { db: { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } };

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  jobsConnection: JobsConnection;
  /** The pool's connections, for the metrics (PostgreSQL only: PGlite has one, always there). */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  /** The streaming replica lists and reports may read from (PostgreSQL with `replicaUrl` only). */
  replica?: Replica;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL (one host, or several for failover), possibly through PgBouncer; embedded PGlite without. */
  url?: string;
  /** PostgreSQL without a pooler between: migrations and session locks. Set when `url` is a transaction pooler. */
  directUrl?: string;
  /** A streaming replica of `url`'s server, for reads that may lag a little (db/replica.ts). */
  replicaUrl?: string;
  dataDir?: string;
  migrate?: boolean;
  pool?: PoolSettings;
  /** Where the database's own complaints go (a lost connection, a wait at start-up). */
  log?: (line: string) => void;
}

/**
 * Opens the database (PostgreSQL with a URL, embedded PGlite otherwise) and applies
 * migrations; with `migrate: false` a PostgreSQL database whose migrations lag is refused
 * instead (PGlite is this process's own and always migrates). PostgreSQL is waited for
 * while it starts or recovers.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres({ ...opts, url: opts.url });
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

async function openPostgres(opts: DatabaseOptions & { url: string }): Promise<Database> {
  const settings = opts.pool ?? DEFAULT_POOL;
  const log = opts.log ?? ((line: string) => console.warn(line));
  const direct = opts.directUrl ?? opts.url;
  const pooled = direct !== opts.url;
  await waitForDatabase(direct, settings, log);
  if (opts.migrate ?? true) await migratePostgres(direct);
  const pool = boundedPool(opts.url, settings, { pooled, log });
  // The job queue's own few connections: its polling never takes one a request is waiting for.
  const jobsPool = boundedPool(opts.url, settings, { pooled, max: 3, log });
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
  const replica = opts.replicaUrl ? openReplica(opts.replicaUrl, settings, { primary: pool, log }) : undefined;
  const close = () => Promise.all([pool.end(), jobsPool.end(), replica?.close()]).then(() => undefined);
  if (!(opts.migrate ?? true)) {
    try {
      await requireMigrationsCurrent(db as unknown as Db);
    } catch (err) {
      await close();
      throw err;
    }
  }
  return {
    db: runHooksAfterCommit(db as unknown as Db),
    kind: "postgres",
    jobsConnection: { db: { executeSql: (text, values) => jobsPool.query(text, values) } },
    pool,
    replica,
    close,
  };
}
