import { type BulkColumn, bulkColumnHeaders, bulkColumns, XLSX_MEDIA_TYPE } from "@portal/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "@/db/schema";
import { eventually } from "@/test-support/eventually";
import { FAKE_BOT_TOKEN, fakeTelegram } from "@/test-support/fake-messengers";
import { daysFromNow, liveApplication, paidTransaction, signedInMerchant, signedInSubUser } from "@/test-support/flows";
import { payoutWithSeededCode } from "@/test-support/payouts";
import { multipartFile } from "@/test-support/multipart";
import { xlsxOf } from "@/test-support/spreadsheets";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const WEBHOOK_SECRET = "telegram-webhook-secret-0123";
let chats = 0;

/** What connected chats hear of the account's work besides payments: payouts to review, bulk uploads processed. */
describe.each(backends)("notifications of the account's work on %s", (backend) => {
  let t: TestApp;
  let telegram: Awaited<ReturnType<typeof fakeTelegram>>;
  beforeAll(async () => {
    telegram = await fakeTelegram();
    t = await startTestApp(backend, {
      TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
      TELEGRAM_API_ROOT: telegram.url,
      TELEGRAM_UPDATES: "webhook",
      TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await t.close();
    await telegram.close();
  });

  async function connectTelegram(headers: Record<string, string>) {
    const user = { id: 710_000_000 + (chats += 1), firstName: "Rashad" };
    const token = new URL(
      (
        await t.call({ method: "POST", url: "/api/subscribe", headers, payload: { subscriptionType: "telegram" } })
      ).json().connectUrl,
    ).searchParams.get("start");
    await t.call({
      method: "POST",
      url: "/api/telegram/webhook",
      headers: { "x-telegram-bot-api-secret-token": WEBHOOK_SECRET },
      payload: telegram.textUpdate(user, `/start ${token}`),
    });
    await eventually(() => telegram.sentTo(user.id).length > 0);
    return user;
  }

  it("asks the reviewers, not the payout's maker, to review a payout above the threshold", async () => {
    const merchant = await signedInMerchant(t);
    const appId = await liveApplication(t, merchant.headers);
    const [{ accountId }] = (await t.db
      .select({ accountId: applications.accountId })
      .from(applications)
      .where(eq(applications.id, appId))) as [{ accountId: string }];
    await paidTransaction(t, merchant.headers, appId, { amount: "2000.00" });
    await t.call({
      method: "PUT",
      url: "/api/wallets/payout-settings",
      payload: { reviewThreshold: 100 },
      headers: merchant.headers,
    });
    const reviewer = await signedInSubUser(t, accountId, ["payoutReview"]);
    const maker = await signedInSubUser(t, accountId, ["payoutPayment"]);
    const [ownerChat, reviewerChat, makerChat] = [
      await connectTelegram(merchant.headers),
      await connectTelegram(reviewer.headers),
      await connectTelegram(maker.headers),
    ];

    const made = await payoutWithSeededCode(t, maker, appId, {
      kind: "iban",
      account: "AZ21NABZ00000000137010001944",
      amount: 500,
      description: "Supplier",
    });
    expect(made.json()).toMatchObject({ status: "review" });
    const asked = `a payout of 500.00 AZN made by ${maker.fullName} is waiting for review`;
    expect(await eventually(() => telegram.sentTo(reviewerChat.id).find((text) => text.includes(asked)))).toContain(
      "http://portal.test/billing/payouts",
    );
    expect(await eventually(() => telegram.sentTo(ownerChat.id).find((text) => text.includes(asked)))).toBeTruthy();
    await new Promise((r) => setTimeout(r, 200));
    expect(telegram.sentTo(makerChat.id).filter((text) => text.includes("waiting for review"))).toEqual([]);
  });

  it("tells who may upload that a bulk upload is processed, with its counts", async () => {
    const merchant = await signedInMerchant(t);
    const appId = await liveApplication(t, merchant.headers);
    const chat = await connectTelegram(merchant.headers);
    const columns = bulkColumns.map((c) => bulkColumnHeaders.en[c]);
    const row = (bookingId: string): Partial<Record<BulkColumn, unknown>> => ({
      bookingId,
      fullName: "Leyla Əliyeva",
      phone: "+994551234567",
      amount: 25.5,
      currency: "AZN",
      description: "Room 204",
      linkExpirationDate: daysFromNow(t, 10),
    });
    const form = multipartFile(
      "file",
      "guests.xlsx",
      XLSX_MEDIA_TYPE,
      xlsxOf([columns, ...[row("N-1"), row("N-2")].map((r) => bulkColumns.map((c) => r[c] ?? ""))]),
    );
    const uploaded = await t.call({
      method: "POST",
      url: `/api/bulk/upload/${appId}`,
      headers: { ...merchant.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json().id as string;
    expect(
      (
        await t.call({
          method: "POST",
          url: `/api/bulk/process/${id}`,
          headers: merchant.headers,
          payload: { sms: false, email: false },
        })
      ).statusCode,
    ).toBe(202);
    const told = await eventually(() =>
      telegram.sentTo(chat.id).find((text) => text.startsWith("Bulk upload guests.xlsx is processed")),
    );
    expect(told).toContain("2 invoices created, 0 rows failed, 0 links sent");
    expect(told).toContain(`http://portal.test/billing/bulk-invoice/${id}`);
  });
});
