import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { attemptEvents, operationEvents, payoutEvents, withdrawalEvents } from "@/modules/events/domain-events";
import { afterCommit } from "@/db/after-commit";
import type { Database } from "@/db/client";
import { jobQueueDepths, outboxAges } from "./metrics.repo";

declare module "fastify" {
  interface FastifyInstance {
    /** Prometheus metrics, when METRICS_PORT is set (metrics-server.ts); absent otherwise. */
    metrics?: Metrics;
  }
}

/** The part of an event's type after the dot: `payment.succeeded` → `succeeded`. */
const outcomeOf = (type: string) => type.slice(type.indexOf(".") + 1);

/**
 * This process's metrics in Prometheus' text format (docs/operations.md "Metrics"). Labels
 * name kinds and outcomes, never an id, an amount or a person. Counters count what this
 * process did; the database's backlog gauges are the same from every process.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });
  return {
    registry,
    http: new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP requests by method, route pattern and status",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    payments: counter("portal_payments_total", "Card payment attempts ended, by outcome", ["outcome"]),
    operations: counter("portal_operations_total", "Refunds, captures and reversals the acquirer answered", [
      "operation",
      "outcome",
    ]),
    payouts: counter("portal_payouts_total", "Money out of wallets by kind and state", ["kind", "state"]),
    webhookDeliveries: counter("portal_webhook_deliveries_total", "Webhook delivery tries by outcome", ["outcome"]),
    messagesSent: counter("portal_messages_total", "Messages handed to a provider (SMS, e-mail, chats), by outcome", [
      "channel",
      "outcome",
    ]),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** Counts money events once their change has committed: a rolled-back payment is not counted. */
export function countEvents(app: FastifyInstance, metrics: Metrics) {
  app.events.onPublish(attemptEvents, async (_q, e) =>
    afterCommit(() => metrics.payments.inc({ outcome: outcomeOf(e.type) })),
  );
  app.events.onPublish(operationEvents, async (_q, e) => {
    // hold.capture_failed → operation "capture", outcome "failed"; refund.succeeded → "refund", "succeeded".
    const [operation, outcome] =
      e.type === "hold.captured" || e.type === "hold.capture_failed"
        ? ["capture", e.type.endsWith("failed") ? "failed" : "succeeded"]
        : e.type.startsWith("hold.")
          ? ["reversal", e.type.endsWith("failed") ? "failed" : "succeeded"]
          : ["refund", outcomeOf(e.type)];
    await afterCommit(() => metrics.operations.inc({ operation, outcome }));
  });
  app.events.onPublish([...payoutEvents, ...withdrawalEvents], async (_q, e) =>
    afterCommit(() => metrics.payouts.inc({ kind: e.type.slice(0, e.type.indexOf(".")), state: outcomeOf(e.type) })),
  );
}

/** Gauges read when scraped: the pool, the replica's lag, the job queue and the outboxes. */
export function gaugeBacklog(app: FastifyInstance, metrics: Metrics, pool: Database["pool"]) {
  const registers = [metrics.registry];
  if (pool) {
    new Gauge({
      name: "portal_db_pool_connections",
      help: "Database pool connections: total, idle, and requests waiting for one",
      labelNames: ["state"] as const,
      registers,
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }
  const replicaLagMs = app.replicaLagMs;
  if (replicaLagMs) {
    new Gauge({
      name: "portal_replica_lag_seconds",
      help: "How far the read replica is behind the primary, as this process last measured it; NaN while unknown",
      registers,
      collect() {
        const lagMs = replicaLagMs();
        this.set(lagMs === null ? Number.NaN : lagMs / 1000);
      },
    });
  }
  new Gauge({
    name: "portal_outbox_lag_seconds",
    help: "Age of the oldest event not dispatched, message not sent, webhook not delivered",
    labelNames: ["outbox"] as const,
    registers,
    async collect() {
      const ages = await outboxAges(app.db, app.clock());
      for (const [outbox, age] of Object.entries(ages)) this.set({ outbox }, age);
    },
  });
  new Gauge({
    name: "portal_jobs",
    help: "Jobs waiting (created, retry) or running (active) per queue",
    labelNames: ["queue", "state"] as const,
    registers,
    async collect() {
      this.reset();
      // No job queue yet (a database being set up): nothing waits.
      const depths = await jobQueueDepths(app.db).catch(() => []);
      for (const { queue, state, count } of depths) this.set({ queue, state }, count);
    },
  });
}
