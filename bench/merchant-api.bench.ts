/**
 * The merchant API over real HTTP on loopback, with a real secret key (HTTP Basic, checked
 * against its stored hash on every call): creating an order, with and without an
 * Idempotency-Key, reading one, and listing a page of the application's orders out of many;
 * and, beside it, the portal's first page of transactions: reading one order should cost
 * about as much (issue: "API reads that write nothing"), printed as a ratio.
 * Run: `npm run bench:merchant-api` (PGlite in memory; set BENCH_DATABASE_URL to measure a
 * PostgreSQL server), or `npx tsx bench/merchant-api.bench.ts [seconds]` from apps/api.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { DEMO_MERCHANT, seedDemoMerchant } from "@/modules/demo/demo-merchant";
import { CONCURRENCY, load, loadGet, SECONDS, startBenchServer } from "./support";

/** API orders already in the application when it is measured. */
const EXISTING = 20_000;

async function main() {
  const server = await startBenchServer({ API_RATE_LIMIT_PER_MINUTE: "1000000" });
  const { base, post, database } = server;
  await seedDemoMerchant(database.db);
  const headers = await server.signIn(DEMO_MERCHANT.email, DEMO_MERCHANT.password, DEMO_MERCHANT.mobilePhone);
  const [app] = (await (await fetch(`${base}/api/apps`, { headers })).json()) as { id: string; merchantId: string }[];
  // The key as a merchant gets it: made in the portal with a texted code, shown once.
  await fetch(`${base}/api/otp/init/updateKey/${app!.id}`, { headers });
  const code = await server.codeFor(DEMO_MERCHANT.mobilePhone);
  const { secretKey } = (await (await fetch(`${base}/api/appKey/${app!.id}/${code}`, { headers })).json()) as {
    secretKey: string;
  };
  const key = { authorization: `Basic ${Buffer.from(`${app!.merchantId}:${secretKey}`).toString("base64")}` };

  await database.db.execute(sql`
    insert into invoices (account_id, app_id, invoice_code, booking_id, amount, currency, full_name, phone, description,
      link_expiration_date, expires_at, source, language, metadata, created_by_name, created_at)
    select a.account_id, a.id, 'AP' || lpad(g::text, 8, '0'), 'order-' || g, 1000 + g, 'AZN', '', '', 'Order ' || g,
      current_date + 1, now() + interval '2 days', 'api', 'en', '{}'::jsonb, 'API', date_trunc('milliseconds', now()) - (g || ' seconds')::interval
    from applications a, generate_series(1, ${EXISTING}) g where a.id = ${app!.id}`);
  await database.db.execute(sql`analyze invoices`);

  const order = {
    amount: 2550,
    currency: "AZN",
    description: "Order 1042: two tickets",
    customer: { name: "Leyla Əliyeva" },
    metadata: { cartId: "c-7731" },
  };
  const created = (await (await post("/api/v1/orders", order, key)).json()) as { id: string };
  // What any call costs here, without a key, a query or a write: the machine's floor.
  const floor = await loadGet("GET /api/health (the floor of a call), one client", `${base}/api/health`, {}, 1);
  const createOne = await load("POST /api/v1/orders, one client", () => post("/api/v1/orders", order, key), 1);
  const create = await load("POST /api/v1/orders", () => post("/api/v1/orders", order, key));
  const createKeyed = await load("POST /api/v1/orders with an Idempotency-Key", () =>
    post("/api/v1/orders", order, { ...key, "idempotency-key": randomUUID() }),
  );
  const readOne = await loadGet("GET /api/v1/orders/{id}, one client", `${base}/api/v1/orders/${created.id}`, key, 1);
  const read = await loadGet("GET /api/v1/orders/{id}", `${base}/api/v1/orders/${created.id}`, key);
  const pageOne = await loadGet(
    "GET /api/transactionsPageable?page=0 (the portal), one client",
    `${base}/api/transactionsPageable?page=0`,
    headers,
    1,
  );
  const list = await loadGet(`GET /api/v1/orders?limit=10 (of ${EXISTING}+)`, `${base}/api/v1/orders?limit=10`, key);
  const balance = await loadGet("GET /api/v1/balance", `${base}/api/v1/balance`, key);

  console.log(`\nDatabase: ${database.kind}; ${CONCURRENCY} concurrent clients unless said, ${SECONDS} s per row\n`);
  console.table([floor, createOne, create, createKeyed, readOne, read, pageOne, list, balance]);
  const ratio = readOne["p50 ms"] / pageOne["p50 ms"];
  console.log(`Reading an order ÷ a page of transactions, one client, p50: ${ratio.toFixed(2)} (target ≤ 1.5)`);
  await server.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
