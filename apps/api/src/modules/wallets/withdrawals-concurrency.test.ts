import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoServers } from "@/test-support/two-servers";

const serverUrl = process.env.TEST_DATABASE_URL;

// DESIGN §3: a wallet never goes below zero, whatever races; here withdrawals on two processes.
describe.skipIf(!serverUrl)("withdrawals racing on two API processes and one PostgreSQL", () => {
  let servers: Awaited<ReturnType<typeof twoServers>>;
  let m: Awaited<ReturnType<Awaited<ReturnType<typeof twoServers>>["liveMerchant"]>>;

  beforeAll(async () => {
    servers = await twoServers(serverUrl!, [3925, 3926]);
    m = await servers.liveMerchant({ email: "race-w@example.az", fullName: "Vüsal Kərimov", password: "Race#2026ok", mobilePhone: "+994507770041" });
    await servers.paid(m);
  }, 120_000);
  afterAll(() => servers?.close());

  it("pays out at most the payout balance when three withdrawals of 40.00 (41.00 with the fee) race on 100.00", async () => {
    // Three codes: a phone gets at most five in ten minutes, and signing up took two.
    const withdrawals = [];
    for (let n = 1; n <= 3; n++) {
      const body = { appId: m.appId, amount: "40.00", description: `Race ${n}` };
      const sent = await servers.call(n, "/api/otp/init/withdraw", { headers: m.auth, body });
      expect(sent.status, await sent.clone().text()).toBe(200);
      withdrawals.push({ body, code: await servers.codeFor(m.mobilePhone) });
    }
    const answers = await Promise.all(
      withdrawals.map((w, i) =>
        servers
          .call(i, `/api/user/withdraw/${w.code}`, { headers: m.auth, body: w.body })
          .then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string; status?: string } })),
      ),
    );
    expect(answers.filter((a) => a.status === 200).map((a) => a.body.status)).toEqual(["sent", "sent"]);
    expect(answers.filter((a) => a.status !== 200)).toEqual([{ status: 422, body: expect.objectContaining({ code: "INSUFFICIENT_BALANCE" }) }]);
    expect(await servers.walletOf(m.appId)).toBe(10_000n - 2n * 4_100n);
    const { rows } = await servers.sql.query(
      "select (select coalesce(sum(amount), 0)::text from ledger_entries) as total, count(*)::int as n from withdrawals",
    );
    expect(rows[0]).toEqual({ total: "0", n: 2 });
  });
});
