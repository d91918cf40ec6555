import { eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invoices, transactions } from "@/db/schema";
import { walletBalance } from "@/modules/ledger/ledger.repo";
import { holdLapse } from "@/modules/transactions/hold-lapse";
import { sandboxTestCards } from "@/providers/acquirer/sandbox-acquirer";
import { createdInvoice, daysFromNow, liveApplication, signedInMerchant } from "@/test-support/flows";
import { multipartFile } from "@/test-support/multipart";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const card = (outcome: (typeof sandboxTestCards)[number]["outcome"]) =>
  sandboxTestCards.find((c) => c.outcome === outcome)!.number;
const APPROVE = card("approve");
const DAY_MS = 24 * 60 * 60_000;

const payment = (cardNumber: string, overrides: Record<string, unknown> = {}) => ({
  cardNumber: cardNumber.replace(/(\d{4})(?=\d)/g, "$1 "),
  expiry: "12/30",
  cvv: "123",
  cardHolder: "LEYLA ALIYEVA",
  language: "az",
  // What the page showed: the default invoice's amount.
  amount: 125.5,
  currency: "AZN",
  ...overrides,
});

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

describe.each(backends)("hosted checkout on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
  });
  afterEach(() => expectLedgerBalanced(t));
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    // The full number of no test card is kept in any table or written to the log.
    const stored = await everyRowAsText(t);
    const logs = t.logs();
    for (const { number } of sandboxTestCards) {
      expect(stored).not.toContain(number);
      expect(logs).not.toContain(number);
      expect(logs).not.toContain(number.replace(/(\d{4})(?=\d)/g, "$1 "));
    }
    expect(logs).not.toMatch(/"cvv"/);
    await t.close();
  });

  // Each test is another customer, on an address of their own (the card-testing limits count per address).
  let customers = 0;
  let customer = "";
  beforeEach(() => {
    customers += 1;
    customer = `198.51.100.${customers}`;
  });
  const view = async (code: string) => (await t.call({ method: "GET", url: `/api/checkout/${code}` })).json();
  const pay = (code: string, body: object, headers: Record<string, string> = {}) =>
    t.call({ method: "POST", url: `/api/checkout/${code}/pay`, payload: body, headers, remoteAddress: customer });
  const wallet = () => walletBalance(t.db, appId, "AZN");

  it("shows the invoice to the customer", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    expect(await view(invoice.invoiceCode)).toMatchObject({
      invoiceCode: invoice.invoiceCode,
      merchantName: "Caspian Tours",
      description: "Two nights, sea view room",
      amount: 125.5,
      currency: "AZN",
      status: "created",
      payable: true,
      merchantLogoUrl: null,
      lastAttempt: null,
      payment: null,
    });
    expect((await t.call({ method: "GET", url: "/api/checkout/NOSUCHCODE" })).statusCode).toBe(404);
  });

  it("names the merchant's own logo, which the page can load without a session", async () => {
    const merchant = await signedInMerchant(t);
    const ownApp = await liveApplication(t, merchant.headers);
    const png = await QRCode.toBuffer("logo", { type: "png", width: 120 });
    const upload = multipartFile("file", "logo.png", "image/png", png);
    const uploaded = await t.call({
      method: "PUT",
      url: `/api/config/hotel/update?appId=${ownApp}`,
      headers: { ...merchant.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const invoice = await createdInvoice(t, merchant.headers, ownApp);
    const { merchantLogoUrl } = await view(invoice.invoiceCode);
    expect(merchantLogoUrl).toBe(`/api/apps/${ownApp}/logo`);
    const logo = await t.call({ method: "GET", url: merchantLogoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
  });

  it("takes an approved card: invoice paid, wallet credited, merchant told, history kept", async () => {
    const before = await wallet();
    const invoice = await createdInvoice(t, m.headers, appId);
    const res = await pay(invoice.invoiceCode, payment(APPROVE));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({
      status: "success",
      responseCode: "approved",
      maskedPan: "416973******0001",
      challenge: false,
    });
    expect(result.rrn).toMatch(/^\d{12}$/);
    expect(result.approvalCode).toMatch(/^[0-9A-F]{6}$/);
    expect(await wallet()).toBe(before + 12_550n);

    const detail = (
      await t.call({ method: "GET", url: `/api/booking/invoice/${invoice.id}`, headers: m.headers })
    ).json();
    expect(detail).toMatchObject({ status: "paid", paidAmount: 125.5, completedBy: "LEYLA ALIYEVA" });
    const attempts = (
      await t.call({ method: "GET", url: `/api/invoices/${invoice.id}/transactions`, headers: m.headers })
    ).json();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      status: "success",
      cardNumber: "416973******0001",
      cardBrand: "visa",
      orderLanguage: "az",
      rrn: result.rrn,
    });
    const operation = (
      await t.call({ method: "GET", url: `/api/transactions/${result.transactionId}`, headers: m.headers })
    ).json();
    expect(operation).toMatchObject({ id: result.transactionId, invoiceCode: invoice.invoiceCode, amount: 125.5 });
    const history = (
      await t.call({ method: "GET", url: `/api/invoices/log/history/${invoice.id}`, headers: m.headers })
    ).json();
    expect(history[0]).toMatchObject({
      action: "paid",
      status: "paid",
      actorType: "customer",
      actorName: "LEYLA ALIYEVA",
      details: { cardNumber: "416973******0001" },
    });
    const [notice] = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.email)}` })
    ).json();
    expect(notice.text).toContain(`invoice ${invoice.invoiceCode} is paid, 125.50 AZN`);

    const paidView = await view(invoice.invoiceCode);
    expect(paidView).toMatchObject({ status: "paid", payable: false, payment: { paidAt: expect.any(String) } });
    // The receipt's details went to the payer only: the link shows nobody the card or the customer.
    expect(JSON.stringify(paidView)).not.toMatch(/416973|LEYLA|Leyla|rrn|approvalCode/);
    const again = await pay(invoice.invoiceCode, payment(APPROVE));
    expect(again.statusCode).toBe(409);
    expect(await wallet()).toBe(before + 12_550n);
  });

  it.each([
    ["decline", "declined"],
    ["insufficientFunds", "insufficientFunds"],
    ["expiredCard", "expiredCard"],
  ] as const)(
    "declines the %s card with one public answer, tells the merchant why, and a retry with a good card pays",
    async (outcome, reason) => {
      const before = await wallet();
      const invoice = await createdInvoice(t, m.headers, appId);
      const res = await pay(invoice.invoiceCode, payment(card(outcome)));
      expect(res.json()).toMatchObject({ status: "declined", responseCode: "declined", rrn: null });
      expect(await view(invoice.invoiceCode)).toMatchObject({
        status: "declined",
        payable: true,
        lastAttempt: { status: "declined", responseCode: "declined" },
      });
      const attempts = (
        await t.call({ method: "GET", url: `/api/invoices/${invoice.id}/transactions`, headers: m.headers })
      ).json();
      expect(attempts[0]).toMatchObject({ status: "declined", responseCode: reason });
      expect(await wallet()).toBe(before);
      expect((await pay(invoice.invoiceCode, payment(APPROVE))).json()).toMatchObject({ status: "success" });
      expect(await wallet()).toBe(before + 12_550n);
    },
  );

  it("declines cards the sandbox does not know", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    expect((await pay(invoice.invoiceCode, payment("4242424242424242"))).json()).toMatchObject({
      status: "declined",
      responseCode: "declined",
    });
  });

  it("goes through a 3-D Secure challenge: a wrong code fails, the right one pays, cancelling fails", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const first = (await pay(invoice.invoiceCode, payment(card("challenge")))).json();
    expect(first).toMatchObject({ status: "inProgress", responseCode: "challengeRequired", challenge: true });
    expect(first.challengeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await view(invoice.invoiceCode)).toMatchObject({ payable: false, challengePending: true });
    expect((await pay(invoice.invoiceCode, payment(APPROVE))).statusCode).toBe(409);

    const challenge = (attempt: { transactionId: string; challengeToken: string }, code: string) =>
      t.call({
        method: "POST",
        url: `/api/checkout/${invoice.invoiceCode}/challenge/${attempt.transactionId}`,
        payload: { code, challengeToken: attempt.challengeToken },
      });
    expect((await challenge(first, "12")).statusCode).toBe(400);
    expect((await challenge(first, "000000")).json()).toMatchObject({
      status: "failed",
      responseCode: "authenticationFailed",
    });
    expect(await view(invoice.invoiceCode)).toMatchObject({ status: "failed", payable: true, challengePending: false });

    const second = (await pay(invoice.invoiceCode, payment(card("challenge")))).json();
    const cancel = await t.call({
      method: "POST",
      url: `/api/checkout/${invoice.invoiceCode}/challenge/${second.transactionId}/cancel`,
      payload: { challengeToken: second.challengeToken },
    });
    expect(cancel.json()).toMatchObject({ status: "failed", responseCode: "declined" });

    const third = (await pay(invoice.invoiceCode, payment(card("challenge")))).json();
    expect((await challenge(third, "123456")).json()).toMatchObject({ status: "success", responseCode: "approved" });
    // Answering again changes nothing.
    expect((await challenge(third, "123456")).json()).toMatchObject({
      status: "success",
      transactionId: third.transactionId,
    });
    expect((await view(invoice.invoiceCode)).status).toBe("paid");
  });

  it("fails a 3-D Secure challenge nobody answers within 10 minutes, and takes a new attempt", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const first = (await pay(invoice.invoiceCode, payment(card("challenge")))).json();
    t.clock.advance(11 * 60_000);
    try {
      expect(await view(invoice.invoiceCode)).toMatchObject({
        status: "failed",
        payable: true,
        challengePending: false,
        lastAttempt: { status: "failed", responseCode: "challengeExpired" },
      });
      const late = await t.call({
        method: "POST",
        url: `/api/checkout/${invoice.invoiceCode}/challenge/${first.transactionId}`,
        payload: { code: "123456", challengeToken: first.challengeToken },
      });
      expect(late.json()).toMatchObject({ status: "failed", responseCode: "challengeExpired" });
      expect((await pay(invoice.invoiceCode, payment(APPROVE))).json()).toMatchObject({ status: "success" });
    } finally {
      t.clock.advance(-11 * 60_000);
    }
  });

  it("holds a pre-authorisation without crediting the wallet, and lets it lapse after 7 days", async () => {
    const before = await wallet();
    const invoice = await createdInvoice(t, m.headers, appId, { preAuth: true });
    const result = (await pay(invoice.invoiceCode, payment(APPROVE))).json();
    expect(result).toMatchObject({ status: "preAuth", responseCode: "approved" });
    expect(await wallet()).toBe(before);
    expect(await view(invoice.invoiceCode)).toMatchObject({
      status: "preAuth",
      payable: false,
      payment: { paidAt: expect.any(String) },
    });
    const jobs = { expirePreAuths: holdLapse(t.app) };
    await jobs.expirePreAuths();
    t.clock.advance(7 * DAY_MS + 1000);
    try {
      expect(await jobs.expirePreAuths()).toBe(1);
      const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
      expect(row!.status).toBe("preAuthExpired");
      const [attempt] = await t.db.select().from(transactions).where(eq(transactions.id, result.transactionId));
      expect(attempt!.status).toBe("preAuthExpired");
    } finally {
      t.clock.advance(-(7 * DAY_MS + 1000));
    }
  });

  it("keeps installment plans on the attempt", async () => {
    const invoice = await createdInvoice(t, m.headers, appId, { installment: { cardType: "birKart", period: 90 } });
    expect((await view(invoice.invoiceCode)).installment).toEqual({ cardType: "birKart", period: 90 });
    const result = (await pay(invoice.invoiceCode, payment(APPROVE))).json();
    const operation = (
      await t.call({ method: "GET", url: `/api/transactions/${result.transactionId}`, headers: m.headers })
    ).json();
    expect(operation.installment).toEqual({ cardType: "birKart", period: 90 });
  });

  it("refuses an expired link and shows it expired", async () => {
    const invoice = await createdInvoice(t, m.headers, appId, { linkExpirationDate: daysFromNow(t, 1) });
    t.clock.advance(2 * DAY_MS);
    try {
      expect(await view(invoice.invoiceCode)).toMatchObject({ status: "expired", payable: false });
      const res = await pay(invoice.invoiceCode, payment(APPROVE));
      expect(res.statusCode).toBe(409);
      const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
      expect(row!.status).toBe("expired");
    } finally {
      t.clock.advance(-2 * DAY_MS);
    }
  });

  it("refuses canceled invoices", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    await t.call({ method: "DELETE", url: `/api/invoice/${invoice.id}`, headers: m.headers });
    expect((await pay(invoice.invoiceCode, payment(APPROVE))).statusCode).toBe(409);
  });

  it.each([
    ["cardNumber", { cardNumber: "4169 7310 0008 0002" }, "validation.cardNumber"],
    ["cardNumber", { cardNumber: "" }, "validation.required"],
    ["expiry", { expiry: "13/30" }, "validation.cardExpiry"],
    ["expiry", { expiry: "01/20" }, "validation.cardExpired"],
    ["cvv", { cvv: "12" }, "validation.cvv"],
    ["cardHolder", { cardHolder: " " }, "validation.required"],
  ])("refuses a bad %s with 400 and tries nothing", async (field, overrides, message) => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const res = await pay(invoice.invoiceCode, { ...payment(APPROVE), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { [field]: message } });
    expect(await t.db.select().from(transactions).where(eq(transactions.invoiceId, invoice.id))).toEqual([]);
  });

  it("answers a retry with the same Idempotency-Key with the first result", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const headers = { "idempotency-key": `pay-${invoice.invoiceCode}-1` };
    const first = await pay(invoice.invoiceCode, payment(APPROVE), headers);
    const retry = await pay(invoice.invoiceCode, payment(APPROVE), headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await t.db.select().from(transactions).where(eq(transactions.invoiceId, invoice.id))).toHaveLength(1);
    const other = await pay(invoice.invoiceCode, payment(APPROVE, { cardHolder: "SOMEONE ELSE" }), headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await pay(invoice.invoiceCode, payment(APPROVE), { "idempotency-key": "x" })).statusCode).toBe(400);
  });

  it.runIf(backend === "postgres")("charges once when 20 payments of one invoice race", async () => {
    const before = await wallet();
    const invoice = await createdInvoice(t, m.headers, appId);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pay(invoice.invoiceCode, payment(APPROVE), { "idempotency-key": `race-${invoice.invoiceCode}-${i}` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const attempts = await t.db.select().from(transactions).where(eq(transactions.invoiceId, invoice.id));
    expect(attempts.filter((a) => a.status === "success")).toHaveLength(1);
    expect(await wallet()).toBe(before + 12_550n);
  });
});

describe("checkout rate limit", () => {
  it("answers 429 past the per-minute limit of a client", async () => {
    const t = await startTestApp("pglite", { RATE_LIMIT_PER_MINUTE: "3" });
    try {
      // The limit counts a clock minute: the four calls start with one, not across two.
      t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000));
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await t.call({ method: "GET", url: "/api/checkout/NOSUCHCODE" })).statusCode);
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      await t.close();
    }
  });
});
