import pg from "pg";
import { type HostPicker, hostPicker, parseHostList } from "./hosts";
import { isDatabaseUnavailable, PoolQueueFullError } from "./unavailable";

/**
 * How the process uses PostgreSQL when the server restarts, fails over, freezes or is busy
 * (DESIGN §7): every wait has a deadline, a full queue is refused at once, and a lost
 * connection is replaced on next use. The DB_* settings (config/env.ts) fill it in.
 */
export interface PoolSettings {
  /** Connections this process keeps to the server. */
  max: number;
  /** Requests that may wait for a free connection; one more is refused (503) rather than queued. */
  maxWaiting: number;
  /** Deadline to open a connection, and to wait for a free one. */
  connectTimeoutMs: number;
  /** Deadline of one statement: the server's `statement_timeout`, and the client's own a second later. */
  statementTimeoutMs: number;
  /** A transaction left idle this long is ended by the server, freeing its locks. */
  idleInTransactionTimeoutMs: number;
  /** How long start-up waits for the database before giving up. */
  startupWaitMs: number;
}

export const DEFAULT_POOL: PoolSettings = {
  max: 10,
  maxWaiting: 100,
  connectTimeoutMs: 5000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 30_000,
  startupWaitMs: 120_000,
};

type Log = (line: string) => void;

/** How pg-pool's own query() asks a pool for a connection. */
export type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * A pool's `connect` answered both ways from one promise of a connection: pg-pool's query()
 * passes a callback, drizzle's transactions await.
 */
export function answerConnect(connecting: Promise<pg.PoolClient>, callback?: ConnectCallback) {
  if (!callback) return connecting;
  connecting.then(
    (client) => callback(undefined, client, () => client.release()),
    (err: Error) => callback(err, undefined, () => undefined),
  );
  return undefined;
}

/**
 * A pool whose connections follow the host picker and whose queue is bounded. `pooled`:
 * the URL is a transaction pooler (PgBouncer), which refuses session settings in the
 * start-up packet; there its own `query_timeout` and `idle_transaction_timeout` stand in
 * for the server's, and the client's deadline still holds.
 */
export function boundedPool(
  url: string,
  settings: PoolSettings,
  { pooled, max = settings.max, log }: { pooled: boolean; max?: number; log: Log },
): pg.Pool & { picker: HostPicker } {
  const picker = hostPicker(parseHostList(url), settings.connectTimeoutMs);
  let pickedUrl = parseHostList(url).urls[0]!;
  class PickedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionString: pickedUrl });
      // pg-pool listens only while a connection is idle: one cut while lent out (between a
      // transaction's statements) or while it opens would otherwise be an uncaught error,
      // and end the process. The next statement on it fails; the pool drops it when it comes back.
      this.on("error", (err) => {
        picker.forget();
        log(`database: connection lost (${err.message})`);
      });
    }
  }
  const config: pg.PoolConfig = {
    Client: PickedClient,
    max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    query_timeout: settings.statementTimeoutMs + 1000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(pooled
      ? {}
      : {
          statement_timeout: settings.statementTimeoutMs,
          idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
        }),
  };
  class BoundedPool extends pg.Pool {
    override connect(): Promise<pg.PoolClient>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback) {
      return answerConnect(this.connectWithin(), callback);
    }

    private async connectWithin(): Promise<pg.PoolClient> {
      if (this.waitingCount >= settings.maxWaiting)
        throw new PoolQueueFullError(
          `More than ${settings.maxWaiting} requests are waiting for a database connection.`,
        );
      if (picker.several) pickedUrl = await picker.current();
      try {
        return await super.connect();
      } catch (err) {
        if (isDatabaseUnavailable(err)) picker.forget();
        throw err;
      }
    }
  }
  const pool = new BoundedPool(config);
  // An idle connection the server closed (a restart, a failover) is replaced on next use;
  // without a listener its error would end the process.
  pool.on("error", (err) => {
    picker.forget();
    log(`database: idle connection lost (${err.message})`);
  });
  return Object.assign(pool, { picker });
}

/**
 * Waits until the database takes connections (a server still starting or recovering, a
 * failover under way), trying again with backoff, up to `startupWaitMs`. A refusal that
 * waiting cannot cure (a wrong password, a database that does not exist) fails at once.
 */
export async function waitForDatabase(url: string, settings: PoolSettings, log: Log): Promise<void> {
  const picker = hostPicker(parseHostList(url), settings.connectTimeoutMs);
  const deadline = Date.now() + settings.startupWaitMs;
  for (let attempt = 0; ; attempt++) {
    let client: pg.Client | undefined;
    try {
      const target = picker.several ? await picker.current() : url;
      client = new pg.Client({ connectionString: target, connectionTimeoutMillis: settings.connectTimeoutMs });
      client.on("error", () => undefined);
      await client.connect();
      await client.query("select 1");
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() >= deadline) throw err;
      const waitMs = Math.min(5000, 250 * 2 ** attempt, Math.max(0, deadline - Date.now()));
      log(`database: not reachable yet (${(err as Error).message}); trying again in ${waitMs} ms`);
      picker.forget();
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    } finally {
      await client?.end().catch(() => undefined);
    }
  }
}
