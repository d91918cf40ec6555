import type { PayoutBatch } from "@portal/contracts";
import { asc, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts, bankTransfers, users, withdrawals } from "@/db/schema";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { buildCamt054, type Camt054Entry } from "@/providers/payout-bank/iso20022/camt054-builder";
import { FILE_BANK_ENV, queuedWithdrawals } from "@/test-support/bank-files";
import { liveApplication, paidTransaction, signedInMerchant } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { multipartFile } from "@/test-support/multipart";
import { setUpOperator } from "@/test-support/operators";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/** What a statement can say about one transfer of a file. */
const lineKinds = ["booked", "bookedThenReturned", "rejected", "pending", "absent", "otherAmount"] as const;

describe.each(backends)("applying a statement on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let preparer: Awaited<ReturnType<typeof setUpOperator>>;
  let approver: Awaited<ReturnType<typeof setUpOperator>>;
  let owner: { accountId: string; appId: string; iban: string };
  let files = 0;

  const upload = (xml: string) => {
    const body = multipartFile("file", `statement-${(files += 1)}.xml`, "application/xml", Buffer.from(xml));
    return t.call({
      method: "POST",
      url: "/api/ops/bank-statements",
      payload: body.payload,
      headers: { ...preparer.headers, ...body.headers },
    });
  };
  /** Everything a statement may change: each withdrawal's and transfer's state, and the wallet. */
  const snapshot = async (ids: string[]) => ({
    withdrawals: await t.db
      .select({ id: withdrawals.id, status: withdrawals.status, reason: withdrawals.failureReason })
      .from(withdrawals)
      .where(inArray(withdrawals.id, ids))
      .orderBy(asc(withdrawals.id)),
    transfers: await t.db
      .select({ id: bankTransfers.id, state: bankTransfers.state, code: bankTransfers.returnCode })
      .from(bankTransfers)
      .where(inArray(bankTransfers.id, ids))
      .orderBy(asc(bankTransfers.id)),
    balance: await walletBalance(t.db, appId, "AZN"),
  });

  beforeAll(async () => {
    t = await startTestApp(backend, FILE_BANK_ENV);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    await paidTransaction(t, m.headers, appId, { amount: "5000.00" });
    const [user] = await t.db.select().from(users).where(eq(users.email, m.email));
    const [account] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.accountId, user!.accountId));
    owner = { accountId: user!.accountId, appId, iban: account!.iban };
    preparer = await setUpOperator(t, "finance");
    approver = await setUpOperator(t, "finance");
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("applying any statement twice, in another file, changes nothing the first did not", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 20 }), kind: fc.constantFrom(...lineKinds) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.boolean(),
        async (plan, withStranger) => {
          const ids = await queuedWithdrawals(
            t,
            owner,
            plan.map((p) => BigInt(p.amount * 100)),
          );
          const prepared = await t.call({
            method: "POST",
            url: "/api/ops/payout-batches",
            payload: { currency: "AZN" },
            headers: preparer.headers,
          });
          expect(prepared.statusCode, prepared.body).toBe(201);
          const batch = prepared.json() as PayoutBatch;
          const approved = await t.call({
            method: "POST",
            url: `/api/ops/payout-batches/${batch.id}/approve`,
            headers: approver.headers,
          });
          expect(approved.statusCode, approved.body).toBe(200);

          const entries: Camt054Entry[] = [];
          const entry = (e2e: string | null, amount: bigint, over: Partial<Camt054Entry> = {}): Camt054Entry => ({
            amount,
            currency: "AZN",
            creditDebit: "DBIT",
            status: "BOOK",
            bookingDate: "2026-12-04",
            transactions: [{ endToEndId: e2e }],
            ...over,
          });
          plan.forEach((p, i) => {
            const e2e = ids[i]!.replaceAll("-", "");
            const amount = BigInt(p.amount * 100);
            if (p.kind === "booked" || p.kind === "bookedThenReturned") entries.push(entry(e2e, amount));
            if (p.kind === "bookedThenReturned")
              entries.push(
                entry(e2e, amount, {
                  creditDebit: "CRDT",
                  transactions: [{ endToEndId: e2e, returned: { code: "AC04", text: "Closed" } }],
                }),
              );
            if (p.kind === "rejected") entries.push(entry(e2e, amount, { status: "RJCT" }));
            if (p.kind === "pending") entries.push(entry(e2e, amount, { status: "PDNG" }));
            if (p.kind === "otherAmount") entries.push(entry(e2e, amount + 1n));
          });
          if (withStranger) entries.push(entry("f".repeat(32), 700n));
          const statement = (messageId: string) =>
            buildCamt054({
              messageId,
              createdAt: t.clock.now(),
              notifications: [{ accountIban: FILE_BANK_ENV.SETTLEMENT_IBAN, entries }],
            });

          const first = await upload(statement(`PROP-${files}-A`));
          expect(first.statusCode, first.body).toBe(201);
          const once = await snapshot(ids);
          const second = await upload(statement(`PROP-${files}-B`));
          expect(second.statusCode, second.body).toBe(201);
          expect(await snapshot(ids)).toEqual(once);
          // Whatever the first applied, the second lists as duplicates.
          const applied = first.json().statement.counts;
          expect(second.json().statement.counts.duplicate).toBe(applied.sent + applied.returned);
          await expectLedgerBalanced(t);
          // Transfers left batched stay in their batch: the next run's batch takes only new ones.
          expect((await t.db.select().from(bankTransfers).where(eq(bankTransfers.batchId, batch.id))).length).toBe(
            plan.length,
          );
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
