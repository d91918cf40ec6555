import type { PayoutBatch } from "@portal/contracts";
import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts, bankTransfers, payoutBatches, users } from "@/db/schema";
import { FILE_BANK_ENV, queuedWithdrawals } from "@/test-support/bank-files";
import { liveApplication, paidTransaction, signedInMerchant } from "@/test-support/flows";
import { setUpOperator } from "@/test-support/operators";
import { startTestApp, type TestApp } from "@/test-support/test-app";

// docs/bank-files.md: a transfer is in at most one batch, however many finance operators prepare at once.
describe.skipIf(!process.env.TEST_DATABASE_URL)("payout batches prepared at once on PostgreSQL", () => {
  let t: TestApp;
  let operators: Awaited<ReturnType<typeof setUpOperator>>[];
  let ids: string[];

  beforeAll(async () => {
    t = await startTestApp("postgres", FILE_BANK_ENV);
    const m = await signedInMerchant(t);
    const appId = await liveApplication(t, m.headers);
    await paidTransaction(t, m.headers, appId, { amount: "5000.00" });
    const [user] = await t.db.select().from(users).where(eq(users.email, m.email));
    const [account] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.accountId, user!.accountId));
    const owner = { accountId: user!.accountId, appId, iban: account!.iban };
    ids = await queuedWithdrawals(
      t,
      owner,
      Array.from({ length: 120 }, (_, i) => BigInt(100 + i)),
    );
    operators = [await setUpOperator(t, "finance"), await setUpOperator(t, "finance")];
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("puts every queued transfer in exactly one batch when ten preparations race", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call({
          method: "POST",
          url: "/api/ops/payout-batches",
          payload: { currency: "AZN" },
          headers: operators[i % 2]!.headers,
        }),
      ),
    );
    // Each answer is a batch or "nothing queued": never a server error.
    expect(results.map((r) => r.statusCode).every((s) => s === 201 || s === 409)).toBe(true);
    const batches = results.filter((r) => r.statusCode === 201).map((r) => r.json() as PayoutBatch);
    expect(batches.length).toBeGreaterThanOrEqual(1);
    // The batches' counts and totals add up to exactly the queued transfers, each counted once.
    expect(batches.reduce((s, b) => s + b.count, 0)).toBe(ids.length);
    const rows = await t.db.select().from(bankTransfers).where(isNotNull(bankTransfers.batchId));
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));
    for (const batch of batches) {
      const own = rows.filter((r) => r.batchId === batch.id);
      expect(own).toHaveLength(batch.count);
      const [stored] = await t.db.select().from(payoutBatches).where(eq(payoutBatches.id, batch.id));
      expect(stored!.total).toBe(own.reduce((s, r) => s + r.amount, 0n));
    }
  });
});
