import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { invoices, ledgerTransfers, paymentsMode, transactions } from "@/db/schema";
import { createdInvoice, liveApplication, paidTransaction, signedInMerchant, testCard } from "@/test-support/flows";
import { refusedStart } from "@/test-support/server-process";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { checkPaymentsMode, confirmPaymentsMode, PaymentsModeError } from "./payments-mode";

describe.each(backends)("the payments mode of a database on %s", (backend) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  async function merchantWithApp() {
    const m = await signedInMerchant(t);
    return { headers: m.headers, appId: await liveApplication(t, m.headers) };
  }

  const marks = async (table: typeof invoices | typeof transactions | typeof ledgerTransfers) =>
    (await t.db.select({ livemode: table.livemode }).from(table)).map((r) => r.livemode);

  it("marks every money record with the mode it was made in", async () => {
    t = await startTestApp(backend);
    await checkPaymentsMode(t.db, "sandbox", t.clock.now());
    const { headers, appId } = await merchantWithApp();
    await paidTransaction(t, headers, appId);
    for (const table of [invoices, transactions, ledgerTransfers]) {
      expect(await marks(table)).not.toHaveLength(0);
      expect(new Set(await marks(table))).toEqual(new Set([false]));
    }
  });

  it("stops a server of the other mode, naming the way out", async () => {
    t = await startTestApp(backend);
    await checkPaymentsMode(t.db, "sandbox", t.clock.now());
    await checkPaymentsMode(t.db, "sandbox", t.clock.now());
    const refusal = checkPaymentsMode(t.db, "live", t.clock.now());
    await expect(refusal).rejects.toBeInstanceOf(PaymentsModeError);
    await expect(refusal).rejects.toThrow(
      /PAYMENTS_MODE is live, but this database has run in sandbox mode since .*npm run confirm-payments-mode/,
    );
  });

  it("switches on the operator's word only while no money has moved, and marks what comes after", async () => {
    t = await startTestApp(backend);
    await checkPaymentsMode(t.db, "sandbox", t.clock.now());
    const { headers, appId } = await merchantWithApp();
    const before = await createdInvoice(t, headers, appId);

    expect(await confirmPaymentsMode(t.db, "live", t.clock.now())).toMatch(/now runs in live mode/);
    await checkPaymentsMode(t.db, "live", t.clock.now());
    const after = await createdInvoice(t, headers, appId);
    const mark = async (id: string) =>
      (await t.db.select({ livemode: invoices.livemode }).from(invoices).where(eq(invoices.id, id)))[0]!.livemode;
    expect([await mark(before.id), await mark(after.id)]).toEqual([false, true]);

    // This test server still runs in sandbox mode: a link made for real money is not paid with a test card.
    const view = await t.call({ method: "GET", url: `/api/checkout/${after.invoiceCode}` });
    expect(view.json()).toMatchObject({ status: "created", payable: false });
    const paid = await t.call({
      method: "POST",
      url: `/api/checkout/${after.invoiceCode}/pay`,
      payload: {
        cardNumber: testCard("approve"),
        expiry: "12/30",
        cvv: "123",
        cardHolder: "LEYLA ALIYEVA",
        language: "en",
        amount: 125.5,
        currency: "AZN",
      },
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe("This payment link was made for real money and cannot be paid with a test card.");
    expect(await t.db.select().from(transactions).where(eq(transactions.invoiceId, after.id))).toEqual([]);
  });

  it("never switches a database that holds money of the other mode", async () => {
    t = await startTestApp(backend);
    await checkPaymentsMode(t.db, "sandbox", t.clock.now());
    const { headers, appId } = await merchantWithApp();
    await paidTransaction(t, headers, appId);
    await expect(confirmPaymentsMode(t.db, "live", t.clock.now())).rejects.toThrow(
      /holds 1 movements of test money: it cannot switch to live mode. Start live mode on a new database/,
    );
    expect((await t.db.select({ mode: paymentsMode.mode }).from(paymentsMode))[0]).toEqual({ mode: "sandbox" });
  });
});

describe("starting the server", () => {
  const production = { NODE_ENV: "production", APP_SECRET: "s".repeat(32), PUBLIC_URL: "https://portal.example.az" };

  it("refuses production without a payments mode, and live money on sandbox providers, naming each", async () => {
    const unset = await refusedStart(3921, production);
    expect(unset.exitCode).toBe(1);
    expect(unset.output).toContain("PAYMENTS_MODE: is required in production");

    const live = await refusedStart(3921, { ...production, PAYMENTS_MODE: "live" });
    expect(live.exitCode).toBe(1);
    for (const setting of ["ACQUIRER", "SMS_PROVIDER", "SMTP_URL", "REVIEW", "ESIGN", "PAYOUT_BANK"]) {
      expect(live.output).toContain(`  ${setting}: `);
    }
    expect(live.output).not.toMatch(/\bat .*\(/);

    // Every provider real or operator-run (pointed at this machine) but the payout bank, Telegram and WhatsApp unset: only the bank is named.
    const real = {
      ...production,
      PAYMENTS_MODE: "live",
      ACQUIRER: "kapital",
      KAPITAL_API_URL: "http://127.0.0.1:9/api",
      KAPITAL_LOGIN: "TerminalSys/portal",
      KAPITAL_PASSWORD: "terminal-password",
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
      TWILIO_AUTH_TOKEN: "t".repeat(32),
      TWILIO_FROM: "Portal",
      TWILIO_API_URL: "http://127.0.0.1:9",
      SMTP_URL: "smtp://portal:secret@127.0.0.1:9",
      MAIL_FROM: "Portal <no-reply@example.az>",
      REVIEW: "operators",
    };
    const manual = await refusedStart(3921, { ...real, ESIGN: "manual" });
    expect(manual.exitCode).toBe(1);
    expect(manual.output).toContain("  PAYOUT_BANK: is sandbox");
    for (const setting of [
      "ACQUIRER",
      "SMS_PROVIDER",
      "SMTP_URL",
      "REVIEW",
      "ESIGN",
      "TELEGRAM_BOT_TOKEN",
      "WHATSAPP_TOKEN",
    ])
      expect(manual.output).not.toContain(`  ${setting}: `);
    const mobile = await refusedStart(3921, real);
    expect(mobile.output).toContain("  ESIGN: is sandbox");
  }, 120_000);
});
