import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "@/db/schema";
import { eventually } from "@/test-support/eventually";
import { fakeSmtpServer, fakeTwilio } from "@/test-support/fake-providers";
import { newMerchant, registerAndConfirmPhone } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const newestTo = async (t: TestApp, to: string) =>
  (
    await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, to))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1)
  )[0];
const settled = (t: TestApp, to: string) =>
  eventually(async () => ((await newestTo(t, to))?.status !== "queued" ? newestTo(t, to) : undefined));

describe.each(backends)("e-mail over SMTP on %s", (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
  beforeAll(async () => {
    smtp = await fakeSmtpServer({ refuseRecipient: "gone@example.az" });
    t = await startTestApp(backend, { SMTP_URL: smtp.url, MAIL_FROM: "Merchant portal <no-reply@portal.test>" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers the account's e-mails with a subject, text and HTML parts; the link in the mailbox confirms the address", async () => {
    const merchant = await registerAndConfirmPhone(t, newMerchant());
    const mail = await eventually(async () =>
      smtp.received.find((m) => m.to && JSON.stringify(m.to).includes(merchant.email)),
    );
    expect(mail.from?.value).toEqual([{ name: "Merchant portal", address: "no-reply@portal.test" }]);
    expect(mail.subject).toBeTruthy();
    expect(mail.text).toContain("/auth/verify-email/");
    const token = /\/auth\/verify-email\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? "")![1];
    expect(mail.html).toContain(`<a href="http://portal.test/auth/verify-email/${token}">`);
    expect((await t.call({ method: "POST", url: `/api/verify-email/${token}` })).statusCode).toBe(200);

    // Delivered: the outbox keeps who and how, not the link.
    const row = await settled(t, merchant.email);
    expect(row).toMatchObject({ provider: "smtp", status: "sent", attempts: 1, text: "", lastError: null });
  });

  it("carries an attachment whole, and gives up at once on a mailbox the server refuses", async () => {
    const content = randomBytes(50_000);
    await t.app.messaging.send({
      channel: "email",
      to: "accountant@example.az",
      subject: "Transactions, 1–30 November",
      text: "The list you asked for is attached.",
      attachment: {
        name: "transactions.xlsx",
        contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        content,
      },
    });
    const mail = await eventually(async () => smtp.received.find((m) => m.subject === "Transactions, 1–30 November"));
    expect(mail.attachments.map((a) => [a.filename, a.content.equals(content)])).toEqual([["transactions.xlsx", true]]);
    expect((await settled(t, "accountant@example.az"))!.attachment).toBeNull();

    await t.app.messaging.send({ channel: "email", to: "gone@example.az", subject: "Hello", text: "Anyone there?" });
    const refused = await settled(t, "gone@example.az");
    expect(refused).toMatchObject({ status: "failed", attempts: 1 });
    expect(refused!.lastError).toContain("550");
  });
});

describe.each(backends)("SMS through Twilio on %s", (backend) => {
  let t: TestApp;
  let twilio: Awaited<ReturnType<typeof fakeTwilio>>;
  const sid = `AC${"0123456789abcdef".repeat(2)}`;
  beforeAll(async () => {
    twilio = await fakeTwilio();
    t = await startTestApp(backend, {
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: "test-auth-token-0123",
      TWILIO_FROM: "PortalAZ",
      TWILIO_API_URL: twilio.url,
      MESSAGE_RETRY_BASE_MS: "20",
    });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it("texts the registration code through the Messages API, tried again after three 500s and sent once", async () => {
    twilio.answerNext(500, 500, 500);
    const merchant = newMerchant();
    const started = twilio.requests.length;
    expect((await t.call({ method: "POST", url: "/api/register", payload: merchant })).statusCode).toBe(201);
    const row = await settled(t, merchant.mobilePhone);
    expect(row).toMatchObject({ provider: "twilio", status: "sent", attempts: 4, text: "" });

    const tries = twilio.requests.slice(started);
    expect(tries).toHaveLength(4);
    for (const request of tries) {
      expect(request.path).toBe(`/2010-04-01/Accounts/${sid}/Messages.json`);
      expect(request.authorization).toBe(`Basic ${Buffer.from(`${sid}:test-auth-token-0123`).toString("base64")}`);
      expect(Object.fromEntries(request.form)).toMatchObject({ To: merchant.mobilePhone, From: "PortalAZ" });
    }
    // The code that arrived confirms the account.
    const code = /\b(\d{6})\b/.exec(tries[3]!.form.get("Body")!)![1];
    expect(
      (await t.call({ method: "POST", url: `/api/confirmAccount/${code}`, payload: { email: merchant.email } }))
        .statusCode,
    ).toBe(200);
  });

  it("gives up at once on a number Twilio refuses, and after five tries on a provider that keeps failing", async () => {
    twilio.answerNext(400);
    const refusedTo = newMerchant();
    await t.call({ method: "POST", url: "/api/register", payload: refusedTo });
    const refused = await settled(t, refusedTo.mobilePhone);
    expect(refused).toMatchObject({ status: "failed", attempts: 1 });
    expect(refused!.lastError).toContain("Twilio 400");
    // Twilio names the number in its answer: kept masked.
    expect(refused!.lastError).not.toContain(refusedTo.mobilePhone);
    expect(refused!.lastError).toContain(
      `${refusedTo.mobilePhone.slice(0, 4)}*******${refusedTo.mobilePhone.slice(-2)}`,
    );

    twilio.answerNext(503, 503, 503, 503, 503);
    const unlucky = newMerchant();
    await t.call({ method: "POST", url: "/api/register", payload: unlucky });
    const gaveUp = await settled(t, unlucky.mobilePhone);
    expect(gaveUp).toMatchObject({ status: "failed", attempts: 5 });
    expect(twilio.requests.filter((r) => r.form.get("To") === unlucky.mobilePhone)).toHaveLength(5);
  });

  it("shows the user what was sent to them and how it went, never the text", async () => {
    const merchant = newMerchant();
    const codeFor = async (to: string) => {
      const request = await eventually(async () =>
        twilio.requests.findLast((r) => r.form.get("To") === to && /\d{6}/.test(r.form.get("Body")!)),
      );
      return /\b(\d{6})\b/.exec(request.form.get("Body")!)![1]!;
    };
    const sentBefore = twilio.requests.length;
    await t.call({ method: "POST", url: "/api/register", payload: merchant });
    await eventually(async () => twilio.requests.length > sentBefore);
    await t.call({
      method: "POST",
      url: `/api/confirmAccount/${await codeFor(merchant.mobilePhone)}`,
      payload: { email: merchant.email },
    });
    const loginsBefore = twilio.requests.length;
    await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: merchant.email, password: merchant.password },
    });
    await eventually(async () => twilio.requests.length > loginsBefore);
    const approved = await t.call({
      method: "POST",
      url: `/api/approveLogin/${await codeFor(merchant.mobilePhone)}/${encodeURIComponent(merchant.email)}`,
    });
    const headers = { authorization: `Bearer ${approved.json().accessToken}` };

    twilio.answerNext(400);
    await t.app.messaging.send({ channel: "sms", to: merchant.mobilePhone, text: "A notice" });
    await eventually(async () => (await newestTo(t, merchant.mobilePhone))?.status === "failed");

    const log = (await t.call({ method: "GET", url: "/api/profile/deliveries", headers })).json().content as Record<
      string,
      unknown
    >[];
    const masked = `${merchant.mobilePhone.slice(0, 4)}*******${merchant.mobilePhone.slice(-2)}`;
    // Newest first: the notice, the sign-in code, the address's confirmation link (e-mail stays in the sandbox here), the registration code.
    expect(log.map((m) => [m.channel, m.recipient, m.provider, m.status])).toEqual([
      ["sms", masked, "twilio", "failed"],
      ["sms", masked, "twilio", "sent"],
      ["email", `${merchant.email[0]}***@example.az`, "sandbox", "sent"],
      ["sms", masked, "twilio", "sent"],
    ]);
    expect(log[0]!.lastError).toContain("Twilio 400");
    const answer = JSON.stringify(log);
    expect(answer).not.toContain("A notice");
    for (const request of twilio.requests.filter((r) => r.form.get("To") === merchant.mobilePhone)) {
      const code = /\b(\d{6})\b/.exec(request.form.get("Body")!)?.[1];
      if (code) expect(answer).not.toContain(code);
    }
  });

  it("never logs a code or a whole phone number", () => {
    const logs = t.logs();
    expect(logs).toContain("message queued");
    for (const request of twilio.requests) {
      expect(logs).not.toContain(request.form.get("To")!);
      const code = /\b(\d{6})\b/.exec(request.form.get("Body")!)?.[1];
      if (code) expect(logs).not.toContain(code);
    }
  });
});
