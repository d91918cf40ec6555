import { createHmac } from "node:crypto";
import { formatRegionTime } from "@portal/contracts";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, auditEvents, notificationSubscriptions, outboxMessages } from "@/db/schema";
import { holdLapseWarnings } from "@/modules/transactions/hold-lapse-warnings";
import { eventually } from "@/test-support/eventually";
import {
  FAKE_BOT_TOKEN,
  FAKE_WHATSAPP_PHONE_ID,
  FAKE_WHATSAPP_TOKEN,
  type FakeChatUser,
  fakeTelegram,
  fakeWhatsApp,
} from "@/test-support/fake-messengers";
import { liveApplication, paidTransaction, signedInMerchant, signedInSubUser } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const WEBHOOK_SECRET = "telegram-webhook-secret-0123";
const META_APP_SECRET = "meta-app-secret-0123456789";
const VERIFY_TOKEN = "meta-verify-token-0123456789";

let chats = 0;
const chatUser = (overrides: Partial<FakeChatUser> = {}): FakeChatUser => ({
  id: 700_000_000 + (chats += 1),
  firstName: "Leyla",
  ...overrides,
});

describe.each(backends)("payment notifications on Telegram and WhatsApp on %s", (backend) => {
  let t: TestApp;
  let telegram: Awaited<ReturnType<typeof fakeTelegram>>;
  let whatsapp: Awaited<ReturnType<typeof fakeWhatsApp>>;

  beforeAll(async () => {
    telegram = await fakeTelegram();
    whatsapp = await fakeWhatsApp();
    t = await startTestApp(backend, {
      TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
      TELEGRAM_API_ROOT: telegram.url,
      TELEGRAM_UPDATES: "webhook",
      TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
      WHATSAPP_TOKEN: FAKE_WHATSAPP_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_ID,
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_APP_SECRET: META_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      MESSAGE_RETRY_BASE_MS: "20",
    });
  });
  afterAll(async () => {
    await t.close();
    await telegram.close();
    await whatsapp.close();
  });

  const toBot = (update: object, secret: string | null = WEBHOOK_SECRET) =>
    t.call({
      method: "POST",
      url: "/api/telegram/webhook",
      headers: secret ? { "x-telegram-bot-api-secret-token": secret } : {},
      payload: update,
    });
  const subscriptions = async (headers: Record<string, string>) =>
    (await t.call({ method: "GET", url: "/api/get-subscription", headers })).json();
  const subscribe = (headers: Record<string, string>, payload: object) =>
    t.call({ method: "POST", url: "/api/subscribe", headers, payload });

  /** Connects Telegram the way a person does: the link from Settings, then Start in the bot's chat. */
  async function connectTelegram(headers: Record<string, string>, user: FakeChatUser) {
    const res = await subscribe(headers, { subscriptionType: "telegram" });
    expect(res.statusCode, res.body).toBe(200);
    const token = new URL(res.json().connectUrl).searchParams.get("start")!;
    expect((await toBot(telegram.textUpdate(user, `/start ${token}`))).statusCode).toBe(200);
    await eventually(() => telegram.sentTo(user.id).length > 0);
    return token;
  }

  /** Connects WhatsApp with the code sent to the number as a template message. */
  async function connectWhatsApp(headers: Record<string, string>, number?: string) {
    const before = whatsapp.messages.length;
    const res = await subscribe(headers, { subscriptionType: "whatsapp", ...(number ? { whatsappId: number } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    const sent = await eventually(() =>
      whatsapp.messages.slice(before).find((m) => (m.template as { name: string }).name === "verification_code"),
    );
    const code = (sent.template as { components: { parameters: { text: string }[] }[] }).components[0]!.parameters[0]!
      .text;
    const confirmed = await t.call({
      method: "POST",
      url: "/api/subscribe/confirm",
      headers,
      payload: { subscriptionType: "whatsapp", code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { sent, confirmed: confirmed.json() };
  }

  const accountOf = async (appId: string) =>
    (await t.db.select({ accountId: applications.accountId }).from(applications).where(eq(applications.id, appId)))[0]!
      .accountId;
  const speaks = (headers: Record<string, string>, language: string) =>
    t.call({ method: "POST", url: "/api/updateProfile", headers, payload: { language } });

  it("sets its webhook with the secret, and connects a chat by the bot's one-time link; forged updates, used or unknown links bind nothing", async () => {
    await t.app.ready();
    expect(telegram.calls.find((c) => c.method === "setWebhook")?.body).toMatchObject({
      url: "http://portal.test/api/telegram/webhook",
      secret_token: WEBHOOK_SECRET,
    });

    const merchant = await signedInMerchant(t);
    const leyla = chatUser({ username: "leyla_m", languageCode: "az" });
    const started = await subscribe(merchant.headers, { subscriptionType: "telegram" });
    expect(started.json()).toMatchObject({
      subscriptionType: "telegram",
      status: "pending",
      address: null,
      awaitingCode: false,
    });
    const link = started.json().connectUrl as string;
    expect(link).toMatch(/^https:\/\/t\.me\/portal_test_bot\?start=[\w-]{43}$/);
    const token = new URL(link).searchParams.get("start")!;
    const [stored] = await t.db
      .select()
      .from(notificationSubscriptions)
      .where(eq(notificationSubscriptions.subscriptionType, "telegram"))
      .orderBy(desc(notificationSubscriptions.createdAt))
      .limit(1);
    expect(stored!.linkTokenHash).not.toContain(token);

    // Not from Telegram: refused before anything is read.
    const update = telegram.textUpdate(leyla, `/start ${token}`);
    expect((await toBot(update, null)).statusCode).toBe(401);
    expect((await toBot(update, "not-the-secret-at-all")).statusCode).toBe(401);
    expect((await subscriptions(merchant.headers)).content[0]).toMatchObject({ status: "pending" });

    expect((await toBot(update)).statusCode).toBe(200);
    const list = await subscriptions(merchant.headers);
    expect(list).toMatchObject({ telegramBot: "@portal_test_bot", whatsappLive: true });
    expect(list.content).toEqual([
      expect.objectContaining({
        subscriptionType: "telegram",
        status: "active",
        address: "@leyla_m",
        connectUrl: null,
        expiresAt: null,
      }),
    ]);
    // The merchant chose no language yet: the bot answers in the chat's.
    expect(await eventually(() => telegram.sentTo(leyla.id)[0])).toContain("Qoşuldu");

    // The same link from someone else's chat, and a made-up one: told, bound to nothing.
    const mallory = chatUser({ username: "mallory", languageCode: "en" });
    await toBot(telegram.textUpdate(mallory, `/start ${token}`));
    await toBot(telegram.textUpdate(mallory, `/start ${"x".repeat(43)}`));
    await eventually(() => telegram.sentTo(mallory.id).length === 2);
    expect(telegram.sentTo(mallory.id).every((text) => text.includes("expired or was already used"))).toBe(true);
    expect((await subscriptions(merchant.headers)).content[0]).toMatchObject({ status: "active", address: "@leyla_m" });

    // A link not opened within 15 minutes is no good.
    const late = await signedInMerchant(t);
    const lateLink = (await subscribe(late.headers, { subscriptionType: "telegram" })).json().connectUrl as string;
    t.clock.advance(16 * 60_000);
    const slow = chatUser({ languageCode: "ru" });
    await toBot(telegram.textUpdate(slow, `/start ${new URL(lateLink).searchParams.get("start")}`));
    expect(await eventually(() => telegram.sentTo(slow.id)[0])).toContain("Срок действия ссылки истёк");
    expect((await subscriptions(late.headers)).content[0]).toMatchObject({ status: "pending" });
  });

  it("tells each subscribed user of a payment once per connected chat, in that user's language, and only about what they may see", async () => {
    const merchant = await signedInMerchant(t);
    const appId = await liveApplication(t, merchant.headers);
    const accountId = await accountOf(appId);
    await speaks(merchant.headers, "az");
    const owner = chatUser();
    await connectTelegram(merchant.headers, owner);
    await connectWhatsApp(merchant.headers);

    const colleague = await signedInSubUser(t, accountId, [], [appId]);
    await speaks(colleague.headers, "ru");
    const colleagueChat = chatUser();
    await connectTelegram(colleague.headers, colleagueChat);
    // A sub-user given no application sees none of its payments.
    const outsider = await signedInSubUser(t, accountId, [], []);
    const outsiderChat = chatUser();
    await connectTelegram(outsider.headers, outsiderChat);

    const before = {
      owner: telegram.sentTo(owner.id).length,
      colleague: telegram.sentTo(colleagueChat.id).length,
      outsider: telegram.sentTo(outsiderChat.id).length,
    };
    const whatsappBefore = whatsapp.messages.length;
    const paid = await paidTransaction(t, merchant.headers, appId, { amount: "42.50" });
    const link = `http://portal.test/billing/transactions?invoiceCode=${paid.invoiceCode}`;

    const ownerGot = await eventually(() =>
      telegram.sentTo(owner.id).length > before.owner ? telegram.sentTo(owner.id).slice(before.owner) : undefined,
    );
    const colleagueGot = await eventually(() =>
      telegram.sentTo(colleagueChat.id).length > before.colleague
        ? telegram.sentTo(colleagueChat.id).slice(before.colleague)
        : undefined,
    );
    const notices = await eventually(() => {
      const sent = whatsapp.messages.slice(whatsappBefore);
      return sent.length > 0 ? sent : undefined;
    });
    await new Promise((r) => setTimeout(r, 200));

    expect(ownerGot).toHaveLength(1);
    expect(ownerGot[0]).toContain(`${paid.invoiceCode} fakturası ödənilib`);
    expect(ownerGot[0]).toContain("42.50 AZN");
    expect(ownerGot[0]).toContain(link);
    expect(ownerGot[0]).toContain("Müştəri: Leyla Əliyeva.");
    // When, as the portal shows the payment: on Baku's clock, saying so (DESIGN §3).
    expect(ownerGot[0]).toContain(`Vaxt: ${formatRegionTime(paid.createdAt, "az", "default")} (Bakı, GMT+4).`);
    expect(colleagueGot).toHaveLength(1);
    expect(colleagueGot[0]).toContain(`счёт ${paid.invoiceCode} оплачен`);
    expect(colleagueGot[0]).toContain("Клиент: Leyla Əliyeva.");
    expect(colleagueGot[0]).toContain(`Время: ${formatRegionTime(paid.createdAt, "ru", "default")} (Баку, GMT+4).`);
    expect(telegram.sentTo(outsiderChat.id)).toHaveLength(before.outsider);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      to: merchant.mobilePhone.slice(1),
      template: {
        name: "payment_notification",
        language: { code: "az" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: expect.stringContaining("fakturası ödənilib") },
              { type: "text", text: link },
            ],
          },
        ],
      },
    });

    // Choosing no payment events, or another application, silences it.
    const otherApp = await liveApplication(t, merchant.headers);
    const quiet = await t.call({
      method: "PUT",
      url: "/api/subscribe/preferences",
      headers: colleague.headers,
      payload: { subscriptionType: "telegram", events: ["refundDone"], applicationIds: [appId] },
    });
    expect(quiet.json()).toMatchObject({ events: ["refundDone"], applicationIds: [appId] });
    const ownerOnly = await t.call({
      method: "PUT",
      url: "/api/subscribe/preferences",
      headers: merchant.headers,
      payload: { subscriptionType: "telegram", events: ["paymentReceived"], applicationIds: [otherApp] },
    });
    expect(ownerOnly.statusCode).toBe(200);
    const counts = [telegram.sentTo(owner.id).length, telegram.sentTo(colleagueChat.id).length];
    await paidTransaction(t, merchant.headers, appId);
    await eventually(() => whatsapp.messages.length >= whatsappBefore + 2);
    await new Promise((r) => setTimeout(r, 200));
    expect([telegram.sentTo(owner.id).length, telegram.sentTo(colleagueChat.id).length]).toEqual(counts);

    // Only one's own applications may be followed.
    const foreign = await t.call({
      method: "PUT",
      url: "/api/subscribe/preferences",
      headers: colleague.headers,
      payload: { subscriptionType: "telegram", events: ["refundDone"], applicationIds: [otherApp] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ applicationIds: "validation.invalid" });
  });

  it("connects a typed Telegram id with the code the bot sends there, counting wrong codes", async () => {
    const merchant = await signedInMerchant(t);
    const bad = await subscribe(merchant.headers, { subscriptionType: "telegram", telegramId: "leyla" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ telegramId: "validation.telegramId" });

    const chat = chatUser();
    const res = await subscribe(merchant.headers, { subscriptionType: "telegram", telegramId: String(chat.id) });
    expect(res.json()).toMatchObject({
      status: "pending",
      awaitingCode: true,
      connectUrl: null,
      address: expect.stringMatching(/^Telegram \d{4}\*+\d{2}$/),
    });
    const code = /\b(\d{6})\b/.exec(await eventually(() => telegram.sentTo(chat.id)[0]))![1]!;

    const wrong = await t.call({
      method: "POST",
      url: "/api/subscribe/confirm",
      headers: merchant.headers,
      payload: { subscriptionType: "telegram", code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: "OTP_INVALID", attemptsLeft: 4 });
    const right = await t.call({
      method: "POST",
      url: "/api/subscribe/confirm",
      headers: merchant.headers,
      payload: { subscriptionType: "telegram", code },
    });
    expect(right.json()).toMatchObject({ status: "active", awaitingCode: false });
    expect(await eventually(() => telegram.sentTo(chat.id)[1])).toContain("Connected");
    const again = await t.call({
      method: "POST",
      url: "/api/subscribe/confirm",
      headers: merchant.headers,
      payload: { subscriptionType: "telegram", code },
    });
    expect(again.statusCode).toBe(409);
  });

  it("connects WhatsApp with a code in the authentication template, to the user's own number by default", async () => {
    const merchant = await signedInMerchant(t);
    const { sent, confirmed } = await connectWhatsApp(merchant.headers);
    expect(sent).toMatchObject({
      messaging_product: "whatsapp",
      to: merchant.mobilePhone.slice(1),
      type: "template",
      template: { name: "verification_code", language: { code: "en" } },
    });
    const components = (sent.template as { components: { type: string; parameters: { text: string }[] }[] }).components;
    expect(components.map((c) => c.type)).toEqual(["body", "button"]);
    expect(components[1]!.parameters[0]!.text).toBe(components[0]!.parameters[0]!.text);
    expect(confirmed).toMatchObject({
      subscriptionType: "whatsapp",
      status: "active",
      address: `${merchant.mobilePhone.slice(0, 4)}*******${merchant.mobilePhone.slice(-2)}`,
    });
  });

  it("tries a test message again after three 500s and sends it once; a chat that blocked the bot shows as not working", async () => {
    const merchant = await signedInMerchant(t);
    const chat = chatUser();
    const notYet = await t.call({
      method: "POST",
      url: "/api/subscribe/test",
      headers: merchant.headers,
      payload: { subscriptionType: "telegram" },
    });
    expect(notYet.statusCode).toBe(409);
    await connectTelegram(merchant.headers, chat);

    telegram.answerNext(500, 500, 500);
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/subscribe/test",
          headers: merchant.headers,
          payload: { subscriptionType: "telegram" },
        })
      ).json(),
    ).toEqual({ ok: true });
    const delivered = await eventually(async () => {
      const [row] = await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, String(chat.id)), eq(outboxMessages.status, "sent")))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      return row && row.attempts > 1 ? row : undefined;
    });
    expect(delivered).toMatchObject({ channel: "telegram", provider: "telegram", attempts: 4, text: "" });
    expect(telegram.sentTo(chat.id).filter((text) => text.startsWith("Test message"))).toHaveLength(4);
    const log = (await t.call({ method: "GET", url: "/api/profile/deliveries", headers: merchant.headers })).json()
      .content as Record<string, unknown>[];
    expect(log[0]).toMatchObject({
      channel: "telegram",
      provider: "telegram",
      status: "sent",
      attempts: 4,
      recipient: `${String(chat.id).slice(0, 4)}***${String(chat.id).slice(-2)}`,
    });

    telegram.answerNext(403);
    await t.call({
      method: "POST",
      url: "/api/subscribe/test",
      headers: merchant.headers,
      payload: { subscriptionType: "telegram" },
    });
    const broken = await eventually(async () => {
      const { content } = await subscriptions(merchant.headers);
      return content[0].lastDelivery?.status === "failed" ? content[0] : undefined;
    });
    expect(broken.lastDelivery.error).toBe("Telegram 403: Forbidden: bot was blocked by the user");
  });

  it("disconnects from Settings, and from the chat with /stop", async () => {
    const merchant = await signedInMerchant(t);
    const chat = chatUser();
    await connectTelegram(merchant.headers, chat);
    const removed = await t.call({
      method: "DELETE",
      url: "/api/delete-subs?subscriptionType=telegram",
      headers: merchant.headers,
    });
    expect(removed.json()).toEqual({ ok: true });
    expect(
      await eventually(() => telegram.sentTo(chat.id).find((text) => text.startsWith("Disconnected"))),
    ).toBeTruthy();
    expect(
      (await t.call({ method: "DELETE", url: "/api/delete-subs?subscriptionType=telegram", headers: merchant.headers }))
        .statusCode,
    ).toBe(404);
    expect((await subscriptions(merchant.headers)).content).toEqual([]);

    await connectTelegram(merchant.headers, chat);
    await toBot(telegram.textUpdate(chat, "/stop"));
    expect((await subscriptions(merchant.headers)).content).toEqual([]);
    // Each connection and disconnection is in the audit trail, from Settings or from the chat.
    const trail = await t.db
      .select({ action: auditEvents.action, actorName: auditEvents.actorName, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(
        eq(
          auditEvents.targetId,
          (await t.call({ method: "GET", url: "/api/profile", headers: merchant.headers })).json().id,
        ),
      )
      .orderBy(auditEvents.at);
    expect(trail.map((e) => e.action)).toEqual([
      "user.notificationsConnected",
      "user.notificationsDisconnected",
      "user.notificationsConnected",
      "user.notificationsDisconnected",
    ]);
    expect(new Set(trail.map((e) => `${e.actorName} ${e.outcome}`))).toEqual(
      new Set([`${merchant.fullName} succeeded`]),
    );
    await toBot(telegram.textUpdate(chat, "/stop"));
    expect(
      await eventually(() => telegram.sentTo(chat.id).find((text) => text.includes("not connected"))),
    ).toBeTruthy();
  });

  it("answers Meta's webhook check only with the verify token, refuses unsigned events, and lets STOP disconnect the number", async () => {
    const check = (token: string) =>
      t.call({
        method: "GET",
        url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    expect((await check(VERIFY_TOKEN)).body).toBe("1158201444");
    expect((await check("guessed-token-0123456789")).statusCode).toBe(403);

    const merchant = await signedInMerchant(t);
    await connectWhatsApp(merchant.headers);
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "1",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                messages: [
                  { from: merchant.mobilePhone.slice(1), id: "wamid.1", type: "text", text: { body: "STOP" } },
                ],
              },
            },
          ],
        },
      ],
    });
    const post = (signature: string) =>
      t.call({
        method: "POST",
        url: "/api/whatsapp/webhook",
        headers: { "content-type": "application/json", "x-hub-signature-256": signature },
        payload: body,
      });
    const forged = await post(`sha256=${createHmac("sha256", "not-the-app-secret").update(body).digest("hex")}`);
    expect(forged.statusCode).toBe(401);
    expect((await subscriptions(merchant.headers)).content).toHaveLength(1);

    expect((await post(`sha256=${createHmac("sha256", META_APP_SECRET).update(body).digest("hex")}`)).statusCode).toBe(
      200,
    );
    expect((await subscriptions(merchant.headers)).content).toEqual([]);
  });

  it("warns of a hold lapsing within a day once, to users who may complete it", async () => {
    const merchant = await signedInMerchant(t);
    const appId = await liveApplication(t, merchant.headers);
    const chat = chatUser();
    await connectTelegram(merchant.headers, chat);
    const viewer = await signedInSubUser(t, await accountOf(appId), [], [appId]);
    const viewerChat = chatUser();
    await connectTelegram(viewer.headers, viewerChat);
    const hold = await paidTransaction(t, merchant.headers, appId, { preAuth: true, amount: "80.00" });

    const warn = holdLapseWarnings(t.app);
    expect(await warn()).toBe(0);
    t.clock.advance(6 * 24 * 60 * 60_000 + 60 * 60_000);
    expect(await warn()).toBe(1);
    expect(await warn()).toBe(0);
    const warning = await eventually(() => telegram.sentTo(chat.id).find((text) => text.includes("lapses on")));
    expect(warning).toContain(`the hold of 80.00 AZN (invoice ${hold.invoiceCode})`);
    // When, on the region's clock as the portal shows it, saying which (DESIGN §3).
    expect(warning).toContain(`lapses on ${formatRegionTime(hold.preAuthExpiresAt!, "en", "default")} (Baku, GMT+4).`);
    await new Promise((r) => setTimeout(r, 200));
    expect(telegram.sentTo(viewerChat.id).filter((text) => text.includes("lapses on"))).toEqual([]);
  });
});

describe.each(backends)("while Telegram does not answer, on %s", (backend) => {
  it(
    "answers the connect link and the bot's webhook with 503 and Retry-After at once, never waiting on Telegram, and works once it answers",
    { timeout: 90_000 },
    async () => {
      // Telegram's address takes every connection and never answers.
      const telegram = await fakeTelegram({ silent: true });
      const t = await startTestApp(backend, {
        TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
        TELEGRAM_API_ROOT: telegram.url,
        TELEGRAM_UPDATES: "webhook",
        TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
      });
      const timed = async <T>(call: () => PromiseLike<T>) => {
        const started = performance.now();
        const result = await call();
        return { result, ms: performance.now() - started };
      };
      try {
        // The server starts, waiting on Telegram five seconds at most.
        expect((await timed(() => t.app.ready())).ms).toBeLessThan(7_000);
        const merchant = await signedInMerchant(t);
        const subscribe = () =>
          t.call({
            method: "POST",
            url: "/api/subscribe",
            headers: merchant.headers,
            payload: { subscriptionType: "telegram" },
          });
        const leyla = chatUser({ username: "leyla_waits" });
        const toBot = (update: object, secret = WEBHOOK_SECRET) =>
          t.call({
            method: "POST",
            url: "/api/telegram/webhook",
            headers: { "x-telegram-bot-api-secret-token": secret },
            payload: update,
          });

        for (let n = 0; n < 12; n++) {
          const { result: res, ms } = await timed(subscribe);
          expect(ms).toBeLessThan(2_000);
          expect(res.statusCode).toBe(503);
          expect(res.json()).toMatchObject({ code: "UNAVAILABLE", retryAfter: 10 });
          expect(res.headers["retry-after"]).toBe("10");
        }
        const update = await timed(() => toBot(telegram.textUpdate(leyla, "/start")));
        expect(update.ms).toBeLessThan(2_000);
        expect(update.result.statusCode).toBe(503);
        expect(update.result.headers["retry-after"]).toBe("10");
        // Whoever is not Telegram learns nothing of the bot's state.
        expect((await toBot(telegram.textUpdate(leyla, "/start"), "not-the-secret-at-all")).statusCode).toBe(401);
        // The list still answers, as without a bot, and the waits cost the user none of their ten connection attempts an hour.
        const listed = await timed(() =>
          t.call({ method: "GET", url: "/api/get-subscription", headers: merchant.headers }),
        );
        expect(listed.ms).toBeLessThan(2_000);
        expect(listed.result.json()).toMatchObject({ content: [], telegramBot: null });

        telegram.speak();
        const started = await eventually(async () => {
          const res = await subscribe();
          return res.statusCode === 200 ? (res.json() as { connectUrl: string }) : undefined;
        }, 30_000);
        expect(started.connectUrl).toMatch(/^https:\/\/t\.me\/portal_test_bot\?start=/);
        expect(telegram.calls.find((c) => c.method === "setWebhook")?.body).toMatchObject({
          secret_token: WEBHOOK_SECRET,
        });
        const token = new URL(started.connectUrl).searchParams.get("start")!;
        expect((await toBot(telegram.textUpdate(leyla, `/start ${token}`))).statusCode).toBe(200);
        expect(
          (await t.call({ method: "GET", url: "/api/get-subscription", headers: merchant.headers })).json(),
        ).toMatchObject({
          telegramBot: "@portal_test_bot",
          content: [expect.objectContaining({ status: "active", address: "@leyla_waits" })],
        });
      } finally {
        await t.close();
        await telegram.close();
      }
    },
  );
});

describe.each(backends)("the bot's long poll on %s", (backend) => {
  it("takes updates by polling in one server at a time, and connects the chat", async () => {
    const telegram = await fakeTelegram();
    const t = await startTestApp(backend, {
      TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
      TELEGRAM_API_ROOT: telegram.url,
      TELEGRAM_UPDATES: "polling",
    });
    try {
      await t.app.ready();
      const merchant = await signedInMerchant(t);
      const link = (
        await t.call({
          method: "POST",
          url: "/api/subscribe",
          headers: merchant.headers,
          payload: { subscriptionType: "telegram" },
        })
      ).json().connectUrl;
      const chat = chatUser({ username: "polled" });
      telegram.push(telegram.textUpdate(chat, `/start ${new URL(link).searchParams.get("start")}`));
      await eventually(
        async () =>
          (await t.call({ method: "GET", url: "/api/get-subscription", headers: merchant.headers })).json().content[0]
            ?.status === "active",
      );
      expect(telegram.calls.some((c) => c.method === "deleteWebhook")).toBe(true);
      // The webhook address does not exist while polling.
      expect((await t.call({ method: "POST", url: "/api/telegram/webhook", payload: {} })).statusCode).toBe(404);
      expect(telegram.conflicts()).toBe(0);
    } finally {
      await t.close();
      await telegram.close();
    }
  });
});

describe.each(backends)("without a bot, on %s", (backend) => {
  it("opens the sandbox's stand-in for Telegram, whose Start connects a test chat; its messages wait in the outbox", async () => {
    const t = await startTestApp(backend);
    try {
      const merchant = await signedInMerchant(t);
      const started = await t.call({
        method: "POST",
        url: "/api/subscribe",
        headers: { ...merchant.headers, host: "localhost:3000" },
        payload: { subscriptionType: "telegram" },
      });
      const link = new URL(started.json().connectUrl);
      expect(link.pathname).toBe("/sandbox/telegram");
      expect(
        (await t.call({ method: "GET", url: "/api/get-subscription", headers: merchant.headers })).json(),
      ).toMatchObject({
        telegramBot: null,
        whatsappLive: false,
      });

      const page = await t.call({ method: "GET", url: `${link.pathname}${link.search}` });
      expect(page.headers["content-type"]).toContain("text/html");
      const chatId = /data-chat="(\d+)"/.exec(page.body)![1]!;
      expect(page.body).toContain(`data-token="${link.searchParams.get("start")}"`);
      const pressed = await t.call({
        method: "POST",
        url: "/sandbox/telegram/start",
        payload: { token: link.searchParams.get("start"), chatId },
      });
      expect(pressed.json()).toEqual({ ok: true });
      expect(
        (await t.call({ method: "GET", url: "/api/get-subscription", headers: merchant.headers })).json().content[0],
      ).toMatchObject({
        status: "active",
        address: "Sandbox chat",
      });

      await t.call({
        method: "POST",
        url: "/api/subscribe/test",
        headers: merchant.headers,
        payload: { subscriptionType: "telegram" },
      });
      const outbox = (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${chatId}` })).json();
      expect(outbox.map((m: { channel: string; text: string }) => [m.channel, m.text.split(".")[0]])).toEqual([
        ["telegram", "Test message: payment notifications of the merchant portal reach you here"],
        ["telegram", "Connected"],
      ]);
    } finally {
      await t.close();
    }
  });
});
