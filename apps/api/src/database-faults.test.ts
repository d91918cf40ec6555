import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "@/test-support/eventually";
import { postgresBin, privatePostgres } from "@/test-support/private-postgres";
import { startServer, stopServers } from "@/test-support/server-process";
import { scratchPostgres } from "@/test-support/test-app";
import { apiServers } from "@/test-support/two-servers";

const API_PORTS = [3981, 3982] as const;
const WORKER_METRICS_PORT = 3983;
const LONE_PORT = 3984;
// Short deadlines, so a frozen server is given up on quickly here.
const DEADLINES = { DB_CONNECT_TIMEOUT_MS: "2000", DB_STATEMENT_TIMEOUT_MS: "3000" };

type Deployment = Awaited<ReturnType<typeof apiServers>>;
type Answer = { code: string; status: number; body: string; retryAfter: string | null };

// DESIGN §7: a PostgreSQL of the test's own, restarted, frozen and started late under the
// deployment of docs/operations.md (two API processes and a worker).
describe.skipIf(!postgresBin)("PostgreSQL restarting, freezing and starting late", () => {
  let server: Awaited<ReturnType<typeof privatePostgres>>;
  let d: Deployment;
  let m: Awaited<ReturnType<Deployment["liveMerchant"]>>;
  let invoiceNo = 0;

  beforeAll(async () => {
    server = await privatePostgres();
    d = await apiServers(
      server.url,
      API_PORTS,
      { PAYMENT_ATTEMPTS_PER_ADDRESS_PER_10_MINUTES: "1000", ...DEADLINES },
      { workerMetricsPort: WORKER_METRICS_PORT },
    );
    // The test's own connection is cut by each restart too: it is replaced below, not fatal.
    d.sql.on("error", () => undefined);
    m = await d.liveMerchant({
      email: "faults@example.az",
      fullName: "Fərid Qasımov",
      password: "Faults#2026ok",
      mobilePhone: "+994507770051",
    });
  }, 300_000);
  afterAll(async () => {
    await d?.close().catch(() => undefined);
    await server?.remove();
  });

  /** A query on a fresh connection of the test's own (the server may have restarted since the last). */
  async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: d.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** New invoices of 10.00; their codes. */
  async function invoices(count: number): Promise<string[]> {
    const codes: string[] = [];
    for (let n = 0; n < count; n++) codes.push((await d.invoice(m, `fault-${invoiceNo++}`)).invoiceCode);
    return codes;
  }

  /** 20 payments on both processes at once, the database restarted among them. */
  async function payThroughRestart(mode: "fast" | "immediate"): Promise<Answer[]> {
    const codes = await invoices(20);
    const payments = codes.map((code, i) =>
      d.payOn(i, code, 10).then(async (res): Promise<Answer> => ({
        code,
        status: res.status,
        body: await res.text(),
        retryAfter: res.headers.get("retry-after"),
      })),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    server.stop(mode);
    server.start();
    return Promise.all(payments);
  }

  /** Every answer a payment or a 503 of the error shape; every invoice paid at most once, and once when it said so. */
  async function expectNothingLostOrDoubled(answers: Answer[]) {
    for (const a of answers) {
      if (a.status !== 200) {
        expect(a.status, a.body).toBe(503);
        expect(JSON.parse(a.body)).toMatchObject({ code: "UNAVAILABLE", message: expect.any(String) });
        expect(Number(a.retryAfter)).toBeGreaterThan(0);
      }
      const [row] = await query<{ status: string; succeeded: number }>(
        `select i.status, count(t.id) filter (where t.status = 'success')::int as succeeded
           from invoices i left join transactions t on t.invoice_id = i.id
          where i.invoice_code = $1 group by i.status`,
        [a.code],
      );
      if (a.status === 200) expect(row, a.body).toEqual({ status: "paid", succeeded: 1 });
      else expect(row!.succeeded).toBeLessThanOrEqual(1);
    }
    const [ledger] = await query<{ total: string }>(
      "select coalesce(sum(amount), 0)::text as total from ledger_entries",
    );
    expect(ledger!.total).toBe("0");
    // An attempt left in progress (its answer lost with the connection) ends by its deadline, never later.
    const overdue = await query(
      "select id from transactions where status = 'inProgress' and attempt_expires_at < now() - interval '1 minute'",
    );
    expect(overdue).toEqual([]);
  }

  /** Both API processes and the worker still running, and serving again. */
  async function expectAllAlive() {
    await eventually(async () => ((await d.call(0, "/readyz")).status === 200 ? true : undefined), 30_000);
    await eventually(async () => ((await d.call(1, "/readyz")).status === 200 ? true : undefined), 30_000);
    await eventually(
      async () => ((await fetch(`http://127.0.0.1:${WORKER_METRICS_PORT}/readyz`)).status === 200 ? true : undefined),
      30_000,
    );
    const [code] = await invoices(1);
    const paid = await d.payOn(1, code!, 10);
    expect(paid.status, await paid.clone().text()).toBe(200);
  }

  it.each(["fast", "immediate"] as const)(
    "a %s restart amid 20 payments on two processes: no process exits, every call is answered 200 or 503, nothing lost or doubled",
    async (mode) => {
      const answers = await payThroughRestart(mode);
      await expectAllAlive();
      await expectNothingLostOrDoubled(answers);
    },
    180_000,
  );

  it("a frozen server is given up on within the deadlines: 503 with Retry-After, /readyz 503, and served again once it thaws", async () => {
    const [code] = await invoices(1);
    server.freeze();
    try {
      const started = Date.now();
      const [pay, ready] = await Promise.all([d.payOn(0, code!, 10), fetch(`http://127.0.0.1:${API_PORTS[1]}/readyz`)]);
      const took = Date.now() - started;
      expect(pay.status, await pay.clone().text()).toBe(503);
      expect(pay.headers.get("retry-after")).toBeTruthy();
      expect(ready.status).toBe(503);
      // The connection deadline plus the statement deadline, with room for a busy machine.
      expect(took).toBeLessThan(15_000);
    } finally {
      server.thaw();
    }
    await expectAllAlive();
  }, 120_000);

  it("a process started while PostgreSQL is down waits for it and serves once it is up", async () => {
    const scratch = await scratchPostgres(server.url);
    server.stop("fast");
    const starting = startServer(LONE_PORT, scratch.url, DEADLINES);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    server.start();
    const lone = await starting;
    try {
      expect((await fetch(`http://127.0.0.1:${LONE_PORT}/readyz`)).status).toBe(200);
    } finally {
      await stopServers([lone]);
      await scratch.drop();
    }
  }, 180_000);

  it("finds the server that takes writes among several hosts in DATABASE_URL, the first of which is gone", async () => {
    const scratch = await scratchPostgres(server.url);
    const { port, pathname } = new URL(scratch.url);
    // Nothing listens on the first host's port.
    const listed = `postgres://postgres@127.0.0.1:1,127.0.0.1:${port}${pathname}`;
    const lone = await startServer(LONE_PORT, listed, DEADLINES);
    try {
      const login = await fetch(`http://127.0.0.1:${LONE_PORT}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "nobody@example.az", password: "Wrong#2026" }),
      });
      expect(login.status).toBe(401);
    } finally {
      await stopServers([lone]);
      await scratch.drop();
    }
  }, 180_000);
});
