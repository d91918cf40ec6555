import type { Transaction } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoServers } from "@/test-support/two-servers";

const serverUrl = process.env.TEST_DATABASE_URL;

// DESIGN §4: "Refunds never exceed what was captured, under any concurrency", across processes.
describe.skipIf(!serverUrl)("operations racing on two API processes and one PostgreSQL", () => {
  let servers: Awaited<ReturnType<typeof twoServers>>;
  let auth: Record<string, string>;
  let appId: string;

  const call = (i: number, path: string, init: { method?: string; body?: unknown } = {}) =>
    servers.call(i, path, { ...init, headers: auth });
  const walletOf = () => servers.walletOf(appId);

  /** A customer pays a new invoice of 100.00 (held, when asked). */
  const paid = async (preAuth: boolean): Promise<Transaction> =>
    (await (await call(0, `/api/transactions/${await servers.paid({ auth, appId }, preAuth)}`)).json()) as Transaction;

  beforeAll(async () => {
    servers = await twoServers(serverUrl!, [3921, 3922]);
    const m = await servers.liveMerchant({
      email: "race@example.az",
      fullName: "Rauf Həsənov",
      password: "Race#2026ok",
      mobilePhone: "+994507770022",
    });
    auth = m.auth;
    appId = m.appId;
  }, 180_000);
  afterAll(() => servers?.close());

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
    const { rows } = await servers.sql.query(
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
    const { rows } = await servers.sql.query("select count(*)::int as n from ledger_transfers where kind = 'capture'");
    expect(rows[0].n).toBe(1);
  });
});
