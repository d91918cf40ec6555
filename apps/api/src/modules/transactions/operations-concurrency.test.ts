import type { ChildProcess } from "node:child_process";
import { addDays, calendarDateOf, type Transaction } from "@portal/contracts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxTestCards } from "@/providers/acquirer/sandbox-acquirer";
import { businessConnect } from "@/test-support/flows";
import { startServer, stopServers } from "@/test-support/server-process";
import { scratchPostgres } from "@/test-support/test-app";

const serverUrl = process.env.TEST_DATABASE_URL;
const APPROVE = sandboxTestCards.find((c) => c.outcome === "approve")!.number;

// DESIGN §4: "Refunds never exceed what was captured, under any concurrency", across processes.
describe.skipIf(!serverUrl)("operations racing on two API processes and one PostgreSQL", () => {
  const ports = [3921, 3922] as const;
  const servers: ChildProcess[] = [];
  let drop: () => Promise<void> = async () => undefined;
  let sql: pg.Client;
  let auth: Record<string, string>;
  let appId: string;

  const call = (i: number, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`http://127.0.0.1:${ports[i % 2]}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...auth, ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const codeFor = async (to: string) => {
    const [msg] = (await (await call(1, `/sandbox/outbox.json?to=${encodeURIComponent(to)}`)).json()) as { text: string }[];
    return /\d{6}/.exec(msg!.text)![0];
  };
  const walletOf = async () => {
    const { rows } = await sql.query(
      "select coalesce(sum(e.amount), 0)::text as balance from ledger_entries e join ledger_accounts a on a.id = e.ledger_account_id where a.kind = 'wallet' and a.app_id = $1",
      [appId],
    );
    return BigInt(rows[0].balance);
  };

  /** A customer pays a new invoice of 100.00 (held, when asked). */
  async function paid(preAuth: boolean): Promise<Transaction> {
    const invoice = await call(0, "/api/bookings", {
      body: {
        appId,
        amount: "100.00",
        currency: "AZN",
        fullName: "Leyla Əliyeva",
        phone: "+994551234567",
        description: "Race",
        linkExpirationDate: addDays(calendarDateOf(new Date()), 3),
        bookingId: `R-${preAuth}`,
        preAuth,
      },
    });
    expect(invoice.status, await invoice.clone().text()).toBe(201);
    const { invoiceCode } = (await invoice.json()) as { invoiceCode: string };
    const pay = await call(1, `/api/checkout/${invoiceCode}/pay`, {
      body: { cardNumber: APPROVE, expiry: "12/30", cvv: "123", cardHolder: "LEYLA ALIYEVA", language: "en", amount: 100, currency: "AZN" },
    });
    expect(pay.status).toBe(200);
    const { transactionId } = (await pay.json()) as { transactionId: string };
    return (await (await call(0, `/api/transactions/${transactionId}`)).json()) as Transaction;
  }

  beforeAll(async () => {
    const scratch = await scratchPostgres(serverUrl!);
    drop = scratch.drop;
    await Promise.all(ports.map(async (port) => servers.push(await startServer(port, scratch.url))));
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();

    auth = {};
    const m = { email: "race@example.az", fullName: "Rauf Həsənov", password: "Race#2026ok", mobilePhone: "+994507770022" };
    expect((await call(0, "/api/register", { body: m })).status).toBe(201);
    expect((await call(1, `/api/confirmAccount/${await codeFor(m.mobilePhone)}`, { body: { email: m.email } })).status).toBe(200);
    expect((await call(0, "/api/login", { body: { username: m.email, password: m.password } })).status).toBe(200);
    const approved = await call(1, `/api/approveLogin/${await codeFor(m.mobilePhone)}/${encodeURIComponent(m.email)}`, { method: "POST" });
    auth = { authorization: `Bearer ${((await approved.json()) as { accessToken: string }).accessToken}` };
    // The address confirmed and the application live: their own tests walk those steps.
    await sql.query("update users set email_verified_at = now() where email = $1", [m.email]);
    const connected = await call(0, "/api/merchant-connect", { body: businessConnect() });
    expect(connected.status).toBe(201);
    appId = ((await connected.json()) as { appId: string }).appId;
    await sql.query("update applications set status = 'live' where id = $1", [appId]);
  }, 90_000);
  afterAll(async () => {
    await sql?.end();
    await stopServers(servers);
    await drop();
  });

  it("never refunds more than was captured: 100 partial refunds asking twice the amount", async () => {
    const tr = await paid(false);
    const before = await walletOf();
    // 100 refunds of 2.00 ask 200.00 of a 100.00 payment, half on each process.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(i, "/api/refund", { body: { transactionId: tr.id, amount: "2.00" } }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { code: string },
        })),
      ),
    );
    const succeeded = answers.filter((a) => a.status === 200).length;
    expect(succeeded).toBe(50);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect([400, 409]).toContain(a.status);
      expect(["NOT_REFUNDABLE", "VALIDATION_ERROR"]).toContain(a.body.code);
    }
    const after = (await (await call(0, `/api/transactions/${tr.id}`)).json()) as Transaction;
    expect(after).toMatchObject({ status: "refunded", totalRefunded: 100, refundableAmount: 0 });
    expect(await walletOf()).toBe(before - 10_000n);
    const { rows } = await sql.query(
      "select count(*)::int as n, sum(amount)::text as total from transaction_operations where transaction_id = $1 and status = 'succeeded'",
      [tr.id],
    );
    expect(rows[0]).toEqual({ n: 50, total: "10000" });
  });

  it("captures a hold once when 20 completions race", async () => {
    const hold = await paid(true);
    const before = await walletOf();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i, "/api/completeOrder", { body: { transactionId: hold.id, amount: "60" } }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { code: string },
        })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.code).toBe("HOLD_ENDED");
    }
    expect(await walletOf()).toBe(before + 6_000n);
    const { rows } = await sql.query("select count(*)::int as n from ledger_transfers where kind = 'capture'");
    expect(rows[0].n).toBe(1);
  });
});
