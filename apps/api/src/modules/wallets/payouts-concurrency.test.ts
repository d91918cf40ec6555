import { PayoutCodeRequest } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEEDED_CODES_SECRET, seedCodes } from "@/test-support/seeded-codes";
import { twoServers } from "@/test-support/two-servers";
import { payoutRecipientKey } from "./payout-limits";
import { payoutCodeSubject } from "./payouts.service";

const serverUrl = process.env.TEST_DATABASE_URL;
/** A Kapital Bank IBAN: payouts there are free, so each takes exactly its amount. */
const KAPITAL_IBAN = "AZ78AIIB38090019441100522119";

// The daily cap is a sum over 24 hours: payouts racing on two processes must not each see room that only one of them has.
describe.skipIf(!serverUrl)("payouts racing on two API processes and one PostgreSQL", () => {
  let servers: Awaited<ReturnType<typeof twoServers>>;
  let m: Awaited<ReturnType<Awaited<ReturnType<typeof twoServers>>["liveMerchant"]>>;

  beforeAll(async () => {
    servers = await twoServers(serverUrl!, [3927, 3928]);
    m = await servers.liveMerchant({
      email: "race-p@example.az",
      fullName: "Rəşad Əhmədov",
      password: "Race#2026ok",
      mobilePhone: "+994507770042",
    });
    await servers.paid(m);
  }, 180_000);
  afterAll(() => servers?.close());

  it("sends no more than the daily cap when twenty payouts of 5.00 race on a cap of 30.00", async () => {
    await servers.sql.query(
      "update accounts set payout_daily_cap = 3000 where id = (select account_id from users where id = $1)",
      [m.userId],
    );
    const bodies = Array.from({ length: 20 }, (_, n) => ({
      kind: "iban" as const,
      account: KAPITAL_IBAN,
      amount: 5,
      currency: "AZN" as const,
      description: `Race ${n}`,
    }));
    const recipientKey = payoutRecipientKey(SEEDED_CODES_SECRET, { kind: "iban", account: KAPITAL_IBAN });
    const codes = await seedCodes(
      servers.sql,
      "payout",
      // The body as the server reads it.
      bodies.map((body) => ({
        userId: m.userId,
        what: payoutCodeSubject(m.appId, PayoutCodeRequest.parse(body), recipientKey),
      })),
    );
    const answers = await Promise.all(
      bodies.map((body, i) =>
        servers
          .call(i, "/api/wallets/payout", {
            headers: { ...m.auth, "x-app-key": m.appId },
            body: { ...body, OTP: codes[i]!.code },
          })
          .then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string; status?: string } })),
      ),
    );
    expect(answers.filter((a) => a.status === 200).map((a) => a.body.status)).toEqual(Array(6).fill("sent"));
    expect(answers.filter((a) => a.status !== 200)).toEqual(
      Array(14).fill({ status: 422, body: expect.objectContaining({ code: "PAYOUT_DAILY_CAP" }) }),
    );
    expect(await servers.walletOf(m.appId)).toBe(10_000n - 3_000n);
    const { rows } = await servers.sql.query("select count(*)::int as n, sum(amount)::text as sent from payouts");
    expect(rows[0]).toEqual({ n: 6, sent: "3000" });
  });
});
