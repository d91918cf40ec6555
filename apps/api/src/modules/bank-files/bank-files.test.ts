import type { BankStatementDetail, PayoutBatch, QueuedTotals, Withdrawal } from "@portal/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  appConfigs,
  bankAccounts,
  bankStatements,
  bankTransfers,
  outboxMessages,
  paymentCards,
  users,
  withdrawals,
} from "@/db/schema";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { answerPain001 } from "@/providers/payout-bank/iso20022/camt054-builder";
import { parsePain001 } from "@/providers/payout-bank/iso20022/pain001";
import { lastCode, liveApplication, paidTransaction, signedInMerchant } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { multipartFile } from "@/test-support/multipart";
import { setUpOperator } from "@/test-support/operators";
import { FILE_BANK_ENV } from "@/test-support/bank-files";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

describe.each(backends)("money out as bank files on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let accountId: string;
  let preparer: Awaited<ReturnType<typeof setUpOperator>>;
  let approver: Awaited<ReturnType<typeof setUpOperator>>;
  let keys = 0;

  const balance = () => walletBalance(t.db, appId, "AZN");
  async function withdrawn(amount: number) {
    const payload = { appId, amount, description: "To the bank" };
    const started = await t.call({ method: "POST", url: "/api/otp/init/withdraw", payload, headers: m.headers });
    expect(started.statusCode, started.body).toBe(200);
    const code = await lastCode(t, m.mobilePhone);
    const res = await t.call({
      method: "POST",
      url: `/api/user/withdraw/${code}`,
      payload,
      headers: { ...m.headers, "idempotency-key": `bank-file-${(keys += 1)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    // A phone gets at most five codes in ten minutes.
    t.clock.advance(10 * 60_000 + 1_000);
    return res.json() as Withdrawal;
  }
  const ops = (method: "GET" | "POST", url: string, headers: Record<string, string>, payload?: object) =>
    t.call({ method, url: `/api/ops${url}`, headers, ...(payload && { payload }) });
  const prepared = async (headers = preparer.headers) => {
    const res = await ops("POST", "/payout-batches", headers, { currency: "AZN" });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PayoutBatch;
  };
  const upload = (xml: string | Buffer, name = "statement.xml", headers = preparer.headers) => {
    const body = multipartFile("file", name, "application/xml", Buffer.from(xml));
    return t.call({
      method: "POST",
      url: "/api/ops/bank-statements",
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const statusOf = async (id: string) =>
    (await t.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id)))[0]!.status;

  beforeAll(async () => {
    t = await startTestApp(backend, FILE_BANK_ENV);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    const [user] = await t.db.select().from(users).where(eq(users.email, m.email));
    accountId = user!.accountId;
    for (const amount of ["1500.00", "1500.00"]) await paidTransaction(t, m.headers, appId, { amount });
    preparer = await setUpOperator(t, "finance");
    approver = await setUpOperator(t, "finance");
  });
  beforeEach(() => t.clock.advance(1_000));
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("queues a withdrawal for the bank: the money is held, the merchant sees it in progress, nothing is sent yet", async () => {
    const before = await balance();
    const w = await withdrawn(100);
    expect(w.status).toBe("inProgress");
    expect(await balance()).toBe(before - 10_000n - 100n);
    const [queued] = await t.db.select().from(bankTransfers).where(eq(bankTransfers.id, w.id));
    expect(queued).toMatchObject({
      state: "queued",
      amount: 10_000n,
      currency: "AZN",
      operation: "withdrawal",
      accountId,
      batchId: null,
    });
    expect(queued!.remittance).toMatch(/^Withdrawal \S+ /);
    const totals = await ops("GET", "/bank-transfers/queued", approver.headers);
    expect(totals.statusCode).toBe(200);
    expect((totals.json() as QueuedTotals).currencies).toEqual([
      expect.objectContaining({ currency: "AZN", count: expect.any(Number) }),
    ]);
  });

  it("refuses what the file bank cannot pay: a withdrawal to a card, and payouts to other people", async () => {
    const search = await t.call({
      method: "POST",
      url: "/api/wallets/payout/by-search",
      headers: { ...m.headers, "x-app-key": appId },
      payload: { kind: "iban", account: "AZ21NABZ00000000137010001944" },
    });
    expect(search.statusCode, search.body).toBe(422);
    expect(search.json()).toMatchObject({
      code: "PAYOUT_METHOD_UNAVAILABLE",
      fields: { account: "validation.bankPaysOwnAccountsOnly" },
    });

    const [user] = await t.db.select().from(users).where(eq(users.email, m.email));
    await t.db.update(appConfigs).set({ withdrawalMethod: "card" }).where(eq(appConfigs.appId, appId));
    await t.db.insert(paymentCards).values({
      userId: user!.id,
      appId,
      maskedPan: "416973******0001",
      brand: "visa",
      expiry: "12/30",
      cardHolder: "LEYLA ALIYEVA",
    });
    const toCard = await t.call({
      method: "POST",
      url: "/api/otp/init/withdraw",
      headers: m.headers,
      payload: { appId, amount: 10 },
    });
    await t.db.update(appConfigs).set({ withdrawalMethod: "iban" }).where(eq(appConfigs.appId, appId));
    expect(toCard.statusCode, toCard.body).toBe(422);
    expect(toCard.json()).toMatchObject({
      code: "PAYOUT_METHOD_UNAVAILABLE",
      fields: { appId: "validation.bankPaysIbanOnly" },
    });
  });

  it("takes two finance operators: the preparer cannot approve, the file exists only once approved, the same bytes every time", async () => {
    await withdrawn(50);
    const batch = await prepared();
    expect(batch).toMatchObject({ status: "prepared", currency: "AZN", fileSha256: null });
    expect(batch.count).toBeGreaterThanOrEqual(1);

    expect((await ops("GET", `/payout-batches/${batch.id}/file`, preparer.headers)).statusCode).toBe(409);
    const self = await ops("POST", `/payout-batches/${batch.id}/approve`, preparer.headers);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe("INVALID_STATE");

    const approved = await ops("POST", `/payout-batches/${batch.id}/approve`, approver.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", approvedBy: { id: approver.id } });
    expect((await ops("POST", `/payout-batches/${batch.id}/approve`, approver.headers)).statusCode).toBe(409);
    expect((await ops("POST", `/payout-batches/${batch.id}/discard`, approver.headers)).statusCode).toBe(409);

    const first = await ops("GET", `/payout-batches/${batch.id}/file`, preparer.headers);
    const second = await ops("GET", `/payout-batches/${batch.id}/file`, approver.headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^application\/xml/);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const parsed = parsePain001(first.body);
    const transfers = parsed.blocks.flatMap((b) => b.transfers);
    expect(transfers).toHaveLength(batch.count);
    expect(parsed.blocks).toHaveLength(1);
    expect(parsed.blocks[0]!.debtor.iban).toBe(FILE_BANK_ENV.SETTLEMENT_IBAN);
    expect(transfers.reduce((s, x) => s + x.amount, 0n)).toBe(BigInt(Math.round(Number(batch.total) * 100)));

    // Nothing changes the file once written.
    await expect(
      t.db.execute(sql`update payout_batches set file = '\\x00'::bytea where id = ${batch.id}`),
    ).rejects.toThrow();
  });

  it("answers 403 to operators who are not finance and 401 to merchants", async () => {
    const risk = await setUpOperator(t, "risk");
    expect((await ops("POST", "/payout-batches", risk.headers, { currency: "AZN" })).statusCode).toBe(403);
    expect((await ops("GET", "/payout-batches", risk.headers)).statusCode).toBe(403);
    expect((await ops("GET", "/payout-batches", m.headers)).statusCode).toBe(401);
  });

  it("says so when nothing is queued, and a discarded batch's transfers wait for the next one", async () => {
    const w = await withdrawn(20);
    const batch = await prepared();
    const discarded = await ops("POST", `/payout-batches/${batch.id}/discard`, approver.headers);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json().status).toBe("discarded");
    const [row] = await t.db.select().from(bankTransfers).where(eq(bankTransfers.id, w.id));
    expect(row).toMatchObject({ state: "queued", batchId: null });
    const again = await prepared(approver.headers);
    expect(again.count).toBeGreaterThanOrEqual(1);
    const empty = await ops("POST", "/payout-batches", preparer.headers, { currency: "AZN" });
    expect(empty.statusCode).toBe(409);
    // Leave nothing batched for the next test's file.
    expect((await ops("POST", `/payout-batches/${again.id}/approve`, preparer.headers)).statusCode).toBe(200);
  });

  it("settles from the statement: the booked one is sent, the returned one's amount and fee are back, and the merchant hears it in their language", async () => {
    await t.db.update(users).set({ language: "az" }).where(eq(users.email, m.email));
    const sent = await withdrawn(30);
    const returned = await withdrawn(40);
    const batch = await prepared();
    expect((await ops("POST", `/payout-batches/${batch.id}/approve`, approver.headers)).statusCode).toBe(200);
    const file = (await ops("GET", `/payout-batches/${batch.id}/file`, preparer.headers)).body;
    const beforeReturn = await balance();
    const camt = answerPain001(file, {
      messageId: "CAMT-TEST-1",
      createdAt: t.clock.now(),
      bookingDate: "2026-12-04",
      returnOf: ({ endToEndId }) =>
        endToEndId === returned.id.replaceAll("-", "") ? { code: "AC04", text: "Account closed" } : null,
    });

    const res = await upload(camt);
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json() as BankStatementDetail;
    expect(detail.alreadyUploaded).toBe(false);
    expect(detail.statement.counts).toMatchObject({ returned: 1, unknown: 0, mismatch: 0 });
    expect(detail.statement.counts.sent).toBe(batch.count);

    expect(await statusOf(sent.id)).toBe("sent");
    expect(await statusOf(returned.id)).toBe("failed");
    expect(await balance()).toBe(beforeReturn + 4_000n + 100n);
    const [failed] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, returned.id));
    expect(failed!.failureReason).toBe("The bank returned the transfer: the account is closed (AC04).");
    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, m.email), eq(outboxMessages.channel, "email")));
    expect(mails.map((x) => x.text)).toContainEqual(expect.stringContaining("hesab bağlanıb"));

    // The same file again: the first result, nothing applied twice.
    const again = await upload(camt, "again.xml");
    expect(again.statusCode).toBe(200);
    expect(again.json().alreadyUploaded).toBe(true);
    expect(await balance()).toBe(beforeReturn + 4_100n);

    // The same entries in another file (a camt.053 repeating them): listed as duplicates, nothing changes.
    const repeated = await upload(camt.replace("CAMT-TEST-1", "CAMT-TEST-2"), "repeat.xml");
    expect(repeated.statusCode, repeated.body).toBe(201);
    expect(repeated.json().statement.counts).toMatchObject({ sent: 0, returned: 0, duplicate: batch.count + 1 });
    expect(await balance()).toBe(beforeReturn + 4_100n);
  });

  it("refuses hostile and foreign files with a clear error and applies nothing", async () => {
    const before = await t.db.select({ id: bankStatements.id }).from(bankStatements);
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><x>&x;</x></Document>';
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><l>&b;</l>';
    for (const body of [xxe, laughs, "not xml at all", "<Document><Other/></Document>"]) {
      const res = await upload(body);
      expect(res.statusCode, body).toBe(422);
      expect(res.json().code).toBe("STATEMENT_INVALID");
      expect(res.json().message).toEqual(expect.any(String));
    }
    const huge = await upload(Buffer.alloc(11 * 1024 * 1024, 0x20));
    expect(huge.statusCode).toBe(413);
    expect(await t.db.select({ id: bankStatements.id }).from(bankStatements)).toEqual(before);
  });

  it("marks an unknown end-to-end id as unknown and keeps it from anything", async () => {
    const w = await withdrawn(10);
    const camt = answerPain001(
      // A file this server never made, naming a transfer still queued and one that does not exist.
      (await import("@/providers/payout-bank/iso20022/pain001")).buildPain001({
        messageId: "FOREIGN-1",
        createdAt: t.clock.now(),
        initiatingParty: "Someone",
        blocks: [
          {
            debtor: { name: "X", iban: FILE_BANK_ENV.SETTLEMENT_IBAN, bic: FILE_BANK_ENV.SETTLEMENT_BIC },
            executionDate: "2026-12-04",
            transfers: [w.id, "00000000-0000-4000-8000-000000000000"].map((id) => ({
              endToEndId: id.replaceAll("-", ""),
              amount: 1_000n,
              currency: "AZN" as const,
              creditor: { name: "Y", iban: "AZ21NABZ00000000137010001944" },
              remittance: "x",
            })),
          },
        ],
      }),
      { messageId: "CAMT-FOREIGN", createdAt: t.clock.now(), bookingDate: "2026-12-04", returnOf: () => null },
    );
    const res = await upload(camt, "foreign.xml");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().statement.counts).toMatchObject({ unknown: 2, sent: 0 });
    expect(await statusOf(w.id)).toBe("inProgress");
  });

  it("runs the whole cycle offline: the sandbox bank answers the file with a camt.054, returning the sandbox's closed account", async () => {
    const setIban = (iban: string) =>
      t.db.update(bankAccounts).set({ iban }).where(eq(bankAccounts.accountId, accountId));
    const [account] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.accountId, accountId));
    const paid = await withdrawn(15);
    await setIban("AZ57NABZ00000000000000000404");
    const closed = await withdrawn(25);
    await setIban(account!.iban);
    // Sessions end after 30 idle minutes, and each withdrawal above waited ten for the phone's code budget.
    preparer = await setUpOperator(t, "finance");
    approver = await setUpOperator(t, "finance");
    const batch = await prepared();
    expect((await ops("POST", `/payout-batches/${batch.id}/approve`, approver.headers)).statusCode).toBe(200);
    const downloaded = await ops("GET", `/payout-batches/${batch.id}/file`, preparer.headers);
    expect(downloaded.statusCode).toBe(200);
    const file = downloaded.body;

    const answer = await t.call({
      method: "POST",
      url: "/sandbox/bank/pain001",
      headers: { "content-type": "application/xml" },
      payload: file,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/xml/);
    const res = await upload(answer.body, "camt054.xml");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().statement.counts).toMatchObject({ sent: batch.count, returned: 1 });
    expect(await statusOf(paid.id)).toBe("sent");
    expect(await statusOf(closed.id)).toBe("failed");
    const garbage = await t.call({
      method: "POST",
      url: "/sandbox/bank/pain001",
      headers: { "content-type": "application/xml" },
      payload: "<Document/>",
    });
    expect(garbage.statusCode).toBe(400);
  });
});
