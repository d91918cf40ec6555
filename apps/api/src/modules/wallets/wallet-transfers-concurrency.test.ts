import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoServers } from "@/test-support/two-servers";

const serverUrl = process.env.TEST_DATABASE_URL;

type Merchant = Awaited<ReturnType<Awaited<ReturnType<typeof twoServers>>["liveMerchant"]>>;

// DESIGN §3: balances never go below zero, under any concurrency; transfers both ways never deadlock.
describe.skipIf(!serverUrl)("transfers racing on two API processes and one PostgreSQL", () => {
  let servers: Awaited<ReturnType<typeof twoServers>>;
  let a: Merchant;
  let b: Merchant;

  /**
   * Codes for three transfers of 40.00 from `from` to `to`, each its own (descriptions
   * differ). Three: a phone gets at most five codes in ten minutes, and signing up took two.
   */
  async function threeCodes(from: Merchant, to: Merchant) {
    const transfers = [];
    for (let n = 1; n <= 3; n++) {
      const body = { fromAppId: from.appId, amount: 40, description: `Race ${n}`, toMerchant: to.merchantId };
      const sent = await servers.call(n, "/api/apps/transfer", { headers: from.auth, body });
      expect(sent.status, await sent.clone().text()).toBe(200);
      transfers.push({ from, body, code: await servers.codeFor(from.mobilePhone) });
    }
    return transfers;
  }

  beforeAll(async () => {
    servers = await twoServers(serverUrl!, [3923, 3924]);
    a = await servers.liveMerchant({
      email: "race-a@example.az",
      fullName: "Aysel Quliyeva",
      password: "Race#2026ok",
      mobilePhone: "+994507770031",
    });
    b = await servers.liveMerchant({
      email: "race-b@example.az",
      fullName: "Bəhram Əliyev",
      password: "Race#2026ok",
      mobilePhone: "+994507770032",
    });
    await servers.paid(a);
    await servers.paid(b);
  }, 180_000);
  afterAll(() => servers?.close());

  it("sends at most what each wallet holds when six transfers both ways race, and none deadlocks", async () => {
    // 120.00 asked of each 100.00 wallet, while each also receives.
    const transfers = [...(await threeCodes(a, b)), ...(await threeCodes(b, a))];
    const answers = await Promise.all(
      transfers.map((t, i) =>
        servers.call(i, `/api/apps/transfer/${t.code}`, { headers: t.from.auth, body: t.body }).then(async (r) => ({
          from: t.from,
          status: r.status,
          code: ((await r.json()) as { code?: string }).code,
        })),
      ),
    );
    // Each wallet starts at 100.00 and receives while it sends: every answer is a transfer or a clean refusal.
    for (const answer of answers) {
      if (answer.status !== 200)
        expect({ status: answer.status, code: answer.code }).toEqual({ status: 422, code: "INSUFFICIENT_BALANCE" });
    }
    const sentBy = (m: Merchant) => answers.filter((x) => x.from === m && x.status === 200).length;
    expect(sentBy(a)).toBeGreaterThanOrEqual(2);
    expect(sentBy(b)).toBeGreaterThanOrEqual(2);
    const balanceA = await servers.walletOf(a.appId);
    const balanceB = await servers.walletOf(b.appId);
    expect(balanceA).toBe(10_000n - 4_000n * BigInt(sentBy(a)) + 4_000n * BigInt(sentBy(b)));
    expect(balanceB).toBe(10_000n - 4_000n * BigInt(sentBy(b)) + 4_000n * BigInt(sentBy(a)));
    expect(balanceA >= 0n && balanceB >= 0n).toBe(true);
    const { rows } = await servers.sql.query(
      "select count(*)::int as transfers, (select coalesce(sum(amount), 0)::text from ledger_entries) as total from ledger_transfers where kind = 'walletTransfer'",
    );
    expect(rows[0]).toEqual({ transfers: sentBy(a) + sentBy(b), total: "0" });
  });
});
