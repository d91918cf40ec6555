import closeWithGrace from "close-with-grace";
import { buildApp } from "@/app";
import { type Env, EnvError, loadEnv } from "@/config/env";
import { openDatabase } from "@/db/client";
import { MigrationsLagError } from "@/db/migrations";
import { startMetricsServer } from "@/metrics/metrics-server";
import { DEMO_MERCHANT, DEMO_REVIEWER, seedDemoMerchant } from "@/modules/demo/demo-merchant";
import { CreateOperatorError, createOperatorFromArgs } from "@/modules/operators/create-operator";
import { checkPaymentsMode, confirmPaymentsMode, PaymentsModeError } from "@/modules/payments-mode/payments-mode";

async function main() {
  const env = loadEnv();
  // `npm run migrate`: the database's migrations and the job queue's tables, then the command ends.
  if (process.argv.includes("--migrate")) {
    const database = await openDatabaseOf(env, true);
    const app = await buildApp({
      env: { ...env, LOG_LEVEL: "warn", MIGRATE: true },
      database,
      jobs: "send",
      http: false,
    });
    await app.close();
    await database.close();
    console.log("Migrations applied: the database is up to date with this build.");
    return;
  }
  const database = await openDatabaseOf(env, env.MIGRATE);
  // `npm run confirm-payments-mode`: the operator moves this database to PAYMENTS_MODE, then the command ends.
  if (process.argv.includes("--confirm-payments-mode")) {
    try {
      console.log(await confirmPaymentsMode(database.db, env.PAYMENTS_MODE, new Date()));
    } finally {
      await database.close();
    }
    return;
  }
  // `npm run create-operator -- --email …`: an operator of the console and their set-up link, then the command ends.
  if (process.argv.includes("--create-operator")) {
    const app = await buildApp({ env: { ...env, LOG_LEVEL: "warn" }, database, jobs: false });
    try {
      console.log(await createOperatorFromArgs(app, process.argv));
    } finally {
      await app.close();
      await database.close();
    }
    return;
  }
  try {
    await checkPaymentsMode(database.db, env.PAYMENTS_MODE, new Date());
  } catch (err) {
    await database.close();
    throw err;
  }
  const serves = env.ROLE !== "worker";
  if (env.SEED_DEMO && serves) await seedDemoMerchant(database.db);
  const app = await buildApp({
    env,
    database,
    jobs: env.ROLE === "api" ? "send" : "work",
    http: serves,
  });
  app.addHook("onClose", () => database.close());
  const stopMetrics = app.metrics
    ? await startMetricsServer(app, app.metrics, env.HOST ?? "127.0.0.1", env.METRICS_PORT!)
    : undefined;

  // A promise rejected with no one to catch it (a background step that met a database
  // outage, say) is a defect to log and fix, not a reason to cut every customer's connection:
  // logged at error level, and the process serves on. An uncaught exception still shuts down.
  process.on("unhandledRejection", (err) => app.log.error({ err }, "unhandled rejection; serving on"));
  // SIGTERM (an orchestrator) or SIGINT: /readyz turns 503, the port closes after the drain,
  // requests in flight and running jobs finish, then the pools close. A second signal, or the
  // deadline, ends the process at once (close-with-grace).
  closeWithGrace(
    { delay: env.SHUTDOWN_TIMEOUT_MS, logger: app.log, skip: ["unhandledRejection"] },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, "shutting down after an uncaught error");
      app.lifecycle.shuttingDown = true;
      app.log.info({ signal, role: env.ROLE }, "shutting down");
      // A person's Ctrl-C has no load balancer to drain.
      if (signal === "SIGTERM" && serves && env.SHUTDOWN_DRAIN_MS > 0) {
        await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
      }
      // Fastify's own 503s to requests arriving while it closes keep their connections: reaped
      // between requests, so a client that keeps asking cannot hold the close open to the deadline.
      const reaper = serves ? setInterval(() => app.server.closeIdleConnections(), 200) : undefined;
      await app.close();
      clearInterval(reaper);
      await stopMetrics?.();
      // Traces still batched go out before the process ends (telemetry.ts sets this when tracing).
      const flushTraces = (globalThis as Record<symbol, unknown>)[Symbol.for("merchant-portal.traces.shutdown")];
      if (typeof flushTraces === "function") await (flushTraces as () => Promise<void>)();
      app.log.info("shut down");
    },
  );

  if (!serves) {
    await app.ready();
    console.log(`\n  Worker: running the jobs  (database: ${databaseName(database.kind)})`);
    return;
  }
  await app.listen({ host: env.HOST, port: env.PORT });
  console.log(`\n  Merchant portal: ${env.PUBLIC_URL}  (database: ${databaseName(database.kind)}, role: ${env.ROLE})`);
  if (env.sandbox && env.NODE_ENV === "production") {
    console.log("  PAYMENTS_MODE=sandbox: test cards, messages in the outbox, and a test-mode banner on every screen");
  }
  if (env.sandbox) {
    const reach = env.SANDBOX_PUBLIC
      ? "open to the network: test mode is shown on every screen"
      : "from this machine only";
    console.log(`  Sandbox outbox (codes sent by SMS and e-mail): ${env.PUBLIC_URL}/sandbox/outbox  (${reach})`);
  }
  if (env.SEED_DEMO) {
    console.log(
      `  Demo merchant: ${DEMO_MERCHANT.email} / ${DEMO_MERCHANT.password} (phone ${DEMO_MERCHANT.mobilePhone})`,
    );
    console.log(
      `  Payout reviewer: ${DEMO_REVIEWER.email} / ${DEMO_REVIEWER.password} (phone ${DEMO_REVIEWER.mobilePhone})\n`,
    );
  }
}

/** The database as the settings describe it: where, and how long to wait for it. */
const openDatabaseOf = (env: Env, migrate: boolean) =>
  openDatabase({
    url: env.DATABASE_URL,
    directUrl: env.DATABASE_DIRECT_URL,
    replicaUrl: env.DATABASE_REPLICA_URL,
    dataDir: env.DATA_DIR,
    migrate,
    pool: {
      max: env.DB_POOL_MAX,
      maxWaiting: env.DB_POOL_MAX_WAITING,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      startupWaitMs: env.DB_STARTUP_WAIT_MS,
    },
  });

const databaseName = (kind: "pglite" | "postgres") =>
  kind === "pglite" ? "embedded PGlite (DATA_DIR)" : "PostgreSQL (DATABASE_URL)";

main().catch((err: unknown) => {
  // A configuration the operator must fix is said in its words, without a stack.
  console.error(
    err instanceof EnvError ||
      err instanceof PaymentsModeError ||
      err instanceof CreateOperatorError ||
      err instanceof MigrationsLagError
      ? err.message
      : err,
  );
  process.exit(1);
});
