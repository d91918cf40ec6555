/**
 * Whether an error means the database could not be reached or did not answer in time (a
 * restart, a failover, a freeze, a full pool), as opposed to a query that is wrong. Those
 * are answered 503 with Retry-After (DESIGN §7): the request may be tried again as it is.
 */

/** Every request waiting for a connection would wait behind more than the pool allows: refused at once. */
export class PoolQueueFullError extends Error {
  readonly code = "POOL_QUEUE_FULL";
}

/** Socket errors of a connection that failed or was cut. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "POOL_QUEUE_FULL",
  "NO_SERVER_AVAILABLE",
]);

/**
 * SQLSTATEs of a server that is going away, starting, overloaded or no longer the primary,
 * and of a statement stopped by its timeout.
 */
const SERVER_STATES = new Set([
  "57P01", // admin_shutdown: a fast restart or failover
  "57P02", // crash_shutdown: an immediate restart
  "57P03", // cannot_connect_now: starting up or in recovery
  "53300", // too_many_connections
  "25006", // read_only_sql_transaction: a demoted primary
  "57014", // query_canceled: statement_timeout
  "25P03", // idle_in_transaction_session_timeout
]);

/** node-postgres and pg-pool say these in words only. */
const CLIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection timeout|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error (DrizzleQueryError.cause): look through the chain.
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (SOCKET_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith("08")))
      return true;
    if (CLIENT_MESSAGES.test(e.message)) return true;
  }
  return false;
}
