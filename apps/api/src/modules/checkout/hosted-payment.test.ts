import type { HostedPaymentStart, PaymentResult, Transaction } from "@portal/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invoices, sandboxHppOrders, transactions } from "@/db/schema";
import { invoiceJobs } from "@/modules/invoices/invoice-jobs";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { sandboxTestCards } from "@/providers/acquirer/sandbox-acquirer";
import { createdInvoice, daysFromNow, liveApplication, signedInMerchant, testCard } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { HOSTED_ATTEMPT_DEADLINE_MS, hostedPaymentService } from "./hosted-payment.service";

const MINUTE_MS = 60_000;
const APPROVE = testCard("approve");
/** What the default invoice's page shows, as the customer's Pay button sends it. */
const shown = (overrides: Record<string, unknown> = {}) => ({
  amount: 125.5,
  currency: "AZN",
  language: "az",
  ...overrides,
});
/** The card as typed on the sandbox bank's page. */
const typedCard = (cardNumber: string) => ({
  cardNumber: cardNumber.replace(/(\d{4})(?=\d)/g, "$1 "),
  expiry: "12/30",
  cvv: "123",
  cardHolder: "LEYLA ALIYEVA",
});
/** Path and query of an absolute address, as `inject` takes it. */
const pathOf = (url: string) => {
  const u = new URL(url, "http://portal.test");
  return `${u.pathname}${u.search}`;
};

/** Every table's rows as text, to look for card numbers in. */
async function everyRowAsText(t: TestApp): Promise<string> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  let text = "";
  for (const { table_name } of tables) {
    const rows = await rowsOf<{ row: string }>(sql`select t::text as row from ${sql.identifier(table_name)} t`);
    text += rows.map((r) => r.row).join("\n");
  }
  return text;
}

describe.each(backends)("the checkout with a hosted acquirer (the sandbox's card page) on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { ACQUIRER: "sandbox-hosted" });
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    // No test card's full number is kept in any table (the sandbox bank's included) or written to the log.
    const stored = await everyRowAsText(t);
    const logs = t.logs();
    for (const { number } of sandboxTestCards) {
      expect(stored).not.toContain(number);
      expect(logs).not.toContain(number);
      expect(logs).not.toContain(number.replace(/(\d{4})(?=\d)/g, "$1 "));
    }
    // As field names, in a logged object or a logged text's JSON: a random invoice code may hold the letters "CVV" (K6XCVVEKCM was one).
    expect(logs).not.toMatch(/"(?:cvv|cvc|cardNumber)\\?"/i);
    await t.close();
  });

  // Each test is another customer, on an address of their own (the card-testing limits count per address).
  let customers = 0;
  let customer = "";
  beforeEach(() => {
    customers += 1;
    customer = `203.0.113.${customers}`;
  });

  const view = async (code: string) => (await t.call({ method: "GET", url: `/api/checkout/${code}` })).json();
  const start = (code: string, body: object = shown(), headers: Record<string, string> = {}) =>
    t.call({
      method: "POST",
      url: `/api/checkout/${code}/hosted-payment`,
      payload: body,
      headers,
      remoteAddress: customer,
    });
  const started = async (code: string, body?: object) => {
    const res = await start(code, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as HostedPaymentStart;
  };
  /** A form post on the sandbox bank's page, as its plain HTML form sends it. */
  const bankForm = (path: string, fields: Record<string, string>) =>
    t.call({
      method: "POST",
      url: `/sandbox/hpp/${path}`,
      payload: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  const orderOf = (s: HostedPaymentStart) => {
    const u = new URL(s.redirectUrl);
    return { id: u.searchParams.get("id")!, password: u.searchParams.get("password")! };
  };
  /** The customer types a card on the bank's page; the page's answer (a redirect back, or to its next step). */
  const payAtBank = (s: HostedPaymentStart, cardNumber: string) =>
    bankForm("card", { ...orderOf(s), ...typedCard(cardNumber) });
  /** The browser follows the bank's redirect to our return address; where that sends it. */
  const comeBack = async (returnAddress: string) => {
    const res = await t.call({ method: "GET", url: pathOf(returnAddress), remoteAddress: customer });
    expect(res.statusCode, res.body).toBe(303);
    return res.headers.location as string;
  };
  const result = (code: string, s: HostedPaymentStart, payerToken = s.payerToken) =>
    t.call({
      method: "POST",
      url: `/api/checkout/${code}/hosted-payment/${s.transactionId}/result`,
      payload: { payerToken },
      remoteAddress: customer,
    });
  const attempt = async (transactionId: string) =>
    (await t.db.select().from(transactions).where(eq(transactions.id, transactionId)))[0]!;
  const asMerchant = async (transactionId: string) =>
    (
      await t.call({ method: "GET", url: `/api/transactions/${transactionId}`, headers: m.headers })
    ).json() as Transaction;
  const wallet = () => walletBalance(t.db, appId, "AZN");
  const reconcile = () => hostedPaymentService(t.app).reconcileUnfinished();

  it("tells the page the card is typed on the acquirer's page, and takes no card itself", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    expect(await view(invoice.invoiceCode)).toMatchObject({
      payable: true,
      cardEntry: { style: "hosted", acquirerName: "Sandbox Bank" },
    });
    const direct = await t.call({
      method: "POST",
      url: `/api/checkout/${invoice.invoiceCode}/pay`,
      payload: { ...typedCard(APPROVE), amount: 125.5, currency: "AZN", language: "az" },
      remoteAddress: customer,
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().code).toBe("INVALID_STATE");
  });

  it("pays on the bank's page: the order's status comes back in the query, the attempt is settled from the bank's record, the receipt goes to the payer", async () => {
    const before = await wallet();
    const invoice = await createdInvoice(t, m.headers, appId);
    const s = await started(invoice.invoiceCode);
    expect(s.redirectUrl).toMatch(/^http:\/\/portal\.test\/sandbox\/hpp\?id=\d+&password=[\w-]{22}$/);
    expect(s.payerToken).toMatch(/^[\w-]{43}$/);
    // In progress, the card unknown: nothing of it is made up.
    expect(await attempt(s.transactionId)).toMatchObject({
      status: "inProgress",
      cardEntry: "hosted",
      maskedPan: "",
      cardBrand: "",
      cardHolder: "",
    });
    expect(await view(invoice.invoiceCode)).toMatchObject({
      lastAttempt: { status: "inProgress", responseCode: null },
    });

    // The bank's page: a test page in the order's language, the amount, the test cards.
    const page = await t.call({ method: "GET", url: pathOf(s.redirectUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("form-action 'self' http://portal.test");
    expect(page.body).toContain('<html lang="az">');
    expect(page.body).toContain("Test səhifəsi");
    expect(page.body).toContain("125.50 AZN");
    expect(page.body).toContain("4169 7310 0004 0005");
    expect((await t.call({ method: "GET", url: `/sandbox/hpp?id=${orderOf(s).id}&password=wrong` })).statusCode).toBe(
      404,
    );
    // The page's address is logged without the order's password.
    expect(t.logs()).toContain(`/sandbox/hpp?id=${orderOf(s).id}&password=%5Bredacted%5D`);
    expect(t.logs()).not.toContain(orderOf(s).password);

    const paid = await payAtBank(s, APPROVE);
    expect(paid.statusCode, paid.body).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(back.pathname).toBe(`/pay/${invoice.invoiceCode}/return`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ ID: orderOf(s).id, STATUS: "FullyPaid" });
    expect(await comeBack(back.href)).toBe(`/pay/${invoice.invoiceCode}?lang=az`);

    expect(await view(invoice.invoiceCode)).toMatchObject({
      status: "paid",
      payable: false,
      payment: { paidAt: expect.any(String) },
    });
    expect(await wallet()).toBe(before + 12_550n);
    expect(await asMerchant(s.transactionId)).toMatchObject({
      status: "success",
      cardNumber: "416973******0001",
      cardBrand: "visa",
      cardHolder: "LEYLA ALIYEVA",
      orderLanguage: "az",
      rrn: expect.stringMatching(/^\d{12}$/),
    });
    const [history] = (
      await t.call({ method: "GET", url: `/api/invoices/log/history/${invoice.id}`, headers: m.headers })
    ).json();
    expect(history).toMatchObject({
      action: "paid",
      actorType: "customer",
      actorName: "LEYLA ALIYEVA",
      details: { cardNumber: "416973******0001" },
    });

    // The browser that started it reads its receipt; a wrong secret finds nothing.
    const receipt = await result(invoice.invoiceCode, s);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({
      status: "success",
      responseCode: "approved",
      maskedPan: "416973******0001",
      challenge: false,
    });
    expect((await result(invoice.invoiceCode, s, "not-the-token")).statusCode).toBe(404);
    expect((await result("NOSUCHCODE", s)).statusCode).toBe(404);
    // A second start finds it paid.
    expect((await start(invoice.invoiceCode)).statusCode).toBe(409);
  });

  it.each([
    ["decline", "declined", "Declined"],
    ["insufficientFunds", "insufficientFunds", "Declined"],
  ] as const)(
    "settles a %s card as the bank declined it, and the link takes another attempt",
    async (outcome, responseCode, status) => {
      const invoice = await createdInvoice(t, m.headers, appId);
      const s = await started(invoice.invoiceCode);
      const declined = await payAtBank(s, testCard(outcome));
      expect(new URL(declined.headers.location as string).searchParams.get("STATUS")).toBe(status);
      await comeBack(declined.headers.location as string);
      expect(await view(invoice.invoiceCode)).toMatchObject({
        status: "declined",
        payable: true,
        lastAttempt: { status: "declined", responseCode: "declined" },
      });
      expect(await asMerchant(s.transactionId)).toMatchObject({ status: "declined", responseCode });
      expect((await result(invoice.invoiceCode, s)).json()).toMatchObject({
        status: "declined",
        responseCode: "declined",
        rrn: null,
      });

      const again = await started(invoice.invoiceCode);
      await comeBack((await payAtBank(again, APPROVE)).headers.location as string);
      expect((await view(invoice.invoiceCode)).status).toBe("paid");
    },
  );

  it("goes through the bank's 3-D Secure step: a wrong code fails, the right one pays", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const first = await started(invoice.invoiceCode);
    const asked = await payAtBank(first, testCard("challenge"));
    // The page's next step, by GET: the 3-D Secure form.
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(pathOf(first.redirectUrl));
    const step = await t.call({ method: "GET", url: asked.headers.location as string });
    expect(step.body).toContain("3-D Secure");
    expect(step.body).toContain("416973******0005");
    // Nothing is decided yet: the attempt waits on the bank.
    expect((await result(invoice.invoiceCode, first)).json()).toMatchObject({ status: "inProgress" });

    const wrong = await bankForm("challenge", { ...orderOf(first), code: "000000" });
    await comeBack(wrong.headers.location as string);
    expect(await asMerchant(first.transactionId)).toMatchObject({
      status: "failed",
      responseCode: "authenticationFailed",
    });

    const second = await started(invoice.invoiceCode);
    await payAtBank(second, testCard("challenge"));
    const right = await bankForm("challenge", { ...orderOf(second), code: "123456" });
    expect(new URL(right.headers.location as string).searchParams.get("STATUS")).toBe("FullyPaid");
    await comeBack(right.headers.location as string);
    expect(await view(invoice.invoiceCode)).toMatchObject({ status: "paid" });
    expect(await asMerchant(second.transactionId)).toMatchObject({ status: "success", cardNumber: "416973******0005" });
  });

  it("fails the attempt when the customer cancels on the bank's page, before the card or at 3-D Secure", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const first = await started(invoice.invoiceCode);
    const left = await bankForm("cancel", orderOf(first));
    expect(new URL(left.headers.location as string).searchParams.get("STATUS")).toBe("Cancelled");
    await comeBack(left.headers.location as string);
    expect(await view(invoice.invoiceCode)).toMatchObject({
      status: "failed",
      payable: true,
      lastAttempt: { status: "failed", responseCode: "declined" },
    });
    expect(await asMerchant(first.transactionId)).toMatchObject({
      status: "failed",
      responseCode: "challengeCanceled",
      cardNumber: "",
    });

    const second = await started(invoice.invoiceCode);
    await payAtBank(second, testCard("challenge"));
    await comeBack((await bankForm("cancel", orderOf(second))).headers.location as string);
    expect(await asMerchant(second.transactionId)).toMatchObject({
      status: "failed",
      responseCode: "challengeCanceled",
    });
  });

  it("never believes the status the browser brings back: the bank's record decides", async () => {
    const before = await wallet();
    const invoice = await createdInvoice(t, m.headers, appId);
    const s = await started(invoice.invoiceCode);
    const { id } = orderOf(s);
    // Nothing paid at the bank, yet the query says so.
    await comeBack(`http://portal.test/pay/${invoice.invoiceCode}/return?ID=${id}&STATUS=FullyPaid`);
    expect(await attempt(s.transactionId)).toMatchObject({ status: "inProgress", rrn: null });
    expect((await view(invoice.invoiceCode)).status).toBe("created");

    // Declined at the bank; the forged query says paid.
    await payAtBank(s, testCard("decline"));
    await comeBack(`http://portal.test/pay/${invoice.invoiceCode}/return?ID=${id}&STATUS=FullyPaid`);
    expect(await attempt(s.transactionId)).toMatchObject({ status: "declined" });
    expect((await view(invoice.invoiceCode)).status).toBe("declined");
    expect(await wallet()).toBe(before);

    // Another order's id in the query changes nothing either; an unknown link is a 404.
    await comeBack(`http://portal.test/pay/${invoice.invoiceCode}/return?ID=1&STATUS=FullyPaid`);
    expect((await view(invoice.invoiceCode)).status).toBe("declined");
    expect((await t.call({ method: "GET", url: "/pay/NOSUCHCODE/return" })).statusCode).toBe(303);
    expect((await t.call({ method: "GET", url: `/pay/${"X".repeat(40)}/return` })).statusCode).toBe(404);
  });

  it("lets the customer finish on the bank's page past the card form's 2 minutes; the minute's job settles a payment whose tab was closed", async () => {
    const before = await wallet();
    const invoice = await createdInvoice(t, m.headers, appId);
    const s = await started(invoice.invoiceCode);
    t.clock.advance(5 * MINUTE_MS);
    try {
      // Neither the page nor the invoices' job fails it: the bank may still complete it.
      await invoiceJobs(t.app).expireInvoices();
      expect(await view(invoice.invoiceCode)).toMatchObject({
        status: "created",
        lastAttempt: { status: "inProgress" },
      });
      expect(await reconcile()).toEqual({ settled: 0, failed: 0 });

      // Paid at the bank, and the tab closed before coming back.
      await payAtBank(s, APPROVE);
      expect((await attempt(s.transactionId)).status).toBe("inProgress");
      expect(await reconcile()).toEqual({ settled: 1, failed: 0 });
      expect(await asMerchant(s.transactionId)).toMatchObject({ status: "success", cardNumber: "416973******0001" });
      expect((await view(invoice.invoiceCode)).status).toBe("paid");
      expect(await wallet()).toBe(before + 12_550n);
      expect(await reconcile()).toEqual({ settled: 0, failed: 0 });
    } finally {
      t.clock.advance(-5 * MINUTE_MS);
    }
  });

  it("fails an abandoned attempt once the bank's page session is over, and one the bank never decides by the deadline", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const s = await started(invoice.invoiceCode);
    t.clock.advance(21 * MINUTE_MS);
    try {
      expect(await reconcile()).toEqual({ settled: 1, failed: 0 });
      expect(await asMerchant(s.transactionId)).toMatchObject({ status: "failed", responseCode: "challengeCanceled" });
      expect(await view(invoice.invoiceCode)).toMatchObject({ status: "failed", payable: true });
      // The bank's page says so too.
      expect((await t.call({ method: "GET", url: pathOf(s.redirectUrl) })).body).toContain(
        "Bu sifariş artıq başa çatıb.",
      );
    } finally {
      t.clock.advance(-21 * MINUTE_MS);
    }

    // A bank whose page stays open longer than our deadline: the attempt fails at the deadline.
    const second = await started(invoice.invoiceCode);
    await t.db
      .update(sandboxHppOrders)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 10 * HOSTED_ATTEMPT_DEADLINE_MS) })
      .where(eq(sandboxHppOrders.id, orderOf(second).id));
    t.clock.advance(HOSTED_ATTEMPT_DEADLINE_MS - MINUTE_MS);
    try {
      expect(await reconcile()).toEqual({ settled: 0, failed: 0 });
      t.clock.advance(2 * MINUTE_MS);
      expect(await reconcile()).toEqual({ settled: 0, failed: 1 });
      expect(await asMerchant(second.transactionId)).toMatchObject({
        status: "failed",
        responseCode: "challengeExpired",
      });
      const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
      expect(row!.status).toBe("failed");
    } finally {
      t.clock.advance(-(HOSTED_ATTEMPT_DEADLINE_MS + MINUTE_MS));
    }
  });

  it("holds a pre-authorisation on the bank's page, and the merchant completes part of it through the portal", async () => {
    const before = await wallet();
    const invoice = await createdInvoice(t, m.headers, appId, { preAuth: true });
    const s = await started(invoice.invoiceCode);
    const held = await payAtBank(s, APPROVE);
    expect(new URL(held.headers.location as string).searchParams.get("STATUS")).toBe("Authorized");
    await comeBack(held.headers.location as string);
    expect(await asMerchant(s.transactionId)).toMatchObject({ status: "preAuth", capturedAmount: 0 });
    expect(await wallet()).toBe(before);

    const completed = await t.call({
      method: "POST",
      url: "/api/completeOrder",
      headers: m.headers,
      payload: { transactionId: s.transactionId, amount: "100" },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: "success", capturedAmount: 100 });
    expect(await wallet()).toBe(before + 10_000n);
    // The bank took exactly that.
    const [order] = await t.db
      .select()
      .from(sandboxHppOrders)
      .where(eq(sandboxHppOrders.id, orderOf(s).id));
    expect(order).toMatchObject({ capturedAmount: 10_000n, voided: false });

    // Another hold, released whole.
    const other = await createdInvoice(t, m.headers, appId, { preAuth: true });
    const second = await started(other.invoiceCode);
    await comeBack((await payAtBank(second, APPROVE)).headers.location as string);
    const reversed = await t.call({ method: "POST", url: `/api/reverse/${second.transactionId}`, headers: m.headers });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(
      (
        await t.db
          .select()
          .from(sandboxHppOrders)
          .where(eq(sandboxHppOrders.id, orderOf(second).id))
      )[0],
    ).toMatchObject({ voided: true });
  });

  it("refunds a payment made on the bank's page through the portal's operations, and the bank's refusal for its card", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const s = await started(invoice.invoiceCode);
    await comeBack((await payAtBank(s, APPROVE)).headers.location as string);
    const refund = (transactionId: string, amount: string) =>
      t.call({ method: "POST", url: "/api/refund", headers: m.headers, payload: { transactionId, amount } });

    const part = await refund(s.transactionId, "25.50");
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ status: "partialRefunded", totalRefunded: 25.5 });
    const rest = await refund(s.transactionId, "100");
    expect(rest.json()).toMatchObject({ status: "refunded", totalRefunded: 125.5 });
    expect(
      (
        await t.db
          .select()
          .from(sandboxHppOrders)
          .where(eq(sandboxHppOrders.id, orderOf(s).id))
      )[0],
    ).toMatchObject({
      refundedAmount: 12_550n,
    });

    const other = await createdInvoice(t, m.headers, appId);
    const refused = await started(other.invoiceCode);
    await comeBack((await payAtBank(refused, testCard("approveRefuseRefunds"))).headers.location as string);
    const declined = await refund(refused.transactionId, "10");
    expect(declined.statusCode).toBe(422);
    expect(declined.json().code).toBe("OPERATION_DECLINED");
    expect(await asMerchant(refused.transactionId)).toMatchObject({ status: "success", totalRefunded: 0 });
  });

  it("starts once per Idempotency-Key, and refuses as the card payment does", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const headers = { "idempotency-key": `hosted-${invoice.invoiceCode}-1` };
    const first = await start(invoice.invoiceCode, shown(), headers);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await start(invoice.invoiceCode, shown(), headers);
    expect(retry.statusCode).toBe(200);
    // The same attempt and page; a new secret for the retrying browser, the old one no longer reads it.
    expect(retry.json()).toMatchObject({
      transactionId: first.json().transactionId,
      redirectUrl: first.json().redirectUrl,
    });
    expect(retry.json().payerToken).not.toBe(first.json().payerToken);
    expect((await result(invoice.invoiceCode, retry.json())).statusCode).toBe(200);
    expect((await result(invoice.invoiceCode, first.json())).statusCode).toBe(404);
    expect(await t.db.select().from(transactions).where(eq(transactions.invoiceId, invoice.id))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(sandboxHppOrders)
        .where(eq(sandboxHppOrders.orderId, (await attempt(first.json().transactionId)).orderId)),
    ).toHaveLength(1);

    const other = await start(invoice.invoiceCode, shown({ language: "ru" }), headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    // Another start while the first is open at the bank.
    const busy = await start(invoice.invoiceCode, shown(), { "idempotency-key": `hosted-${invoice.invoiceCode}-2` });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      code: "INVALID_STATE",
      message: "A payment of this invoice is already in progress.",
    });
    expect((await start(invoice.invoiceCode, shown(), { "idempotency-key": "x" })).statusCode).toBe(400);

    const changed = await createdInvoice(t, m.headers, appId);
    const wrongAmount = await start(changed.invoiceCode, shown({ amount: 99 }));
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().code).toBe("AMOUNT_CHANGED");
    expect((await start(changed.invoiceCode, shown({ amount: "abc" }))).statusCode).toBe(400);
    expect(await t.db.select().from(transactions).where(eq(transactions.invoiceId, changed.id))).toEqual([]);

    const expiring = await createdInvoice(t, m.headers, appId, { linkExpirationDate: daysFromNow(t, 1) });
    t.clock.advance(2 * 24 * 60 * MINUTE_MS);
    try {
      expect((await start(expiring.invoiceCode)).statusCode).toBe(409);
    } finally {
      t.clock.advance(-2 * 24 * 60 * MINUTE_MS);
    }
    expect((await start("NOSUCHCODE")).statusCode).toBe(404);
  });

  it("speaks the order's language on the bank's page and refuses a badly typed card there without deciding the order", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const s = await started(invoice.invoiceCode, shown({ language: "ru" }));
    const page = await t.call({ method: "GET", url: pathOf(s.redirectUrl) });
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain("Тестовая страница");
    expect(page.body).toContain("Оплатить 125.50 AZN");

    const refused = await bankForm("card", { ...orderOf(s), ...typedCard("4169731000080002"), expiry: "01/20" });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("Номер карты: неверный номер карты.");
    expect(refused.body).toContain("Срок действия (ММ/ГГ): срок действия карты истёк.");
    // What was typed comes back but the number and the CVV.
    expect(refused.body).toContain('value="LEYLA ALIYEVA"');
    expect(refused.body).not.toContain("4169731000080002");
    expect((await attempt(s.transactionId)).status).toBe("inProgress");
    await comeBack((await payAtBank(s, APPROVE)).headers.location as string);
    expect((await result(invoice.invoiceCode, s)).json() as PaymentResult).toMatchObject({ status: "success" });
  });
});
