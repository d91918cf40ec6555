import { buildApp } from "@/app";
import { EnvError, loadEnv } from "@/config/env";
import { openDatabase } from "@/db/client";
import { DEMO_MERCHANT, DEMO_REVIEWER, seedDemoMerchant } from "@/modules/demo/demo-merchant";
import { CreateOperatorError, createOperatorFromArgs } from "@/modules/operators/create-operator";
import { checkPaymentsMode, confirmPaymentsMode, PaymentsModeError } from "@/modules/payments-mode/payments-mode";

async function main() {
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
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
  if (env.SEED_DEMO) await seedDemoMerchant(database.db);
  const app = await buildApp({ env, database, jobs: true });
  app.addHook("onClose", () => database.close());

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ host: env.HOST, port: env.PORT });
  const where = database.kind === "pglite" ? `embedded PGlite in ${env.DATA_DIR}` : "PostgreSQL (DATABASE_URL)";
  console.log(`\n  Merchant portal: ${env.PUBLIC_URL}  (database: ${where})`);
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

main().catch((err: unknown) => {
  // A configuration the operator must fix is said in its words, without a stack.
  console.error(
    err instanceof EnvError || err instanceof PaymentsModeError || err instanceof CreateOperatorError
      ? err.message
      : err,
  );
  process.exit(1);
});
