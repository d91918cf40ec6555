import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";
import type { Db } from "./client";
import { answerConnect, boundedPool, type ConnectCallback, type PoolSettings } from "./postgres";
import { isDatabaseUnavailable } from "./unavailable";

/**
 * A streaming replica that lists, exports, reports and the dashboard may read from
 * (docs/operations.md "Reads from a replica"); what may read it is `plugins/read-db.ts`'s choice.
 */
export interface Replica {
  db: Db;
  /** How far replay is behind, in ms, as the replica itself measures it; null when unknown (not a standby, unreachable). */
  lagMs(): Promise<number | null>;
  close(): Promise<void>;
}

/**
 * Zero when everything received is replayed; otherwise the age of the newest transaction
 * replayed. On a server that is not a standby both positions are null, and so is the answer.
 */
const LAG_SQL = `select case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
  else extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000 end as lag_ms`;

/**
 * A standby's cancellation of a query whose rows replay needed: SQLSTATE 40001 with the
 * server's "conflict with recovery" message (a primary's serialization failures share the
 * code and are never retried here), or 57P04 when replay dropped the database.
 */
export function isRecoveryConflict(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  return (code === "40001" && /conflict with recovery/i.test(message ?? "")) || code === "57P04";
}

export function openReplica(
  url: string,
  settings: PoolSettings,
  { primary, log }: { primary: pg.Pool; log: (line: string) => void },
): Replica {
  // Straight to the replica: a session of its own for each read, with the primary's deadlines.
  const pool = boundedPool(url, settings, { pooled: false, log });
  let unreachable = false;

  /**
   * Hands out the replica's connections, or the primary's when the replica cannot be reached:
   * the primary is always at least as fresh, and a read waits no longer than it would have on
   * the replica. Between the replica stopping and the next lag measurement noticing, this keeps
   * the reads answering.
   */
  class ReplicaOrPrimary extends pg.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback) {
      const connecting = pool.connect().catch((err: unknown) => {
        if (!isDatabaseUnavailable(err)) throw err;
        // One line per outage, not one per read.
        if (!unreachable) log(`database: replica unreachable, reading from the primary (${(err as Error).message})`);
        unreachable = true;
        return primary.connect();
      });
      return answerConnect(connecting, callback);
    }
  }

  // It lends the other two pools' connections and never opens one of its own.
  const client = new ReplicaOrPrimary({ max: 1 });
  const onReplica = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const onPrimary = primary.query.bind(primary) as (...args: unknown[]) => Promise<pg.QueryResult>;
  // A read the standby cancelled because replay needed what it read (a recovery conflict), or
  // that lost its connection (a replica stopping under an idle connection), is read again from
  // the primary: the caller gets its answer, not an error. (drizzle reads through the promise
  // form; a callback's query is left as it is.)
  client.query = ((...args: unknown[]) =>
    typeof args.at(-1) === "function"
      ? onReplica(...args)
      : onReplica(...args).catch((err: unknown) => {
          const conflict = isRecoveryConflict(err);
          if (!conflict && !isDatabaseUnavailable(err)) throw err;
          log(
            `database: ${conflict ? "the replica cancelled a read" : "a read on the replica failed"} (${(err as Error).message}); reading it from the primary`,
          );
          return onPrimary(...args);
        })) as typeof client.query;
  const db = drizzle({ client, schema, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    async lagMs() {
      try {
        const { rows } = await pool.query<{ lag_ms: string | number | null }>(LAG_SQL);
        unreachable = false;
        const lag = rows[0]?.lag_ms;
        return lag === null || lag === undefined ? null : Math.max(0, Number(lag));
      } catch {
        return null;
      }
    },
    close: () => pool.end(),
  };
}
