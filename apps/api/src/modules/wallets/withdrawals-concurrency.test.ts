import { type Wallet, WithdrawRequest } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCodes } from "@/test-support/seeded-codes";
import { twoServers } from "@/test-support/two-servers";
import { withdrawalCodeSubject } from "./withdrawals.service";

const serverUrl = process.env.TEST_DATABASE_URL;

// DESIGN §3: a wallet never goes below zero, whatever races; here withdrawals on two processes.
describe.skipIf(!serverUrl)("withdrawals racing on two API processes and one PostgreSQL", () => {
  let servers: Awaited<ReturnType<typeof twoServers>>;
  let m: Awaited<ReturnType<Awaited<ReturnType<typeof twoServers>>["liveMerchant"]>>;

  beforeAll(async () => {
    servers = await twoServers(serverUrl!, [3925, 3926]);
    m = await servers.liveMerchant({
      email: "race-w@example.az",
      fullName: "Vüsal Kərimov",
      password: "Race#2026ok",
      mobilePhone: "+994507770041",
    });
    await servers.paid(m);
  }, 180_000);
  afterAll(() => servers?.close());

  it("pays out at most the payout balance when fifty withdrawals of 5.00 (6.00 with the fee) race on 100.00", async () => {
    // The withdrawal account the codes are bound to, as the merchant sees it: an IBAN of another bank than Kapital Bank, so each pays the 1.00 fee.
    const wallets = (await (await servers.call(0, "/api/user/wallets", { headers: m.auth })).json()) as Wallet[];
    const { withdrawal } = wallets.find((w) => w.appId === m.appId)!;
    expect(withdrawal).toMatchObject({ method: "iban", freeOfFees: false });
    const bodies = Array.from({ length: 50 }, (_, n) => ({
      appId: m.appId,
      amount: 5,
      currency: "AZN" as const,
      description: `Race ${n}`,
    }));
    const codes = await seedCodes(
      servers.sql,
      "withdraw",
      bodies.map((body) => ({
        userId: m.userId,
        what: withdrawalCodeSubject(WithdrawRequest.parse(body), {
          method: withdrawal.method,
          account: withdrawal.account!,
        }),
      })),
    );
    const answers = await Promise.all(
      bodies.map((body, i) =>
        servers
          .call(i, `/api/user/withdraw/${codes[i]!.code}`, { headers: m.auth, body })
          .then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string; status?: string } })),
      ),
    );
    // 16 × 6.00 = 96.00 leaves 4.00, short of a seventeenth.
    expect(answers.filter((a) => a.status === 200).map((a) => a.body.status)).toEqual(Array(16).fill("sent"));
    expect(answers.filter((a) => a.status !== 200)).toEqual(
      Array(34).fill({ status: 422, body: expect.objectContaining({ code: "INSUFFICIENT_BALANCE" }) }),
    );
    expect(await servers.walletOf(m.appId)).toBe(10_000n - 16n * 600n);
    const { rows } = await servers.sql.query(
      "select (select coalesce(sum(amount), 0)::text from ledger_entries) as total, count(*)::int as n from withdrawals",
    );
    expect(rows[0]).toEqual({ total: "0", n: 16 });
  });
});
