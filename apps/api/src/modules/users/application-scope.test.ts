import { answerBesidesRequestId } from "@/test-support/answers";
import {
  type Application,
  type ApplicationDetail,
  type Invoice,
  type InvoicePage,
  type MetaTransactions,
  type Payout,
  type PayoutPage,
  permissions,
  type Transaction,
  type TransactionPage,
  type Wallet,
  type WalletOperationPage,
} from "@portal/contracts";
import { eq, inArray } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import ExcelJS from "exceljs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  appConfigs,
  applications,
  contracts,
  invoiceEvents,
  invoices,
  ledgerEntries,
  otpChallenges,
  paymentCards,
  payouts,
  transactionOperations,
  transactions,
  users,
  walletTransfers,
  withdrawals,
} from "@/db/schema";
import {
  businessConnect,
  createdInvoice,
  invoiceBody,
  lastCode,
  liveApplication,
  paidTransaction,
  signedInMerchant,
  signedInSubUser,
  testCard,
  writtenTransaction,
} from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { multipartFile } from "@/test-support/multipart";
import { payoutWithSeededCode } from "@/test-support/payouts";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

type Headers = Record<string, string>;
type Call = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: InjectOptions["payload"];
  headers?: Headers;
};

/** Another bank's IBAN: a payout there needs nothing but the sandbox bank. */
const IBAN = "AZ21NABZ00000000137010001944";
/** A mobile wallet the sandbox bank knows. */
const WALLET_PHONE = "+994551112233";
const A_NAME = "Alpha Tours";
const B_NAME = "Beta Hotel";
// The start of a JPEG: enough for an upload refused before it is decoded.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

/**
 * SPEC §6 "User Application": a sub-user acts only on the applications they were given. An
 * application outside them, and all it holds, answers as another account's would: 404.
 */
describe.each(backends)("a sub-user's applications on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let accountId: string;
  let mainUserId: string;
  let appA: string;
  let appB: string;
  let configA: string;
  let configB: string;
  let merchantA: string;
  let invoiceA: Invoice;
  let invoiceB: Invoice;
  let paidA: Transaction;
  let paidB: Transaction;
  let holdA: Transaction;
  let holdB: Transaction;
  let heldB: Transaction;
  let payoutA: Payout;
  /** Every permission, but only application B. */
  let sub: Awaited<ReturnType<typeof signedInSubUser>>;
  /** Every permission, and no application. */
  let none: Awaited<ReturnType<typeof signedInSubUser>>;
  let customers = 0;
  let keys = 0;

  const call = (c: Call, headers: Headers) => t.call({ ...c, headers: { ...headers, ...c.headers } });
  const get = async <T>(url: string, headers: Headers): Promise<T> => {
    const res = await t.call({ method: "GET", url, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const withKey = (headers: Headers) => ({ ...headers, "idempotency-key": `scope-test-${(keys += 1)}` });
  const settings = (appId: string, configId: string) => ({
    appId,
    configId,
    app: {
      appName: appId === appA ? A_NAME : B_NAME,
      appUrl: "https://caspian-tours.az",
      appInfo: "Tours",
      category: "tourism",
    },
    defaultSmsTemplate: "Hello {fullName}, pay {amount} {currency} for {invoice_code}: {paymentUrl}",
    applicationMail: "",
    withdrawalMethod: "iban",
  });
  const fieldsOf = (appId: string) => {
    const { appId: _a, ...fields } = invoiceBody(t, appId, { amount: "300.00", description: "Changed" });
    return fields;
  };
  const codeFor = async (c: Call) => {
    // A phone gets at most five codes in ten minutes (sms-budget.ts).
    t.clock.advance(10 * 60_000 + 1_000);
    const res = await call(c, sub.headers);
    expect(res.statusCode, res.body).toBe(200);
    return lastCode(t, sub.mobilePhone);
  };

  /** A customer's payment on the application's QR page, taken to a (declined) card, so the QR list shows it. */
  async function qrPayment(merchantId: string) {
    const res = await t.call({
      method: "POST",
      url: `/api/checkout/merchant/${merchantId}`,
      payload: { amount: "15" },
      remoteAddress: `203.0.113.${(customers += 1)}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.invoiceCode, res.json().invoiceCode));
    const shown = await get<Invoice>(`/api/booking/invoice/${invoice!.id}`, m.headers);
    await writtenTransaction(t, accountId, shown, { orderId: `QR-${customers}`, createdAt: t.clock.now() });
  }

  /** Everything of application A that a refused call could have changed. */
  async function stateOfA() {
    return {
      app: await t.db.select().from(applications).where(eq(applications.id, appA)),
      config: await t.db.select().from(appConfigs).where(eq(appConfigs.appId, appA)),
      contract: await t.db.select().from(contracts).where(eq(contracts.appId, appA)),
      invoices: await t.db.select().from(invoices).where(eq(invoices.appId, appA)),
      history: await t.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, invoiceA.id)),
      transactions: await t.db.select().from(transactions).where(eq(transactions.appId, appA)),
      operations: await t.db
        .select()
        .from(transactionOperations)
        .where(inArray(transactionOperations.transactionId, [paidA.id, holdA.id])),
      payouts: await t.db.select().from(payouts).where(eq(payouts.appId, appA)),
      withdrawals: await t.db.$count(withdrawals),
      transfers: await t.db.$count(walletTransfers),
      cards: await t.db.$count(paymentCards),
      ledgerEntries: await t.db.$count(ledgerEntries),
      codes: await t.db.$count(otpChallenges, eq(otpChallenges.userId, sub.id)),
    };
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appA = await liveApplication(t, m.headers);
    appB = await liveApplication(t, m.headers);
    await t.db.update(applications).set({ appName: A_NAME }).where(eq(applications.id, appA));
    await t.db.update(applications).set({ appName: B_NAME }).where(eq(applications.id, appB));
    const [a, b] = await Promise.all([appA, appB].map((id) => get<ApplicationDetail>(`/api/apps/${id}`, m.headers)));
    ({ configId: configA, merchantId: merchantA } = a!);
    configB = b!.configId;
    [{ accountId }] = (await t.db
      .select({ accountId: applications.accountId })
      .from(applications)
      .where(eq(applications.id, appA))) as [{ accountId: string }];
    [{ id: mainUserId }] = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, m.email))) as [
      { id: string },
    ];

    paidA = await paidTransaction(t, m.headers, appA, { amount: "2000.00" });
    paidB = await paidTransaction(t, m.headers, appB, { amount: "1000.00" });
    holdA = await paidTransaction(t, m.headers, appA, { preAuth: true });
    holdB = await paidTransaction(t, m.headers, appB, { preAuth: true });
    heldB = await paidTransaction(t, m.headers, appB, { preAuth: true });
    // A refund of A's, so the totals of A and B differ.
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/refund",
          payload: { transactionId: paidA.id, amount: "10.00" },
          headers: m.headers,
        })
      ).statusCode,
    ).toBe(200);
    invoiceA = await createdInvoice(t, m.headers, appA, { bookingId: "BK-A" });
    invoiceB = await createdInvoice(t, m.headers, appB, { bookingId: "BK-B" });
    await qrPayment(merchantA);
    await qrPayment(b!.merchantId);
    // Above the threshold a payout waits for review.
    expect(
      (
        await t.call({
          method: "PUT",
          url: "/api/wallets/payout-settings",
          payload: { reviewThreshold: 100 },
          headers: m.headers,
        })
      ).statusCode,
    ).toBe(200);
    const pending = await payoutWithSeededCode(
      t,
      { id: mainUserId, headers: m.headers },
      appA,
      { kind: "iban", account: IBAN, amount: 150, description: "Supplier" },
      `scope-test-${(keys += 1)}`,
    );
    payoutA = pending.json() as Payout;
    expect(payoutA.status, pending.body).toBe("review");

    sub = await signedInSubUser(t, accountId, [...permissions], [appB]);
    none = await signedInSubUser(t, accountId, [...permissions], []);
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  /** Every call about application A or what it holds, as a sub-user given only B makes it. */
  const callsAboutA = (): Call[] => {
    const logo = multipartFile("file", "logo.jpeg", "image/jpeg", JPEG);
    const transfer = { fromAppId: appA, amount: 1, toMerchant: "000000000000" };
    const withdrawal = { appId: appA, amount: 1 };
    const topUp = { fromAppId: appA, amount: 1, phoneNumber: WALLET_PHONE };
    const payout = { kind: "iban", account: IBAN, amount: 1 };
    return [
      { method: "GET", url: `/api/apps/${appA}` },
      { method: "PUT", url: "/api/config", payload: settings(appA, configA) },
      { method: "PUT", url: `/api/config/hotel/update?appId=${appA}`, payload: logo.payload, headers: logo.headers },
      { method: "GET", url: `/api/apps/${appA}/qr` },
      { method: "GET", url: `/api/otp/init/deleteApp/${appA}` },
      { method: "DELETE", url: `/api/app/${appA}/123456` },
      { method: "PATCH", url: `/api/application-verify/switch/review/business/${appA}` },
      { method: "GET", url: `/api/application-verify/view-contract/account/business/${appA}` },
      { method: "GET", url: `/api/application-verify/contract/${appA}` },
      { method: "GET", url: `/api/application-verify/download-signed-contract-file/${appA}` },
      {
        method: "POST",
        url: "/api/user/paymentCard",
        payload: { merchant: appA, cardNumber: testCard("approve"), expiry: "12/30", cardHolder: "AYSEL M" },
      },
      { method: "POST", url: "/api/bookings", payload: invoiceBody(t, appA) },
      { method: "GET", url: `/api/booking/invoice/${invoiceA.id}` },
      { method: "PUT", url: `/api/booking/invoice/${invoiceA.id}`, payload: fieldsOf(appA) },
      { method: "DELETE", url: `/api/invoice/${invoiceA.id}` },
      { method: "POST", url: `/api/invoices/${invoiceA.id}/stop-recurrence` },
      { method: "POST", url: "/api/bookings/send-invoice", payload: { invoiceId: invoiceA.id, sms: true } },
      { method: "GET", url: `/api/invoices/${invoiceA.id}/transactions` },
      { method: "GET", url: `/api/invoices/log/history/${invoiceA.id}` },
      { method: "GET", url: `/api/invoices/${invoiceA.id}/qr` },
      { method: "GET", url: `/api/transactions/${paidA.id}` },
      { method: "GET", url: `/api/transactions/${paidA.id}/operations` },
      { method: "GET", url: `/api/transactions/${paidA.id}/receipt` },
      {
        method: "POST",
        url: "/api/refund",
        payload: { transactionId: paidA.id, amount: "1.00" },
        headers: { "idempotency-key": "scope-refund" },
      },
      { method: "POST", url: "/api/completeOrder", payload: { transactionId: holdA.id, amount: "1.00" } },
      { method: "POST", url: `/api/reverse/${holdA.id}` },
      { method: "GET", url: `/api/wallets/${appA}` },
      { method: "POST", url: "/api/apps/transfer", payload: transfer },
      { method: "POST", url: "/api/apps/transfer/123456", payload: transfer },
      { method: "POST", url: "/api/otp/init/withdraw", payload: withdrawal },
      { method: "POST", url: "/api/user/withdraw/123456", payload: withdrawal },
      { method: "POST", url: "/api/mpay/topup", payload: topUp },
      { method: "POST", url: "/api/mpay/topup/123456", payload: topUp },
      { method: "POST", url: "/api/wallets/payout/by-search", payload: payout, headers: { "x-app-key": appA } },
      { method: "POST", url: "/api/wallets/masked-fullName", payload: payout, headers: { "x-app-key": appA } },
      { method: "POST", url: "/api/otp/init/payout", payload: payout, headers: { "x-app-key": appA } },
      {
        method: "POST",
        url: "/api/wallets/payout",
        payload: { ...payout, OTP: "123456" },
        headers: { "x-app-key": appA },
      },
      { method: "GET", url: `/api/wallets/payouts/${payoutA.id}` },
      { method: "POST", url: `/api/wallets/payouts/${payoutA.id}/approve` },
      { method: "POST", url: `/api/wallets/payouts/${payoutA.id}/reject`, payload: { reason: "Not ours" } },
    ];
  };

  it("answers 404 for every call about an application not theirs, as for another account's, and changes nothing", async () => {
    const stranger = await signedInMerchant(t);
    const before = await stateOfA();
    for (const c of callsAboutA()) {
      const refused = await call(c, sub.headers);
      expect(refused.statusCode, `${c.method} ${c.url}: ${refused.body}`).toBe(404);
      // The same answer another account gets: nothing tells the application exists.
      const theirs = await call(c, stranger.headers);
      expect(answerBesidesRequestId(refused), `${c.method} ${c.url}`).toEqual(answerBesidesRequestId(theirs));
    }
    expect(await stateOfA()).toEqual(before);
    // The main user still reaches all of it.
    expect((await get<Invoice>(`/api/booking/invoice/${invoiceA.id}`, m.headers)).status).toBe("created");
  });

  it("answers 404 about every application to a sub-user given none", async () => {
    for (const url of [
      `/api/apps/${appB}`,
      `/api/booking/invoice/${invoiceB.id}`,
      `/api/transactions/${paidB.id}`,
      `/api/wallets/${appB}`,
    ]) {
      expect((await t.call({ method: "GET", url, headers: none.headers })).statusCode, url).toBe(404);
    }
  });

  it("leaves the secret key and the contract's signing to the main user", async () => {
    for (const appId of [appA, appB]) {
      for (const c of [
        { method: "GET", url: `/api/otp/init/updateKey/${appId}` },
        { method: "GET", url: `/api/appKey/${appId}/123456` },
        {
          method: "POST",
          url: "/api/application-verify/asan-login",
          payload: { appId, phone: "+994501112233", userId: "123456" },
        },
        { method: "GET", url: `/api/application-verify/verification-code/auth/${appId}` },
        { method: "GET", url: `/api/application-verify/verification-code/sign/${appId}` },
        { method: "POST", url: "/api/application-verify/sign-contract", payload: { appId, transactionId: "x" } },
      ] satisfies Call[]) {
        const res = await call(c, sub.headers);
        expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
        expect(res.json().code).toBe("FORBIDDEN");
      }
    }
    // Reading the contract of their own application is theirs.
    expect((await get<{ status: string }>(`/api/application-verify/contract/${appB}`, sub.headers)).status).toBe(
      "unsigned",
    );
    expect((await get<{ resendIn: number }>(`/api/otp/init/updateKey/${appB}`, m.headers)).resendIn).toBeGreaterThan(0);
  });

  it("lists, totals and exports only the applications given", async () => {
    const countOf = async (table: typeof invoices | typeof transactions, appId: string) =>
      t.db.$count(table, eq(table.appId, appId));

    expect((await get<Application[]>("/api/apps", sub.headers)).map((a) => a.id)).toEqual([appB]);
    expect((await get<Application[]>("/api/apps", m.headers)).map((a) => a.id).sort()).toEqual([appA, appB].sort());

    const invoicePage = await get<InvoicePage>("/api/invoices", sub.headers);
    expect(new Set(invoicePage.content.map((i) => i.appId))).toEqual(new Set([appB]));
    expect(invoicePage.totalElements).toBe(await countOf(invoices, appB));
    expect((await get<InvoicePage>("/api/invoices?bookingId=BK-A", sub.headers)).totalElements).toBe(0);
    expect((await get<InvoicePage>("/api/invoices?bookingId=BK-A", m.headers)).totalElements).toBe(1);
    const qr = await get<InvoicePage>("/api/invoices/qr", sub.headers);
    expect(qr.content.map((i) => i.appId)).toEqual([appB]);
    expect((await get<InvoicePage>("/api/invoices/qr", m.headers)).totalElements).toBe(2);

    const transactionPage = await get<TransactionPage>("/api/transactionsPageable", sub.headers);
    expect(new Set(transactionPage.content.map((x) => x.appName))).toEqual(new Set([B_NAME]));
    expect(transactionPage.totalElements).toBe(await countOf(transactions, appB));
    const refunded = async (headers: Headers) =>
      (await get<MetaTransactions>("/api/meta-data-transactions", headers)).totals.map((x) => x.refunded);
    expect(await refunded(sub.headers)).toEqual([0]);
    expect(await refunded(m.headers)).toEqual([10]);

    const exported = await t.call({ method: "GET", url: "/api/transactions-excel?offset=0", headers: sub.headers });
    expect(exported.statusCode, exported.body.slice(0, 300)).toBe(200);
    expect(await appNamesIn(exported.rawPayload)).toEqual(Array(await countOf(transactions, appB)).fill(B_NAME));
    const mailed = await t.call({
      method: "GET",
      url: "/api/transactions-excel?offset=0&isEmail=true",
      headers: sub.headers,
    });
    expect(mailed.statusCode, mailed.body).toBe(202);
    const attachment = await vi.waitFor(
      async () => {
        const [mail] = (
          await get<{ attachment?: { url: string } }[]>(`/sandbox/outbox.json?to=${encodeURIComponent(sub.email)}`, {})
        ).filter((e) => e.attachment);
        expect(mail).toBeDefined();
        return mail!.attachment!;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(await appNamesIn((await t.call({ method: "GET", url: attachment.url })).rawPayload)).toEqual(
      Array(await countOf(transactions, appB)).fill(B_NAME),
    );

    expect(new Set((await get<Wallet[]>("/api/user/wallets", sub.headers)).map((w) => w.appId))).toEqual(
      new Set([appB]),
    );
    expect(new Set((await get<Wallet[]>("/api/user/wallets", m.headers)).map((w) => w.appId))).toEqual(
      new Set([appA, appB]),
    );
    expect((await get<PayoutPage>("/api/wallets/payouts", sub.headers)).content.map((p) => p.id)).not.toContain(
      payoutA.id,
    );
    expect((await get<PayoutPage>(`/api/wallets/payouts?appId=${appA}`, sub.headers)).totalElements).toBe(0);
    expect((await get<PayoutPage>("/api/wallets/payouts", m.headers)).content.map((p) => p.id)).toContain(payoutA.id);
  });

  it("shows a sub-user given no application empty lists", async () => {
    const h = none.headers;
    expect(await get<Application[]>("/api/apps", h)).toEqual([]);
    expect((await get<InvoicePage>("/api/invoices", h)).totalElements).toBe(0);
    expect((await get<InvoicePage>("/api/invoices/qr", h)).totalElements).toBe(0);
    expect((await get<TransactionPage>("/api/transactionsPageable", h)).totalElements).toBe(0);
    expect((await get<MetaTransactions>("/api/meta-data-transactions", h)).totals).toEqual([]);
    expect(await get<Wallet[]>("/api/user/wallets", h)).toEqual([]);
    expect((await get<PayoutPage>("/api/wallets/payouts", h)).totalElements).toBe(0);
    const exported = await t.call({ method: "GET", url: "/api/transactions-excel?offset=0", headers: h });
    expect(await appNamesIn(exported.rawPayload)).toEqual([]);
  });

  it("lets a sub-user do the same on their own application", async () => {
    const h = sub.headers;
    const ok = async (c: Call, status = 200) => {
      const res = await call(c, h);
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body.slice(0, 300)}`).toBe(status);
      return res;
    };
    const okJson = async (c: Call, status = 200) => (await ok(c, status)).json();
    expect((await okJson({ method: "PUT", url: "/api/config", payload: settings(appB, configB) })).id).toBe(appB);
    expect((await ok({ method: "GET", url: `/api/apps/${appB}/qr` })).headers["content-type"]).toBe("image/png");

    const made = (await okJson(
      { method: "POST", url: "/api/bookings", payload: invoiceBody(t, appB) },
      201,
    )) as Invoice;
    expect(
      (await okJson({ method: "PUT", url: `/api/booking/invoice/${made.id}`, payload: fieldsOf(appB) })).amount,
    ).toBe(300);
    await okJson({ method: "POST", url: "/api/bookings/send-invoice", payload: { invoiceId: invoiceB.id, sms: true } });
    expect((await okJson({ method: "DELETE", url: `/api/invoice/${made.id}` })).status).toBe("canceled");

    expect((await ok({ method: "GET", url: `/api/transactions/${paidB.id}/receipt` })).headers["content-type"]).toBe(
      "application/pdf",
    );
    expect(
      (
        await okJson({
          method: "POST",
          url: "/api/refund",
          payload: { transactionId: paidB.id, amount: "5.00" },
          headers: withKey({}),
        })
      ).totalRefunded,
    ).toBe(5);
    expect(
      (
        await okJson({
          method: "POST",
          url: "/api/completeOrder",
          payload: { transactionId: holdB.id, amount: "50.00" },
        })
      ).capturedAmount,
    ).toBe(50);
    expect((await okJson({ method: "POST", url: `/api/reverse/${heldB.id}` })).status).toBe("reversed");
    expect(
      ((await okJson({ method: "GET", url: `/api/wallets/${appB}` })) as WalletOperationPage).totalElements,
    ).toBeGreaterThan(0);

    // A's merchant may receive from B: only what leaves a wallet is the sub-user's to choose.
    const transfer = { fromAppId: appB, amount: 30, toMerchant: merchantA };
    const transferCode = await codeFor({ method: "POST", url: "/api/apps/transfer", payload: transfer });
    await okJson({
      method: "POST",
      url: `/api/apps/transfer/${transferCode}`,
      payload: transfer,
      headers: withKey({}),
    });
    const withdrawal = { appId: appB, amount: 20 };
    const withdrawCode = await codeFor({ method: "POST", url: "/api/otp/init/withdraw", payload: withdrawal });
    expect(
      (
        await okJson({
          method: "POST",
          url: `/api/user/withdraw/${withdrawCode}`,
          payload: withdrawal,
          headers: withKey({}),
        })
      ).status,
    ).toBe("sent");
    // A day after A's payout of 150.00 went to review: the threshold of 100.00 is judged on the last 24 hours alone.
    t.clock.advance(24 * 60 * 60_000);
    const topUp = { fromAppId: appB, amount: 5, phoneNumber: WALLET_PHONE };
    const topUpCode = await codeFor({ method: "POST", url: "/api/mpay/topup", payload: topUp });
    expect(
      (await okJson({ method: "POST", url: `/api/mpay/topup/${topUpCode}`, payload: topUp, headers: withKey({}) }))
        .status,
    ).toBe("sent");
    const payout = { kind: "iban", account: IBAN, amount: 10, description: "Supplier" };
    const payoutCode = await codeFor({
      method: "POST",
      url: "/api/otp/init/payout",
      payload: payout,
      headers: { "x-app-key": appB },
    });
    const sent = (await okJson({
      method: "POST",
      url: "/api/wallets/payout",
      payload: { ...payout, OTP: payoutCode },
      headers: withKey({ "x-app-key": appB }),
    })) as Payout;
    expect(sent.status).toBe("sent");

    // Four eyes within the scope: the main user's payout of B, reviewed by the sub-user.
    const big = await payoutWithSeededCode(
      t,
      { id: mainUserId, headers: m.headers },
      appB,
      { ...payout, amount: 150 },
      `scope-test-${(keys += 1)}`,
    );
    expect((big.json() as Payout).status, big.body).toBe("review");
    expect((await okJson({ method: "POST", url: `/api/wallets/payouts/${big.json().id}/approve` })).status).toBe(
      "sent",
    );
    const listed = await get<PayoutPage>("/api/wallets/payouts", h);
    expect(listed.content.map((p) => p.id)).toEqual(expect.arrayContaining([sent.id, big.json().id]));
    expect(new Set(listed.content.map((p) => p.appId))).toEqual(new Set([appB]));
  });

  it("gives a sub-user who connects a business the new application, and nobody else", async () => {
    const maker = await signedInSubUser(t, accountId, ["addApplication"], [appB]);
    const res = await t.call({
      method: "POST",
      url: "/api/merchant-connect",
      headers: maker.headers,
      payload: businessConnect(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { appId } = res.json() as { appId: string };
    const [row] = await t.db.select({ applicationIds: users.applicationIds }).from(users).where(eq(users.id, maker.id));
    expect(row!.applicationIds).toEqual([appB, appId]);
    expect((await get<Application[]>("/api/apps", maker.headers)).map((a) => a.id).sort()).toEqual(
      [appB, appId].sort(),
    );
    expect((await get<ApplicationDetail>(`/api/apps/${appId}`, maker.headers)).id).toBe(appId);
    // Nobody else gains it: another sub-user still sees only B.
    expect((await get<Application[]>("/api/apps", sub.headers)).map((a) => a.id)).toEqual([appB]);
  });

  it("adds a sole trader's new application to the sub-user who connects it", async () => {
    const maker = await signedInSubUser(t, accountId, ["addApplication"], []);
    const individual = {
      fullName: "Leyla Həsənova",
      fin: "5ZX9K2L",
      address: "Gəncə, Atatürk prospekti 5",
      phone: "+994557001188",
    };
    const connect = (otp?: string) =>
      t.call({
        method: "POST",
        url: "/api/merchant-connect",
        headers: maker.headers,
        payload: { accountType: "individual", individual, agreementAccepted: true, otp },
      });
    expect((await connect()).statusCode).toBe(202);
    const res = await connect(await lastCode(t, individual.phone));
    expect(res.statusCode, res.body).toBe(201);
    expect((await get<Application[]>("/api/apps", maker.headers)).map((a) => a.id)).toEqual([res.json().appId]);
  });
});

/** The application column of every transaction's row of an exported workbook. */
async function appNamesIn(bytes: Buffer): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const names: unknown[] = [];
  // A transaction's row starts with its date; the totals rows under the list do not.
  workbook.worksheets[0]!.eachRow((row, n) => {
    if (n > 1 && row.getCell(1).value instanceof Date) names.push(row.getCell(4).value);
  });
  return names;
}
