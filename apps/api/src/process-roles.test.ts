import { addDays, calendarDateOf } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "@/test-support/eventually";
import { apiServers } from "@/test-support/two-servers";
import { webhookReceiver } from "@/test-support/webhooks";

const serverUrl = process.env.TEST_DATABASE_URL;
const API_PORTS = [3971, 3972] as const;
const WORKER_METRICS_PORT = 3973;
const SHUTDOWN_TIMEOUT_MS = 15_000;

type Deployment = Awaited<ReturnType<typeof apiServers>>;
type Merchant = Awaited<ReturnType<Deployment["liveMerchant"]>>;

// docs/operations.md: `--migrate` once, then two API processes (ROLE=api, MIGRATE=false) and one worker.
describe.skipIf(!serverUrl)("two API processes and a worker on one PostgreSQL", () => {
  let d: Deployment;
  let m: Merchant;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    d = await apiServers(
      serverUrl!,
      API_PORTS,
      {
        PAYMENT_ATTEMPTS_PER_ADDRESS_PER_10_MINUTES: "1000",
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
        SHUTDOWN_DRAIN_MS: "1500",
      },
      { workerMetricsPort: WORKER_METRICS_PORT },
    );
    m = await d.liveMerchant({
      email: "roles@example.az",
      fullName: "Rəşad Məmmədov",
      password: "Roles#2026ok",
      mobilePhone: "+994507770041",
    });
    receiver = await webhookReceiver();
  }, 300_000);
  afterAll(async () => {
    receiver?.close();
    await d?.close();
  });

  /** A new invoice of 10.00 made on the first API process. */
  const invoice = (n: number, extra: Record<string, unknown> = {}) => d.invoice(m, `roles-${n}`, extra);

  const pay = (i: number, code: string) => d.payOn(i, code, 10);

  it("takes payments on either API process and delivers their webhooks", async () => {
    const endpoint = await d.call(0, `/api/apps/${m.appId}/webhooks`, {
      headers: m.auth,
      body: { url: receiver.url, events: ["order.paid"] },
    });
    expect(endpoint.status, await endpoint.clone().text()).toBe(201);
    for (const i of [0, 1]) {
      const { id, invoiceCode } = await invoice(i);
      // An order of the merchant API (webhooks tell of those), as that API makes them.
      await d.sql.query("update invoices set source = 'api' where id = $1", [id]);
      const paid = await pay(i, invoiceCode);
      expect(paid.status, await paid.clone().text()).toBe(200);
    }
    await eventually(() => receiver.received.length >= 2 || undefined, 30_000);
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual(["order.paid", "order.paid"]);
  }, 120_000);

  it("issues a recurring invoice on its day from the worker's scheduled jobs", async () => {
    const parent = await invoice(100, {
      recurrence: "weekly",
      scheduledPaymentDate: addDays(calendarDateOf(new Date()), 1),
    });
    // Its day come: the worker's minute's run issues the next invoice.
    await d.sql.query("update invoices set scheduled_payment_date = scheduled_payment_date - 7 where id = $1", [
      parent.id,
    ]);
    const child = await eventually(async () => {
      const { rows } = await d.sql.query("select id from invoices where parent_invoice_id = $1", [parent.id]);
      return rows[0] as { id: string } | undefined;
    }, 150_000);
    expect(child.id).toBeTruthy();
  }, 180_000);

  it("finishes what it accepted when SIGTERM comes amid 20 payments: none lost, none doubled, /readyz 503 before the port closed, exit 0", async () => {
    const invoices = [];
    for (let n = 0; n < 20; n++) invoices.push(await invoice(200 + n));

    const ready: number[] = [];
    const started = Date.now();
    const payments = invoices.map((inv) =>
      pay(1, inv.invoiceCode).then(
        async (res) => ({ code: inv.invoiceCode, status: res.status, body: await res.text() }),
        () => ({ code: inv.invoiceCode, status: 0, body: "connection refused" }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const exit = d.terminate(1);
    // What a load balancer sees while the process drains, until its port closes.
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${API_PORTS[1]}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      ready.push(status);
      if (status === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answers = await Promise.all(payments);
    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(ready).toContain(503);
    expect(ready.indexOf(503)).toBeLessThan(ready.indexOf(0));

    for (const a of answers) {
      const { rows } = await d.sql.query(
        `select i.status, count(t.id) filter (where t.status = 'success')::int as succeeded
           from invoices i left join transactions t on t.invoice_id = i.id
          where i.invoice_code = $1 group by i.status`,
        [a.code],
      );
      const [row] = rows as { status: string; succeeded: number }[];
      // Accepted: paid once. Refused before it was accepted: untouched. Nothing in between.
      if (a.status === 200) expect(row, a.body).toEqual({ status: "paid", succeeded: 1 });
      else expect(row?.succeeded, `${a.status} ${a.body}`).toBe(0);
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    // The other process serves on.
    const { invoiceCode } = await invoice(300);
    expect((await pay(0, invoiceCode)).status).toBe(200);
  }, 120_000);
});
