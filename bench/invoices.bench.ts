/**
 * Invoice and checkout speed over real HTTP on loopback: creating invoices, listing and
 * filtering a page out of many, and paying by card (each payment a new invoice).
 * Run: `npm run bench` (PGlite in memory; set BENCH_DATABASE_URL to measure a PostgreSQL server).
 */
import { randomBytes } from "node:crypto";
import { addDays, calendarDateOf } from "@portal/contracts";
import { sql } from "drizzle-orm";
import { encodeCursor } from "@/lib/keyset";
import { DEMO_MERCHANT, seedDemoMerchant } from "@/modules/demo/demo-merchant";
import { CONCURRENCY, load, loadGet, SECONDS, startBenchServer } from "./support";

/** Invoices already in the account when the list is measured. */
const EXISTING = 20_000;

async function main() {
  const server = await startBenchServer({ TRUST_PROXY: "true" });
  const { base, post, database } = server;
  await seedDemoMerchant(database.db);
  const headers = await server.signIn(DEMO_MERCHANT.email, DEMO_MERCHANT.password, DEMO_MERCHANT.mobilePhone);
  const [app] = (await (await fetch(`${base}/api/apps`, { headers })).json()) as { id: string }[];
  const invoice = (i: number) => ({
    appId: app!.id,
    amount: `${10 + (i % 500)}.50`,
    currency: "AZN",
    fullName: `Customer ${i}`,
    phone: "+994551234567",
    email: `customer${i}@example.az`,
    description: "Benchmark order",
    linkExpirationDate: addDays(calendarDateOf(new Date()), 5),
    bookingId: `BK-${i}`,
  });

  // Many invoices at once, written by SQL: the list is measured against a full table.
  await database.db.execute(sql`
    insert into invoices (account_id, app_id, invoice_code, booking_id, amount, currency, full_name, phone, email, description,
      link_expiration_date, expires_at, created_by_name, created_at)
    select a.account_id, a.id, upper(substr(md5(random()::text), 1, 10)) || g, 'BK-' || g, 1000 + g, 'AZN', 'Customer ' || g,
      '+994551234567', 'customer' || g || '@example.az', 'Benchmark order', current_date + 5, now() + interval '6 days',
      'Demo Merchant', now() - (g || ' seconds')::interval
    from applications a, generate_series(1, ${EXISTING}) g where a.id = ${app!.id}`);
  // As autovacuum would after a bulk load: the planner sees the table as it is.
  await database.db.execute(sql`analyze invoices`);

  let n = 0;
  const create = await load("POST /api/bookings", () => post("/api/bookings", invoice(n++), headers));
  const list = await loadGet(`GET /api/invoices (page 0 of ${EXISTING}+)`, `${base}/api/invoices?page=0`, headers);
  const deep = await loadGet(
    "GET /api/invoices?page=1500 (offset: a bookmark)",
    `${base}/api/invoices?page=1500`,
    headers,
  );
  // Page 1,500 as paging reaches it: the cursor after the last row of page 1,499.
  const { rows } = (await database.db.execute(sql`
    select id, created_at from invoices where app_id = ${app!.id} order by created_at desc, id desc offset ${1_499 * 10 + 9} limit 1`)) as unknown as {
    rows: { id: string; created_at: string | Date }[];
  };
  const cursor = encodeCursor("after", { id: rows[0]!.id, createdAt: new Date(rows[0]!.created_at) });
  const deepByCursor = await loadGet(
    "GET /api/invoices?page=1500&cursor=… (paging)",
    `${base}/api/invoices?page=1500&cursor=${cursor}`,
    headers,
  );
  const lastByCursor = await loadGet(
    "GET /api/invoices?cursor=last (the last page)",
    `${base}/api/invoices?cursor=last`,
    headers,
  );
  const filtered = await loadGet(
    "GET /api/invoices?guestName=customer 1234",
    `${base}/api/invoices?guestName=${encodeURIComponent("customer 1234")}`,
    headers,
  );

  // Payments: each request pays its own fresh invoice with the approving test card.
  const unpaid: { code: string; amount: string; currency: string }[] = [];
  for (let i = 0; i < 3000; i++) {
    const body = invoice(100_000 + i);
    const res = await post("/api/bookings", body, headers);
    unpaid.push({
      code: ((await res.json()) as { invoiceCode: string }).invoiceCode,
      amount: body.amount,
      currency: body.currency,
    });
  }
  const card = {
    cardNumber: "4169731000080001",
    expiry: "12/30",
    cvv: "123",
    cardHolder: "BENCH CUSTOMER",
    language: "en",
  };
  const pay = await load("POST /api/checkout/{code}/pay", () => {
    const next = unpaid.pop();
    if (!next) throw new Error("ran out of invoices to pay; lower the seconds");
    // The amount and currency the customer was shown, as the checkout page sends them. Each
    // payer comes from an address of their own (RFC 2544's benchmarking range, behind the
    // trusted proxy): the checkout's card-testing guard limits attempts per address.
    const payer = unpaid.length;
    const headers = {
      "idempotency-key": randomBytes(12).toString("hex"),
      "x-forwarded-for": `198.18.${(payer >> 8) & 255}.${payer & 255}`,
    };
    return post(`/api/checkout/${next.code}/pay`, { ...card, amount: next.amount, currency: next.currency }, headers);
  });
  const view = await loadGet("GET /api/checkout/{code}", `${base}/api/checkout/${unpaid[0]!.code}`);

  console.log(
    `\nDatabase: ${database.kind}; ${CONCURRENCY} concurrent clients, ${SECONDS} s per row; ${EXISTING} invoices in the account\n`,
  );
  console.table([create, list, deep, deepByCursor, lastByCursor, filtered, pay, view]);
  const ratio = (a: { "p50 ms": number }) => +(a["p50 ms"] / list["p50 ms"]).toFixed(2);
  console.table([
    { check: "page 1,500 by cursor / first page, p50 (target ≤ 1.2)", value: ratio(deepByCursor) },
    { check: "last page by cursor / first page, p50 (target ≤ 1.2)", value: ratio(lastByCursor) },
    { check: "page 1,500 by offset / first page, p50 (before cursors)", value: ratio(deep) },
  ]);
  await server.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
