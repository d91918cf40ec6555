import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The race and crash tests again, their processes on PostgreSQL through PgBouncer in
 * transaction pooling (DESIGN §7): named prepared statements or session state would fail
 * here. Needs TEST_DATABASE_URL and Debian's pgbouncer; without them it says why and runs nothing.
 */
const races = [
  "src/modules/*/*-concurrency.test.ts",
  "src/modules/*/*-crash.test.ts",
  "src/modules/auth/auth.test.ts",
  "src/modules/merchant-api/api-key-auth.test.ts",
  "src/modules/merchant-api/api-idempotency.test.ts",
  "src/jobs/jobs.test.ts",
  "src/process-roles.test.ts",
  "src/money-properties.test.ts",
  // The partition upkeep's `set local` and DDL, in transaction pooling.
  "src/monthly-partitions.test.ts",
];
const missing = !process.env.TEST_DATABASE_URL
  ? "TEST_DATABASE_URL is not set"
  : !["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].some((p) => existsSync(p))
    ? "PgBouncer is not installed (apt-get install pgbouncer)"
    : null;
if (missing) console.log(`api-pgbouncer: skipped, ${missing}`);

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    name: "api-pgbouncer",
    include: missing ? [] : races,
    passWithNoTests: true,
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: missing ? [] : ["src/test-support/pgbouncer-setup.ts"],
    // After the api project: the same files start servers on the same fixed ports.
    sequence: { groupOrder: 1 },
  },
});
