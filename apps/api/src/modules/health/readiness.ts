import type { FastifyInstance } from "fastify";
import { migrationsBehind } from "@/db/migrations";
import { pingDatabase } from "./health.repo";

/** `degraded`: not answering, but the process serves without it (Redis: the rate limits fall back to the database). */
export type CheckOutcome = "ok" | "unreachable" | "timeout" | "behind" | "shutting_down" | "off" | "degraded";

export interface Readiness {
  ready: boolean;
  checks: { database: CheckOutcome; migrations: CheckOutcome; redis: CheckOutcome; shutdown: CheckOutcome };
}

class Timeout extends Error {}

/** The answer, or Timeout past `ms`: a frozen database must not hold the orchestrator's probe. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Timeout()), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const outcomeOf = (err: unknown): CheckOutcome => (err instanceof Timeout ? "timeout" : "unreachable");

/**
 * Whether this process should be sent work: the database answers within READY_TIMEOUT_MS and
 * holds every migration of this build, and the process is not shutting down. Each part says how
 * it failed. Redis, where it keeps the rate limits, is asked too, but out it is only `degraded`:
 * the limits are counted in the database meanwhile, and Redis must not take every API process
 * out of the load balancer at once.
 */
export function readinessCheck(app: FastifyInstance) {
  // Migrations never go back: once current, the question is not asked again.
  let migrationsCurrent = false;

  return async (): Promise<Readiness> => {
    const deadline = app.config.READY_TIMEOUT_MS;
    const shutdown: CheckOutcome = app.lifecycle.shuttingDown ? "shutting_down" : "ok";
    const [database, migrations, redis] = await Promise.all([
      within(deadline, pingDatabase(app.db)).then(() => "ok" as const, outcomeOf),
      migrationsCurrent
        ? ("ok" as const)
        : within(deadline, migrationsBehind(app.db)).then((behind) => {
            migrationsCurrent = behind === 0;
            return migrationsCurrent ? ("ok" as const) : ("behind" as const);
          }, outcomeOf),
      app.rateLimits.kind === "redis"
        ? within(deadline, app.rateLimits.ping()).then(
            () => "ok" as const,
            () => "degraded" as const,
          )
        : ("off" as const),
    ]);
    const checks = { database, migrations, redis, shutdown };
    return { ready: Object.values(checks).every((c) => c === "ok" || c === "off" || c === "degraded"), checks };
  };
}
