/**
 * The transactions list at scale, over real HTTP on loopback: a million transactions in one
 * account, the first page against the same SQL sent straight to the database, pages deep in
 * the list, and the text filters.
 * Run: `npx tsx bench/transactions.bench.ts [seconds]` from apps/api (PGlite in memory; set
 * BENCH_DATABASE_URL to measure a PostgreSQL server), or `npm run bench:transactions`.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { DEMO_MERCHANT, seedDemoMerchant } from "@/modules/demo/demo-merchant";
import { encodeCursor } from "@/lib/keyset";
import { CONCURRENCY, loadGet, measure, SECONDS, startBenchServer, withoutIndexes } from "./support";

const INVOICES = 100_000;
/** Each invoice: nine declined attempts, then the paid one. */
const ATTEMPTS = 10;
const TOTAL = INVOICES * ATTEMPTS;

type Query = (text: string, params?: unknown[]) => Promise<unknown>;

async function main() {
  const server = await startBenchServer();
  const { base, database } = server;
  const db = database.db;
  await seedDemoMerchant(db);
  const headers = await server.signIn(DEMO_MERCHANT.email, DEMO_MERCHANT.password, DEMO_MERCHANT.mobilePhone);
  const [app] = (await (await fetch(`${base}/api/apps`, { headers })).json()) as { id: string }[];

  const seedStart = performance.now();
  await withoutIndexes(db, ["invoices", "transactions"], async () => {
    await db.execute(sql`
      insert into invoices (account_id, app_id, invoice_code, booking_id, amount, currency, full_name, phone, email, description,
        link_expiration_date, expires_at, status, paid_amount, created_by_name, created_at)
      select a.account_id, a.id, 'BN' || lpad(g::text, 8, '0'), 'BB-' || g, 1000 + g % 50000, 'AZN', (array['Leyla', 'Murad', 'Aysel', 'Rauf', 'Nigar', 'Elvin', 'Günay', 'Tural', 'Səbinə', 'Kamran'])[1 + g % 10] || ' ' ||
          (array['Əliyeva', 'Məmmədov', 'Həsənova', 'Quliyev', 'İsmayılova', 'Hüseynov', 'Rzayeva', 'Babayev'])[1 + (g / 10) % 8] || ' ' || (g % 50000),
        '+994551234567', 'customer' || g || '@example.az', 'Order ' || g || ' ' || (array['sea view', 'city tour', 'airport transfer', 'conference hall'])[1 + g % 4],
        current_date + 5, now() + interval '6 days', 'paid', 1000 + g % 50000, 'Demo Merchant', date_trunc('milliseconds', now()) - (g * ${ATTEMPTS} || ' seconds')::interval
      from applications a, generate_series(1, ${INVOICES}) g where a.id = ${app!.id}`);
    await db.execute(sql`
      insert into transactions (account_id, app_id, invoice_id, order_id, session_id, amount, currency, status, response_code, order_language,
        masked_pan, card_brand, card_holder, full_name, rrn, captured_amount, created_at)
      select i.account_id, i.app_id, i.id, i.invoice_code || '-' || k, 's', i.amount, 'AZN',
        case when k = ${ATTEMPTS} then 'success' else 'declined' end, case when k = ${ATTEMPTS} then 'approved' else 'declined' end, 'en',
        '416973******' || lpad(((substr(i.booking_id, 4)::int * ${ATTEMPTS} + k) % 10000)::text, 4, '0'), 'visa',
        (array['LEYLA', 'MURAD', 'AYSEL', 'RAUF', 'NIGAR', 'ELVIN', 'GUNAY'])[1 + substr(i.booking_id, 4)::int % 7] || ' ' ||
          (array['ALIYEVA', 'MAMMADOV', 'HASANOVA', 'GULIYEV', 'ISMAYILOVA', 'HUSEYNOV'])[1 + (substr(i.booking_id, 4)::int / 7) % 6] || ' ' || (substr(i.booking_id, 4)::int % 20000), i.full_name, case when k = ${ATTEMPTS} then lpad(substr(i.booking_id, 4), 12, '0') end,
        case when k = ${ATTEMPTS} then i.amount else 0 end, i.created_at + (k || ' seconds')::interval
      from invoices i, generate_series(1, ${ATTEMPTS}) k where i.booking_id like 'BB-%'`);
  });
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const list = (query: string) => `${base}/api/transactionsPageable?${query}`;
  // Seeding PGlite takes minutes: the server has closed the client's idle keep-alive sockets by now.
  await fetch(`${base}/api/health`).catch(() => undefined);

  // The SQL one list call sends, as the database saw it: recorded from the driver during one call.
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const original = client.query.bind(client);
  const seen: { text: string; params: unknown[] }[] = [];
  client.query = ((config: string | { text: string; values?: unknown[] }, params?: unknown[], ...rest: unknown[]) => {
    const text = typeof config === "string" ? config : config.text;
    if (text.includes('"transactions"'))
      seen.push({ text, params: (typeof config === "string" ? undefined : config.values) ?? params ?? [] });
    return (original as (...args: unknown[]) => Promise<unknown>)(config, params, ...rest);
  }) as Query;
  await (await fetch(list("page=0"), { headers })).arrayBuffer();
  client.query = original;
  const listSql = [...seen];
  if (listSql.length === 0)
    console.warn("The list's SQL was not seen at the driver: the raw rows below measure nothing.");
  // The API runs the page and the count together; so does the raw run.
  const raw = () => Promise.all(listSql.map((q) => original(q.text, q.params))).then(() => undefined);

  // Page 5,000 as paging reaches it: the cursor after the last row of page 4,999.
  const rows = (await db.execute(sql`
    select id, created_at from transactions where account_id = (select account_id from applications where id = ${app!.id})
    order by created_at desc, id desc offset ${4_999 * 10 + 9} limit 1`)) as unknown as {
    rows: { id: string; created_at: string | Date }[];
  };
  const deepRow = rows.rows[0];
  const deepCursor = encodeCursor("after", { id: deepRow!.id, createdAt: new Date(deepRow!.created_at) });

  // One client: what one request costs, the server's overhead over the database's share.
  // The floor under every signed-in call: loopback HTTP, the session check, a small JSON answer.
  const floor = await loadGet("GET /api/session, one client (the floor)", `${base}/api/session`, headers, 1);
  const firstOne = await loadGet("API first page, one client", list("page=0"), headers, 1);
  const rawOne = await measure("same SQL straight to the database, one client", raw, 1);
  const first = await loadGet("API first page", list("page=0"), headers);
  const rawFirst = await measure("same SQL, straight to the database", raw);
  const deep = await loadGet("API page 5,000 (cursor)", list(`page=4999&cursor=${deepCursor}`), headers);
  const last = await loadGet("API last page (cursor=last)", list("cursor=last"), headers);
  const offsetDeep = await loadGet("API page 5,000 by offset (a bookmark)", list("page=4999"), headers);
  // A search is timed as one merchant sees it (one client), then with the ten at once that share the two cores.
  const searches: [string, string][] = [
    ["fullName=12345 (one customer)", `fullName=${encodeURIComponent(" 12345")}`],
    ["fullName=məmmədov (one in eight)", `fullName=${encodeURIComponent("məmmədov")}`],
    ["fullName=huseynov 777 (a card holder)", `fullName=${encodeURIComponent("huseynov 777")}`],
    ["description=order 98765", `description=${encodeURIComponent("order 98765")}`],
    ["name=demo (the application)", "name=demo"],
    ["cardNumber=0420", "cardNumber=0420"],
    ["rrn=000000054321", "rrn=000000054321"],
  ];
  const filters = [];
  for (const [name, query] of searches) filters.push(await loadGet(`${name}, one client`, list(query), headers, 1));
  const filtersLoaded = [];
  for (const [name, query] of searches)
    filtersLoaded.push(await loadGet(`${name}, ${CONCURRENCY} clients`, list(query), headers));

  const ratio = (a: { "p50 ms": number }, b: { "p50 ms": number }) => +(a["p50 ms"] / b["p50 ms"]).toFixed(2);
  console.log(
    `\nDatabase: ${database.kind}; ${TOTAL.toLocaleString("en")} transactions in one account (seeded in ${seedSeconds.toFixed(1)} s); ` +
      `${CONCURRENCY} concurrent clients, ${SECONDS} s per row\n`,
  );
  console.table([floor, firstOne, rawOne, first, rawFirst, deep, last, offsetDeep, ...filters, ...filtersLoaded]);
  console.table([
    { check: "first page API / raw SQL, one client, p50 (target ≤ 1.5)", value: ratio(firstOne, rawOne) },
    {
      check: "first page API / raw SQL, one client, p99 (target ≤ 2)",
      value: +(firstOne["p99 ms"] / rawOne["p99 ms"]).toFixed(2),
    },
    {
      check: "first page API − raw SQL, one client, p50 ms (what the HTTP call adds)",
      value: +(firstOne["p50 ms"] - rawOne["p50 ms"]).toFixed(2),
    },
    {
      check: "first page API − session floor − raw SQL, one client, p50 ms (the list's own overhead)",
      value: +(firstOne["p50 ms"] - floor["p50 ms"] - rawOne["p50 ms"]).toFixed(2),
    },
    { check: `first page API / raw SQL, ${CONCURRENCY} clients, p50`, value: ratio(first, rawFirst) },
    {
      check: `first page API / raw SQL, ${CONCURRENCY} clients, p99`,
      value: +(first["p99 ms"] / rawFirst["p99 ms"]).toFixed(2),
    },
    { check: "page 5,000 / first page, p50 (target ≤ 1.2)", value: ratio(deep, first) },
    { check: "last page / first page, p50 (target ≤ 1.2)", value: ratio(last, first) },
    {
      check: "slowest text filter, one client, p50 ms (target ≤ 50 on PostgreSQL)",
      value: Math.max(...filters.slice(0, 5).map((f) => f["p50 ms"])),
    },
    {
      check: `slowest text filter, ${CONCURRENCY} clients, p50 ms`,
      value: Math.max(...filtersLoaded.slice(0, 5).map((f) => f["p50 ms"])),
    },
  ]);
  await server.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
