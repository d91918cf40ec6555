import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "@/db/client";
import type { Replica } from "@/db/replica";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Where a list, export, report or the dashboard reads: the replica while it is in step and
     * the caller has written nothing it might not show yet, else the primary
     * (docs/operations.md "Reads from a replica"). A single record's detail always reads `app.db`.
     * Without a request (a job's report), the replica whenever it is in step.
     */
    readDb(request?: FastifyRequest): Db;
    /** With a replica: its lag in ms as last measured (plus the time since), null when unknown; the metrics read it. */
    replicaLagMs?: () => number | null;
  }
}

/** Set after a signed-in user's write: until this time (epoch ms) their reads stay on the primary. */
const PRIMARY_UNTIL = "primary_until";
const PRIMARY_UNTIL_VALUE = new RegExp(`(?:^|;\\s*)${PRIMARY_UNTIL}=(\\d+)`);
/** How long a lag measurement serves before the next is asked for. */
const MEASURE_EVERY_MS = 1000;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export const readDbPlugin = fp(async (app: FastifyInstance, { replica }: { replica?: Replica }) => {
  if (!replica) {
    app.decorate("readDb", () => app.db);
    return;
  }
  const maxLagMs = app.config.REPLICA_MAX_LAG_MS;
  const lag = lagWatch(replica);
  app.decorate("replicaLagMs", () => lag.current());

  app.decorate("readDb", (request?: FastifyRequest) => {
    if (request && primaryUntil(request) > Date.now()) return app.db;
    const lagMs = lag.current();
    return lagMs !== null && lagMs <= maxLagMs ? replica.db : app.db;
  });

  // Read-your-writes: what a user just changed must be in the next list they open, whichever
  // server the replica has got to by then.
  const cookie = [
    `Max-Age=${Math.ceil(maxLagMs / 1000)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(app.config.NODE_ENV === "production" ? ["Secure"] : []),
  ].join("; ");
  app.addHook("onSend", async (request, reply) => {
    if (READS.has(request.method) || !request.auth || reply.statusCode >= 400) return;
    const set = reply.getHeader("set-cookie");
    const others = set === undefined ? [] : Array.isArray(set) ? set : [String(set)];
    reply.header("set-cookie", [...others, `${PRIMARY_UNTIL}=${Date.now() + maxLagMs}; ${cookie}`]);
  });
});

function primaryUntil(request: FastifyRequest): number {
  const found = PRIMARY_UNTIL_VALUE.exec(request.headers.cookie ?? "");
  return found ? Number(found[1]) : 0;
}

/**
 * The replica's lag without a request ever waiting for it: the last measurement, with a new
 * one asked for in the background once it is a second old. The time since the measurement
 * is added to it, so an answer that is late (a replica that stopped answering) pushes the
 * lag past the limit rather than vouching for a replica nobody has heard from.
 */
function lagWatch(replica: Replica) {
  let last: { lagMs: number | null; at: number } | undefined;
  let measuring = false;
  return {
    current(): number | null {
      const now = Date.now();
      if (!measuring && (!last || now - last.at >= MEASURE_EVERY_MS)) {
        measuring = true;
        const at = now;
        void replica
          .lagMs()
          .then((lagMs) => (last = { lagMs, at }))
          .finally(() => (measuring = false));
      }
      if (!last || last.lagMs === null) return null;
      return last.lagMs + (now - last.at);
    },
  };
}
