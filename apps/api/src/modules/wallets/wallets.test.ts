import type { Wallet, WalletOperationPage } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appConfigs, paymentCards, transactions, users } from "@/db/schema";
import {
  createdInvoice,
  liveApplication,
  paidTransaction,
  signedInMerchant,
  testCard,
  writtenTransaction,
} from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

describe.each(backends)("wallets on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let user: typeof users.$inferSelect;
  let keys = 0;

  const get = (url: string, headers = m.headers) => t.call({ method: "GET", url, headers });
  const wallets = async () => {
    const res = await get("/api/user/wallets");
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Wallet[];
  };
  const operations = async (query = "") => {
    const res = await get(`/api/wallets/${appId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WalletOperationPage;
  };
  const post = (url: string, payload?: object) =>
    t.call({
      method: "POST",
      url,
      payload,
      headers: { ...m.headers, "idempotency-key": `wallet-test-${(keys += 1)}` },
    });

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    [user] = (await t.db.select().from(users).where(eq(users.email, m.email))) as [typeof users.$inferSelect];
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("shows a live application's empty AZN wallet before its first payment, with where withdrawals go", async () => {
    const [wallet, ...others] = await wallets();
    expect(others).toEqual([]);
    // Its settings' screen is where the withdrawal account is set up.
    const [config] = await t.db.select({ id: appConfigs.id }).from(appConfigs).where(eq(appConfigs.appId, appId));
    expect(wallet!.appConfigId).toBe(config!.id);
    // The business was connected with a bank account; the application withdraws to it by IBAN.
    await t.db.update(appConfigs).set({ withdrawalMethod: "iban" }).where(eq(appConfigs.appId, appId));
    expect((await wallets())[0]).toEqual({
      ...wallet,
      appId,
      appName: "Caspian Tours",
      currency: "AZN",
      balance: 0,
      payoutBalance: 0,
      reserved: { refunds: 0, payouts: 0 },
      withdrawal: { method: "iban", account: "AZ21 **** 1944", bankName: "Kapital Bank", freeOfFees: false },
    });
    expect((await operations()).content).toEqual([]);
  });

  it("follows payments, captures and refunds, newest first, each with the balance it left and the payment behind it", async () => {
    const first = await paidTransaction(t, m.headers, appId, { amount: "100.00" });
    const hold = await paidTransaction(t, m.headers, appId, { amount: "40.00", preAuth: true });
    expect((await post("/api/completeOrder", { transactionId: hold.id, amount: "25.50" })).statusCode).toBe(200);
    expect((await post("/api/refund", { transactionId: first.id, amount: "30.00" })).statusCode).toBe(200);
    const refused = await paidTransaction(t, m.headers, appId, {
      amount: "10.00",
      cardNumber: testCard("approveRefuseRefunds"),
    });
    expect((await post("/api/refund", { transactionId: refused.id, amount: "10.00" })).statusCode).toBe(422);

    const page = await operations();
    expect(page).toMatchObject({ page: 0, size: 10, totalElements: 6, totalPages: 1 });
    expect(page.content.map((o) => [o.kind, o.amount, o.balanceAfter, o.orderId])).toEqual([
      ["refundFailed", 10, 105.5, refused.orderId],
      ["refund", -10, 95.5, refused.orderId],
      ["cardPayment", 10, 105.5, refused.orderId],
      ["refund", -30, 95.5, first.orderId],
      ["capture", 25.5, 125.5, hold.orderId],
      ["cardPayment", 100, 100, first.orderId],
    ]);
    expect(page.content.at(-1)).toMatchObject({
      transactionId: first.id,
      invoiceId: first.invoiceId,
      invoiceCode: first.invoiceCode,
      counterparty: "Leyla Əliyeva",
      description: "Two nights, sea view room",
      currency: "AZN",
    });
    expect((await wallets())[0]).toMatchObject({
      balance: 105.5,
      payoutBalance: 105.5,
      reserved: { refunds: 0, payouts: 0 },
    });

    // Ten a page by default; `offset` is the page size, and the balance counts the whole history.
    const second = await operations("?page=1&offset=4");
    expect(second).toMatchObject({ page: 1, size: 4, totalElements: 6, totalPages: 2 });
    expect(second.content.map((o) => o.balanceAfter)).toEqual([125.5, 100]);
  });

  it("counts a refund still waiting for the card processor in the balance, not in what can be paid out", async () => {
    const before = (await wallets())[0]!;
    const invoice = await createdInvoice(t, m.headers, appId);
    await writtenTransaction(t, user.accountId, invoice, {
      orderId: `PENDING-${backend}`,
      createdAt: t.clock.now(),
      status: "refundInProgress",
      capturedAmount: 5_000n,
      refundPending: 1_250n,
    });
    expect((await wallets())[0]).toMatchObject({
      balance: before.balance + 12.5,
      payoutBalance: before.payoutBalance,
      reserved: { refunds: 12.5, payouts: 0 },
    });
    await t.db
      .update(transactions)
      .set({ refundPending: 0n })
      .where(eq(transactions.orderId, `PENDING-${backend}`));
  });

  it("narrows the operations to calendar days in Baku time", async () => {
    const today = (await operations()).content;
    const day = new Date(today[0]!.createdAt).toLocaleDateString("en-CA", { timeZone: "Asia/Baku" });
    expect((await operations(`?from=${day}&to=${day}`)).totalElements).toBe(today.length);
    expect((await operations("?from=2020-01-01&to=2020-01-31")).content).toEqual([]);
    // The balance a filtered entry left still counts everything before it.
    expect((await operations(`?from=${day}&offset=1`)).content[0]!.balanceAfter).toBe(today[0]!.balanceAfter);
  });

  it("shows the payout card of an application that withdraws to a card, masked", async () => {
    await t.db.update(appConfigs).set({ withdrawalMethod: "card" }).where(eq(appConfigs.appId, appId));
    expect((await wallets())[0]!.withdrawal).toEqual({
      method: "card",
      account: null,
      bankName: null,
      freeOfFees: false,
    });
    await t.db.insert(paymentCards).values({
      userId: user.id,
      appId,
      maskedPan: "416973******0001",
      brand: "visa",
      expiry: "12/30",
      cardHolder: "LEYLA ALIYEVA",
    });
    // A Kapital Bank card (BIN 416973): withdrawals there are free.
    expect((await wallets())[0]!.withdrawal).toEqual({
      method: "card",
      account: "416973******0001",
      bankName: null,
      freeOfFees: true,
    });
  });

  it("keeps each account to its own wallets: another merchant's application is 404, and bad queries are 400", async () => {
    const other = await signedInMerchant(t);
    expect(await (await get("/api/user/wallets", other.headers)).json()).toEqual([]);
    const foreign = await get(`/api/wallets/${appId}`, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "NOT_FOUND" });
    for (const query of ["?offset=0", "?offset=51", "?page=-1", "?from=2026-13-01", "?currency=XYZ"]) {
      const res = await get(`/api/wallets/${appId}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    expect((await get("/api/wallets/not-a-uuid")).statusCode).toBe(400);
    expect((await t.call({ method: "GET", url: "/api/user/wallets" })).statusCode).toBe(401);
  });
});
