import { type ChildProcess, execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  addDays,
  type BankStatementDetail,
  calendarDateIn,
  type HostedPaymentStart,
  type Invoice,
  type PayoutBatch,
  type ReconciliationDay,
  regionTimeZone,
  type SettlementImported,
  startOfDayIn,
  type Transaction,
  type Wallet,
  type WalletOperationPage,
  type Withdrawal,
  type WithdrawCodeSent,
} from "@portal/contracts";
import { generate } from "otplib";
import type * as z from "zod/mini";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/app";
import { loadEnv } from "@/config/env";
import { openDatabase } from "@/db/client";
import { ledgerTransfers, transactions } from "@/db/schema";
import { apiDir } from "@/lib/api-dir";
import { reconciliationService } from "@/modules/reconciliation/reconciliation.service";
import { answerPain001 } from "@/providers/payout-bank/iso20022/camt054-builder";
import { parsePain001 } from "@/providers/payout-bank/iso20022/pain001";
import { eventually } from "@/test-support/eventually";
import {
  customerOnCardPage,
  FAKE_KAPITAL_LOGIN,
  FAKE_KAPITAL_PASSWORD,
  type FakeKapitalGateway,
  fakeKapitalGateway,
} from "@/test-support/fake-kapital-gateway";
import { fakeSmtpServer, fakeTwilio } from "@/test-support/fake-providers";
import { businessConnect, newMerchant, testCard } from "@/test-support/flows";
import { expectLedgerBalanced } from "@/test-support/ledger";
import { OPERATOR_PASSWORD } from "@/test-support/operators";
import { startServer, stopServers } from "@/test-support/server-process";
import { backends, scratchPostgres } from "@/test-support/test-app";

/*
 * The rehearsal of going live (docs/going-live.md): the server as its own process, configured
 * exactly as the provider runs it with real money (PAYMENTS_MODE=live, every provider a real
 * one, here each pointed at a local fake of it), and the whole money cycle over HTTP: a
 * merchant goes live through the operators, customers pay on Kapital Bank's card page, the
 * merchant withdraws, finance sends the pain.001 to the bank and uploads its camt.054, and the
 * day reconciles. Nothing of our own is mocked: only the outside world is played.
 */

const PORT = 3941;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ZONE = regionTimeZone.default;
const STEP_MS = 300_000;
const SETTLEMENT = {
  SETTLEMENT_IBAN: "AZ77AIIB38090019449300000001",
  SETTLEMENT_BIC: "AIIBAZ2X",
  SETTLEMENT_NAME: "Portal Payments MMC",
};
const MERCHANT_IBAN = businessConnect().bankDetails.iban;
const run = promisify(execFile);

/** The provider's day now, as the server counts days. */
const today = () => calendarDateIn(new Date(), ZONE);

// The answers as they travel, amounts as numbers (the contracts' `z.infer` types hold them as bigints).
type Batch = z.input<typeof PayoutBatch>;
type Statement = z.input<typeof BankStatementDetail>;

interface Answer<T> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** A call to the server process, as a browser or the console makes it. */
async function call<T = Record<string, unknown>>(
  method: "GET" | "POST" | "PATCH",
  url: string,
  options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${ORIGIN}${url}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
    redirect: "manual",
  });
  const text = await res.text();
  const json = (res.headers.get("content-type") ?? "").includes("json") && text ? (JSON.parse(text) as T) : null;
  return { status: res.status, body: json as T, text, headers: res.headers };
}

/** One file in the multipart field `file`, as the console and the portal upload one. */
function fileForm(name: string, type: string, content: string | Buffer): FormData {
  const form = new FormData();
  form.append("file", new Blob([content], { type }), name);
  return form;
}

/**
 * The provider's bank as a local HTTP server: it takes a pain.001 by POST and answers with the
 * camt.054 that books every transfer of it, and credits back those it was told will bounce.
 */
async function fakeBank() {
  const received: string[] = [];
  const returns = new Map<string, { code: string; text: string }>();
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  const server = createServer((req, res) => {
    void read(req).then((xml) => {
      if (req.method !== "POST" || !(req.headers["content-type"] ?? "").startsWith("application/xml")) {
        res.writeHead(405).end();
        return;
      }
      received.push(xml);
      try {
        const camt = answerPain001(xml, {
          messageId: `CAMT054-${received.length}`,
          createdAt: new Date(),
          bookingDate: today(),
          returnOf: ({ endToEndId }) => returns.get(endToEndId) ?? null,
        });
        res.writeHead(200, { "content-type": "application/xml" }).end(camt);
      } catch (err) {
        res.writeHead(422, { "content-type": "text/plain" }).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pain001`,
    received,
    /** The account behind this end-to-end id turns out closed, or whatever `reason` says. */
    willReturn: (endToEndId: string, reason: { code: string; text: string }) => returns.set(endToEndId, reason),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(backends)(
  "the live rehearsal: the whole money cycle on a live server (%s)",
  { timeout: STEP_MS },
  (backend) => {
    let kapital: FakeKapitalGateway;
    let twilio: Awaited<ReturnType<typeof fakeTwilio>>;
    let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
    let bank: Awaited<ReturnType<typeof fakeBank>>;
    let postgres: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
    let dataDir: string;
    let env: Record<string, string>;
    let server: ChildProcess | undefined;
    const operators = {} as Record<"risk" | "financeA" | "financeB", { email: string; token: string }>;

    const merchant = newMerchant();
    let merchantToken: string;
    let appId: string;
    const payments: { bankOrderId: string; amount: string }[] = [];
    const withdrawals: {
      body: { appId: string; amount: number; currency: string; description: string };
      code: string;
      key: string;
      answer: Withdrawal;
      quote: WithdrawCodeSent;
    }[] = [];
    let balanceBeforeWithdrawals: number;
    let balanceAfterWithdrawals: number;
    let batch: Batch;
    let camt: string;
    let day: string;

    /** The newest six-digit code Twilio was asked to text to `phone` after the first `after` requests. */
    async function codeTextedTo(phone: string, after: number) {
      const sms = await eventually(
        () =>
          twilio.requests
            .slice(after)
            .findLast((r) => r.form.get("To") === phone && /\b\d{6}\b/.test(r.form.get("Body") ?? "")),
        30_000,
      );
      return /\b(\d{6})\b/.exec(sms.form.get("Body")!)![1]!;
    }
    const mailsTo = (address: string) =>
      smtp.received.filter((m) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((to) => to.text === address));

    /** Made as the provider makes its first operators: the command, on the server's settings, before the server starts. */
    async function createdOperator(email: string, role: string) {
      const { stdout } = await run(
        process.execPath,
        ["--import", "tsx", "src/server.ts", "--create-operator", "--email", email, "--name", email, "--role", role],
        { cwd: apiDir, env: { PATH: process.env.PATH, ...env } },
      );
      const link = /(\S+)\/ops\/setup#token=(\S+)/.exec(stdout);
      expect(link, stdout).not.toBeNull();
      expect(link![1]).toBe(ORIGIN);
      return { email, setupToken: link![2]! };
    }

    /** The operator opens the link, adds the authenticator and confirms its first code: signed in. */
    async function setUp(created: { email: string; setupToken: string }) {
      const start = await call<{ totpSecret: string; email: string }>("POST", "/api/ops/setup/start", {
        json: { token: created.setupToken },
      });
      expect(start.status, start.text).toBe(200);
      expect(start.body.email).toBe(created.email);
      const code = await generate({ secret: start.body.totpSecret, epoch: Math.floor(Date.now() / 1000) });
      const finish = await call<{ accessToken: string }>("POST", "/api/ops/setup/finish", {
        json: { token: created.setupToken, password: OPERATOR_PASSWORD, code },
      });
      expect(finish.status, finish.text).toBe(200);
      return { email: created.email, token: finish.body.accessToken };
    }

    const asMerchant = <T = Record<string, unknown>>(
      method: "GET" | "POST" | "PATCH",
      url: string,
      options: Parameters<typeof call>[2] = {},
    ) => call<T>(method, url, { ...options, token: merchantToken });
    const wallet = async () => {
      const res = await asMerchant<Wallet[]>("GET", "/api/user/wallets");
      expect(res.status, res.text).toBe(200);
      return res.body.find((w) => w.appId === appId && w.currency === "AZN")!;
    };
    const uploadStatement = (xml: string, name: string) =>
      call<Statement>("POST", "/api/ops/bank-statements", {
        token: operators.financeA.token,
        form: fileForm(name, "application/xml", xml),
      });

    beforeAll(async () => {
      [kapital, twilio, smtp, bank] = await Promise.all([
        fakeKapitalGateway(),
        fakeTwilio(),
        fakeSmtpServer(),
        fakeBank(),
      ]);
      postgres = backend === "postgres" ? await scratchPostgres(process.env.TEST_DATABASE_URL!) : undefined;
      dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-live-rehearsal-"));
      env = {
        NODE_ENV: "production",
        PAYMENTS_MODE: "live",
        APP_SECRET: "live-rehearsal-secret-0123456789abcdef0123456789",
        PUBLIC_URL: ORIGIN,
        HOST: "127.0.0.1",
        PORT: String(PORT),
        ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }),
        LOG_LEVEL: "warn",
        WEB_DIST: "/nonexistent",
        SEED_DEMO: "false",
        ACQUIRER: "kapital",
        KAPITAL_API_URL: kapital.apiUrl,
        KAPITAL_LOGIN: FAKE_KAPITAL_LOGIN,
        KAPITAL_PASSWORD: FAKE_KAPITAL_PASSWORD,
        SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: `AC${"0123456789abcdef".repeat(2)}`,
        TWILIO_AUTH_TOKEN: "rehearsal-auth-token-0123",
        TWILIO_FROM: "PortalAZ",
        TWILIO_API_URL: twilio.url,
        SMTP_URL: smtp.url,
        MAIL_FROM: "Merchant portal <no-reply@portal.test>",
        REVIEW: "operators",
        ESIGN: "manual",
        PAYOUT_BANK: "iso20022",
        ...SETTLEMENT,
        RATE_LIMIT_PER_MINUTE: "10000",
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: "10000",
        PAYMENT_ATTEMPTS_PER_ADDRESS_PER_10_MINUTES: "10000",
      };
      // Production has no demo and no sandbox outbox: the operators exist before anyone signs in.
      // On PGlite the database is one process's, so each is made before the server starts.
      const created = {
        risk: await createdOperator("risk@provider.az", "risk"),
        financeA: await createdOperator("finance.a@provider.az", "finance"),
        financeB: await createdOperator("finance.b@provider.az", "finance"),
      };
      server = await startServer(PORT, postgres?.url, env);
      // Each has a secret of their own: one code each, no wait for the next time step.
      for (const [name, c] of Object.entries(created)) operators[name as keyof typeof operators] = await setUp(c);
    }, STEP_MS);

    afterAll(async () => {
      if (server) await stopServers([server]);
      await Promise.all([kapital?.close(), twilio?.close(), smtp?.close(), bank?.close()]);
      await postgres?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it("runs live: no test-mode banner, no sandbox outbox", async () => {
      const config = await call<{ testMode: boolean; sandbox: boolean }>("GET", "/api/config");
      expect(config.status, config.text).toBe(200);
      expect(config.body).toMatchObject({ testMode: false, sandbox: false });
      expect((await call("GET", "/sandbox/outbox.json")).status).toBe(404);
    });

    it("a merchant registers, confirms the phone texted by Twilio and the address mailed over SMTP, and signs in", async () => {
      let sent = twilio.requests.length;
      const registered = await call("POST", "/api/register", { json: merchant });
      expect(registered.status, registered.text).toBe(201);
      const confirmed = await call("POST", `/api/confirmAccount/${await codeTextedTo(merchant.mobilePhone, sent)}`, {
        json: { email: merchant.email },
      });
      expect(confirmed.status, confirmed.text).toBe(200);

      const mail = await eventually(
        () => mailsTo(merchant.email).find((m) => (m.text ?? "").includes("/auth/verify-email/")),
        30_000,
      );
      const link = new RegExp(`${ORIGIN}/auth/verify-email/([A-Za-z0-9_-]{43})`).exec(mail.text!);
      expect(link, mail.text).not.toBeNull();
      const verified = await call("POST", `/api/verify-email/${link![1]}`);
      expect(verified.status, verified.text).toBe(200);

      sent = twilio.requests.length;
      const login = await call("POST", "/api/login", {
        json: { username: merchant.email, password: merchant.password, rememberMe: false },
      });
      expect(login.status, login.text).toBe(200);
      const code = await codeTextedTo(merchant.mobilePhone, sent);
      const approved = await call<{ accessToken: string }>(
        "POST",
        `/api/approveLogin/${code}/${encodeURIComponent(merchant.email)}`,
      );
      expect(approved.status, approved.text).toBe(200);
      merchantToken = approved.body.accessToken;
    });

    it("connects a business, which goes live once a risk operator approved it and confirmed the contract signed on paper", async () => {
      const connected = await asMerchant<{ appId: string }>("POST", "/api/merchant-connect", {
        json: businessConnect(),
      });
      expect(connected.status, connected.text).toBe(201);
      appId = connected.body.appId;
      const sentToReview = await asMerchant<{ status: string }>(
        "PATCH",
        `/api/application-verify/switch/review/business/${appId}`,
      );
      expect(sentToReview.status, sentToReview.text).toBe(200);
      expect(sentToReview.body.status).toBe("inReview");

      const risk = operators.risk.token;
      const queue = await call<{ content: { appId: string }[] }>("GET", "/api/ops/reviews", { token: risk });
      expect(queue.status, queue.text).toBe(200);
      expect(queue.body.content.map((item) => item.appId)).toContain(appId);
      const approved = await call("POST", `/api/ops/reviews/${appId}/decision`, {
        token: risk,
        json: { decision: "approve" },
      });
      expect(approved.status, approved.text).toBe(200);
      expect(approved.body).toMatchObject({ application: { status: "inReview" }, contract: { status: "unsigned" } });

      // The merchant downloads the contract, signs it on paper and uploads the scan (here the very file).
      const contract = await fetch(`${ORIGIN}/api/application-verify/view-contract/account/business/${appId}`, {
        headers: { authorization: `Bearer ${merchantToken}` },
      });
      expect(contract.status).toBe(200);
      const pdf = Buffer.from(await contract.arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const uploaded = await asMerchant<{ status: string }>(
        "POST",
        `/api/application-verify/upload-signed-contract/${appId}`,
        { form: fileForm("signed-contract.pdf", "application/pdf", pdf) },
      );
      expect(uploaded.status, uploaded.text).toBe(200);
      expect(uploaded.body.status).toBe("uploaded");

      const confirmed = await call("POST", `/api/ops/contracts/${appId}/decision`, {
        token: risk,
        json: { decision: "confirm" },
      });
      expect(confirmed.status, confirmed.text).toBe(200);
      expect(confirmed.body).toEqual({ appId, contractStatus: "signed", applicationStatus: "live" });
      const seen = await asMerchant<{ status: string }>("GET", `/api/apps/${appId}`);
      expect(seen.body.status).toBe("live");
      // The merchant heard of both decisions by e-mail.
      await eventually(() => mailsTo(merchant.email).length >= 3, 30_000);
    });

    it("takes two payments on Kapital Bank's card page into the wallet", async () => {
      expect((await wallet()).payoutBalance).toBe(0);
      day = today();
      for (const [n, amount] of ["125.50", "80.00"].entries()) {
        const created = await asMerchant<Invoice>("POST", "/api/bookings", {
          json: {
            appId,
            amount,
            currency: "AZN",
            fullName: "Leyla Əliyeva",
            phone: "+994551234567",
            email: "leyla@example.az",
            description: "Two nights, sea view room",
            linkExpirationDate: addDays(day, 3),
            bookingId: `BK-${n + 1}`,
            preAuth: false,
          },
        });
        expect(created.status, created.text).toBe(201);
        const { invoiceCode } = created.body;
        const view = await call<{ cardEntry: unknown }>("GET", `/api/checkout/${invoiceCode}`);
        expect(view.body.cardEntry).toEqual({ style: "hosted", acquirerName: "Kapital Bank" });
        const started = await call<HostedPaymentStart>("POST", `/api/checkout/${invoiceCode}/hosted-payment`, {
          json: { amount: Number(amount), currency: "AZN", language: "en" },
        });
        expect(started.status, started.text).toBe(200);
        expect(started.body.redirectUrl.startsWith(kapital.url)).toBe(true);

        const back = await customerOnCardPage(started.body.redirectUrl, { pan: testCard("approve") });
        expect(back.origin).toBe(ORIGIN);
        const returned = await fetch(back, { redirect: "manual" });
        expect(returned.status).toBe(303);

        const bankOrderId = new URL(started.body.redirectUrl).searchParams.get("id")!;
        expect(kapital.orders.get(bankOrderId)).toMatchObject({
          status: "FullyPaid",
          cleared: BigInt(amount.replace(".", "")),
        });
        const transaction = await asMerchant<Transaction>("GET", `/api/transactions/${started.body.transactionId}`);
        expect(transaction.status, transaction.text).toBe(200);
        expect(transaction.body).toMatchObject({ status: "success", amount: Number(amount), currency: "AZN" });
        payments.push({ bankOrderId, amount });
      }
      const { payoutBalance } = await wallet();
      expect(payoutBalance).toBe(205.5);
      balanceBeforeWithdrawals = payoutBalance;
    });

    it("withdraws twice to the company's IBAN: both wait for the bank", async () => {
      for (const amount of [60, 40]) {
        const body = { appId, amount, currency: "AZN", description: `To the bank ${amount}` };
        const sent = twilio.requests.length;
        const quote = await asMerchant<WithdrawCodeSent>("POST", "/api/otp/init/withdraw", { json: body });
        expect(quote.status, quote.text).toBe(200);
        // Another bank's IBAN: 1.00 up to 650.00 (SPEC §9), which leaves the wallet with the amount.
        expect(quote.body.quote).toMatchObject({
          method: "iban",
          amount,
          fee: 1,
          amountWithFee: amount + 1,
          currency: "AZN",
        });
        const code = await codeTextedTo(merchant.mobilePhone, sent);
        const key = `live-rehearsal-withdrawal-${amount}`;
        const confirmed = await asMerchant<Withdrawal>("POST", `/api/user/withdraw/${code}`, {
          json: body,
          headers: { "idempotency-key": key },
        });
        expect(confirmed.status, confirmed.text).toBe(200);
        expect(confirmed.body.status).toBe("inProgress");
        withdrawals.push({ body, code, key, answer: confirmed.body, quote: quote.body });
      }
      balanceAfterWithdrawals = (await wallet()).payoutBalance;
      expect(balanceAfterWithdrawals).toBeCloseTo(balanceBeforeWithdrawals - 102, 2);
    });

    it("two finance operators make the batch: the preparer cannot approve it, the second does and downloads the pain.001", async () => {
      const { financeA, financeB } = operators;
      const prepared = await call<Batch>("POST", "/api/ops/payout-batches", {
        token: financeA.token,
        json: { currency: "AZN" },
      });
      expect(prepared.status, prepared.text).toBe(201);
      expect(prepared.body).toMatchObject({ status: "prepared", currency: "AZN", count: 2, total: 100 });
      batch = prepared.body;

      const self = await call<{ code: string }>("POST", `/api/ops/payout-batches/${batch.id}/approve`, {
        token: financeA.token,
      });
      expect(self.status, self.text).toBe(409);
      expect(self.body.code).toBe("INVALID_STATE");
      const approved = await call<Batch>("POST", `/api/ops/payout-batches/${batch.id}/approve`, {
        token: financeB.token,
      });
      expect(approved.status, approved.text).toBe(200);
      expect(approved.body).toMatchObject({ status: "approved", executionDate: day });

      const file = await call("GET", `/api/ops/payout-batches/${batch.id}/file`, { token: financeB.token });
      expect(file.status, file.text).toBe(200);
      expect(file.headers.get("content-type")).toMatch(/^application\/xml/);
      expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.xml"$/);
      const parsed = parsePain001(file.text);
      expect(parsed.blocks).toHaveLength(1);
      expect(parsed.blocks[0]!.debtor).toMatchObject({
        iban: SETTLEMENT.SETTLEMENT_IBAN,
        bic: SETTLEMENT.SETTLEMENT_BIC,
      });
      expect(
        parsed.blocks[0]!.transfers.map((t) => [t.endToEndId, t.amount, t.currency, t.creditor.iban]).sort(),
      ).toEqual(
        withdrawals
          .map((w) => [w.answer.id.replaceAll("-", ""), BigInt(w.body.amount * 100), "AZN", MERCHANT_IBAN])
          .sort(),
      );

      // The file goes to the bank; the second withdrawal's account turns out to be closed.
      bank.willReturn(withdrawals[1]!.answer.id.replaceAll("-", ""), { code: "AC04", text: "Account closed" });
      const answered = await fetch(bank.url, {
        method: "POST",
        headers: { "content-type": "application/xml" },
        body: file.text,
      });
      expect(answered.status).toBe(200);
      camt = await answered.text();
      expect(bank.received).toEqual([file.text]);
    });

    it("applies the bank's camt.054: the first is sent, the second booked then returned; the same file again changes nothing", async () => {
      const uploaded = await uploadStatement(camt, "camt054.xml");
      expect(uploaded.status, uploaded.text).toBe(201);
      expect(uploaded.body.alreadyUploaded).toBe(false);
      expect(uploaded.body.statement.counts).toMatchObject({
        sent: 2,
        returned: 1,
        duplicate: 0,
        unknown: 0,
        mismatch: 0,
      });
      const returnedLine = uploaded.body.lines.find((l) => l.outcome === "returned");
      expect(returnedLine).toMatchObject({ transferId: withdrawals[1]!.answer.id, returnCode: "AC04", amount: 40 });

      const again = await uploadStatement(camt, "camt054-again.xml");
      expect(again.status, again.text).toBe(200);
      expect(again.body.alreadyUploaded).toBe(true);
      expect(again.body.statement.id).toBe(uploaded.body.statement.id);

      const seen = await call<Batch>("GET", `/api/ops/payout-batches/${batch.id}`, { token: operators.financeB.token });
      expect(seen.status, seen.text).toBe(200);
      expect(seen.body.returned).toBe(1);
    });

    it("shows the merchant one withdrawal sent and one failed (AC04) with amount and fee back, and told them by e-mail", async () => {
      // A retry with the same Idempotency-Key answers the withdrawal as it is now.
      const now = await Promise.all(
        withdrawals.map(async (w) => {
          const res = await asMerchant<Withdrawal>("POST", `/api/user/withdraw/${w.code}`, {
            json: w.body,
            headers: { "idempotency-key": w.key },
          });
          expect(res.status, res.text).toBe(200);
          expect(res.body.id).toBe(w.answer.id);
          return res.body;
        }),
      );
      expect(now[0]).toMatchObject({ status: "sent", failureReason: null });
      expect(now[1]).toMatchObject({
        status: "failed",
        failureReason: "The bank returned the transfer: the account is closed (AC04).",
      });

      const returned = withdrawals[1]!.quote.quote;
      expect((await wallet()).payoutBalance).toBeCloseTo(balanceAfterWithdrawals + returned.amountWithFee, 2);
      const operations = await asMerchant<WalletOperationPage>("GET", `/api/wallets/${appId}?currency=AZN&offset=50`);
      expect(operations.status, operations.text).toBe(200);
      const back = operations.body.content.filter((o) => o.kind === "withdrawalReturned");
      expect(back.reduce((s, o) => s + o.amount, 0)).toBeCloseTo(returned.amountWithFee, 2);

      const about = await eventually(() => {
        const mails = mailsTo(merchant.email).filter((m) => m.subject === "A withdrawal from Caspian Tours");
        return mails.length >= 3 && mails.map((m) => m.text ?? "");
      }, 30_000);
      expect(about).toContainEqual(
        expect.stringContaining("Your bank has received the withdrawal of 60.00 AZN from the wallet of Caspian Tours."),
      );
      expect(about).toContainEqual(
        expect.stringContaining(
          "The bank returned the withdrawal of 40.00 AZN from the wallet of Caspian Tours: the account is closed.",
        ),
      );
    });

    it("reconciles the day: the acquirer's settlement and the bank's statement agree with the ledger", async () => {
      const finance = operators.financeA.token;
      const csv = [
        "SETTLEMENT_DATE;ORDER_ID;OPERATION;AMOUNT;CURRENCY",
        ...payments.map((p) => `${day};${p.bankOrderId};PURCHASE;${p.amount};AZN`),
      ].join("\r\n");
      const imported = await call<SettlementImported>("POST", "/api/ops/reconciliation/acquirer-settlements", {
        token: finance,
        form: fileForm(`kapital-settlement-${day}.csv`, "text/csv", csv),
      });
      expect(imported.status, imported.text).toBe(201);
      expect(imported.body).toMatchObject({ rows: 2, days: [day], alreadyImported: false });

      // The morning's job reconciles yesterday; today is not over yet.
      const early = await call<{ code: string; fields: Record<string, string> }>(
        "POST",
        "/api/ops/reconciliation/runs",
        {
          token: finance,
          json: { day },
        },
      );
      expect(early.status, early.text).toBe(400);
      expect(early.body.code).toBe("VALIDATION_ERROR");
      expect(early.body.fields.day).toEqual(expect.any(String));

      const seen = await call<z.input<typeof ReconciliationDay>>("GET", `/api/ops/reconciliation/days/${day}`, {
        token: finance,
      });
      expect(seen.status, seen.text).toBe(200);
      expect(seen.body).toMatchObject({ day, open: 0, differences: [] });
      expect(seen.body.totals).toEqual(
        expect.arrayContaining([
          { source: "acquirer", kind: "capture", currency: "AZN", ledger: 205.5, external: 205.5 },
          { source: "bank", kind: "sent", currency: "AZN", ledger: 100, external: 100 },
          { source: "bank", kind: "returned", currency: "AZN", ledger: 40, external: 40 },
        ]),
      );
      for (const total of seen.body.totals)
        expect(total.ledger, `${total.source} ${total.kind} ${total.currency}`).toBe(total.external);
    });

    it("once the server stopped: the ledger sums to zero, all of it live money, and the next morning's run finds no difference", async () => {
      await stopServers([server!]);
      server = undefined;
      const database = await openDatabase({ url: postgres?.url, dataDir });
      try {
        await expectLedgerBalanced(database);
        const marks = await database.db.select({ livemode: ledgerTransfers.livemode }).from(ledgerTransfers);
        expect(marks.length).toBeGreaterThan(0);
        expect(marks.every((m) => m.livemode)).toBe(true);
        const orders = await database.db
          .select({ acquirerReference: transactions.acquirerReference })
          .from(transactions);
        expect(orders.map((o) => o.acquirerReference).sort()).toEqual(payments.map((p) => p.bankOrderId).sort());

        // The job of the next morning, on the same settings, as the server would run it at 06:30 in Baku.
        const morning = new Date(startOfDayIn(addDays(day, 1), ZONE).getTime() + 6.5 * 3_600_000);
        const app = await buildApp({ env: loadEnv(env), database, clock: () => morning, jobs: false });
        try {
          const reconciliation = reconciliationService(app);
          const ran = await reconciliation.morningRun();
          const { differences } = await reconciliation.day(day);
          // The acquirer's report names the orders by the acquirer's own ids, the only ones it knows.
          expect(
            differences.map(
              (d) =>
                `${d.source} ${d.side} ${d.kind} ${d.reference}: ledger ${d.ledgerAmount}, external ${d.externalAmount}`,
            ),
          ).toEqual([]);
          expect(ran).toEqual({ day, open: 0 });
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }
    });
  },
);
