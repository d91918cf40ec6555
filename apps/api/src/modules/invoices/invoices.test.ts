import type { Invoice, Transaction } from "@portal/contracts";
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MERCHANT, seedDemoMerchant } from "@/modules/demo/demo-merchant";
import { invoiceEvents, invoices } from "@/db/schema";
import {
  bearer,
  createdInvoice,
  daysFromNow,
  invoiceBody,
  liveApplication,
  registerAndConfirm,
  signIn,
  signedInMerchant,
  testCard,
} from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { invoiceJobs } from "./invoice-jobs";

const DAY_MS = 24 * 60 * 60_000;

describe.each(backends)("invoices on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const outbox = async (to: string) =>
    (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` })).json() as {
      channel: string;
      text: string;
    }[];
  const invoiceCount = async () => (await t.db.select({ n: count() }).from(invoices))[0]!.n;

  it("creates an invoice with its code, payment link and history", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    expect(invoice).toMatchObject({
      amount: 125.5,
      currency: "AZN",
      status: "created",
      source: "link",
      createdBy: m.fullName,
      appName: "Caspian Tours",
      paymentUrl: `http://portal.test/pay/${invoice.invoiceCode}`,
    });
    expect(invoice.invoiceCode).toMatchObject(/^[A-HJ-NP-Z2-9]{10}$/);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.amount).toBe(12_550n);
    const history = (
      await t.call({ method: "GET", url: `/api/invoices/log/history/${invoice.id}`, headers: m.headers })
    ).json();
    expect(history).toEqual([
      expect.objectContaining({ action: "created", status: "created", actorType: "user", actorName: m.fullName }),
    ]);
  });

  it.each([
    ["amount", { amount: "0" }, "validation.amountZero"],
    ["amount", { amount: "0.5" }, "validation.amountMin"],
    ["amount", { amount: "40000" }, "validation.amountMax"],
    ["amount", { amount: 40000 }, "validation.amountMax"],
    ["amount", { amount: "1.005" }, "validation.amountDecimals"],
    ["amount", { amount: "1e3" }, "validation.amountNumber"],
    ["amount", { amount: "-5" }, "validation.amountMin"],
    ["amount", { amount: -5 }, "validation.amountMin"],
    ["amount", { amount: "" }, "validation.required"],
    ["currency", { currency: "XYZ" }, expect.any(String)],
    ["fullName", { fullName: "  " }, "validation.required"],
    ["phone", { phone: "0551234567" }, "validation.phone"],
    ["email", { email: "leyla.example.az" }, "validation.email"],
    ["dueDate", { dueDate: "2026-13-01" }, "validation.date"],
    ["category", { category: "casino" }, "validation.invalid"],
    ["description", { description: "" }, "validation.required"],
    ["bookingId", { bookingId: "" }, "validation.required"],
    ["linkExpirationDate", { linkExpirationDate: "2026-02-30" }, "validation.date"],
    ["linkExpirationDate", { linkExpirationDate: undefined }, "validation.required"],
    ["installment.period", { installment: { cardType: "birKart", period: 45 } }, "validation.required"],
    ["appId", { appId: "not-an-id" }, "validation.required"],
  ])("refuses a bad %s (%j) with 400 and writes nothing", async (field, overrides, message) => {
    const before = await invoiceCount();
    const res = await t.call({
      method: "POST",
      url: "/api/bookings",
      headers: m.headers,
      payload: invoiceBody(t, appId, overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { [field]: message } });
    expect(await invoiceCount()).toBe(before);
  });

  it("tells the new invoice form the link lifetime chosen last: the newest invoice made on the form, of this merchant only", async () => {
    const fresh = await signedInMerchant(t);
    const freshApp = await liveApplication(t, fresh.headers);
    const defaults = async (headers: Record<string, string>) => {
      const res = await t.call({ method: "GET", url: "/api/invoices/form-defaults", headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { lastLink: { createdAt: string; linkExpirationDate: string } | null };
    };
    expect(await defaults(fresh.headers)).toEqual({ lastLink: null });

    await createdInvoice(t, fresh.headers, freshApp, { linkExpirationDate: daysFromNow(t, 3) });
    t.clock.advance(60_000);
    const chosen = await createdInvoice(t, fresh.headers, freshApp, { linkExpirationDate: daysFromNow(t, 14) });
    expect(await defaults(fresh.headers)).toEqual({
      lastLink: { createdAt: chosen.createdAt, linkExpirationDate: daysFromNow(t, 14) },
    });

    // An invoice made elsewhere (the merchant API, a bulk file, a QR page) is not a choice made on the form.
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, chosen.id));
    const { id: _id, ...copy } = row!;
    await t.db.insert(invoices).values({
      ...copy,
      invoiceCode: "APIORDER23",
      source: "api",
      linkExpirationDate: daysFromNow(t, 30),
      createdAt: new Date(t.clock.now().getTime() + 60_000),
    });
    expect((await defaults(fresh.headers)).lastLink?.linkExpirationDate).toBe(daysFromNow(t, 14));

    // Another merchant's choice is theirs.
    expect((await defaults(m.headers)).lastLink?.createdAt).not.toBe(chosen.createdAt);
  });

  it("takes 39 999.99, and refuses a link that expires today and a recurrence without a later date", async () => {
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/bookings",
          headers: m.headers,
          payload: invoiceBody(t, appId, { amount: "39999.99" }),
        })
      ).statusCode,
    ).toBe(201);
    const today = await t.call({
      method: "POST",
      url: "/api/bookings",
      headers: m.headers,
      payload: invoiceBody(t, appId, { linkExpirationDate: daysFromNow(t, 0) }),
    });
    expect(today.json()).toMatchObject({ fields: { linkExpirationDate: "validation.linkExpiration" } });
    const recurring = await t.call({
      method: "POST",
      url: "/api/bookings",
      headers: m.headers,
      payload: invoiceBody(t, appId, { recurrence: "monthly" }),
    });
    expect(recurring.json()).toMatchObject({ fields: { scheduledPaymentDate: "validation.required" } });
    const past = await t.call({
      method: "POST",
      url: "/api/bookings",
      headers: m.headers,
      payload: invoiceBody(t, appId, { recurrence: "monthly", scheduledPaymentDate: daysFromNow(t, -1) }),
    });
    expect(past.json()).toMatchObject({ fields: { scheduledPaymentDate: "validation.scheduledPaymentDate" } });
  });

  it("seeds the demo merchant with a live application that can invoice at once", async () => {
    await seedDemoMerchant(t.db);
    await seedDemoMerchant(t.db);
    const demo = { headers: bearer((await signIn(t, DEMO_MERCHANT)).accessToken) };
    const apps = (await t.call({ method: "GET", url: "/api/apps", headers: demo.headers })).json();
    expect(apps).toEqual([
      expect.objectContaining({ appName: "Demo Store", status: "live", contractStatus: "signed" }),
    ]);
    await createdInvoice(t, demo.headers, apps[0].id);
  });

  it("issues invoices only from the account's live applications", async () => {
    const other = await signedInMerchant(t);
    const theirs = await t.call({
      method: "POST",
      url: "/api/bookings",
      headers: other.headers,
      payload: invoiceBody(t, appId),
    });
    expect(theirs.statusCode).toBe(404);
    const { appId: draftId } = await import("@/test-support/flows").then((f) => f.connectedBusiness(t, m.headers));
    const draft = await t.call({
      method: "POST",
      url: "/api/bookings",
      headers: m.headers,
      payload: invoiceBody(t, draftId),
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toMatchObject({ fields: { appId: "validation.appNotLive" } });
  });

  it("sends the link by SMS with the application's template and by e-mail, and the invoice then says it was sent", async () => {
    const invoice = await createdInvoice(t, m.headers, appId, { phone: "+994551110001", email: "guest1@example.az" });
    expect(invoice).toMatchObject({ sentBySms: false, sentByEmail: false });
    const res = await t.call({
      method: "POST",
      url: "/api/bookings/send-invoice",
      headers: { ...m.headers, "accept-language": "az" },
      payload: { invoiceId: invoice.id, sms: true, email: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sms: "+994551110001", email: "guest1@example.az" });
    const [sms] = await outbox("+994551110001");
    expect(sms!.text).toBe(
      `Dear Leyla Əliyeva, your invoice ${invoice.invoiceCode} for 125.50 AZN is ready. Pay here: ${invoice.paymentUrl}`,
    );
    const [mail] = await outbox("guest1@example.az");
    expect(mail!.text).toContain(invoice.paymentUrl);
    expect(mail!.text).toContain("Hörmətli Leyla Əliyeva");
    const history = (
      await t.call({ method: "GET", url: `/api/invoices/log/history/${invoice.id}`, headers: m.headers })
    ).json();
    expect(history[0]).toMatchObject({ action: "sent", details: { channels: ["sms", "email"] } });
    const detail = (
      await t.call({ method: "GET", url: `/api/booking/invoice/${invoice.id}`, headers: m.headers })
    ).json();
    expect(detail).toMatchObject({ sentBySms: true, sentByEmail: true });
  });

  it("refuses a sixth send of one invoice within the hour with 429 and when to try again (the portal says so)", async () => {
    const invoice = await createdInvoice(t, m.headers, appId, { email: "guest2@example.az" });
    const send = () =>
      t.call({
        method: "POST",
        url: "/api/bookings/send-invoice",
        headers: m.headers,
        payload: { invoiceId: invoice.id, email: true },
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", retryAfter: expect.any(Number) });
    expect(refused.json().retryAfter).toBeGreaterThan(0);
    expect(refused.json().retryAfter).toBeLessThanOrEqual(3600);
  });

  it("refuses to send without a channel, or by e-mail without an address", async () => {
    const invoice = await createdInvoice(t, m.headers, appId, { email: "" });
    const none = await t.call({
      method: "POST",
      url: "/api/bookings/send-invoice",
      headers: m.headers,
      payload: { invoiceId: invoice.id },
    });
    expect(none.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { sms: "validation.sendChannel" } });
    const mail = await t.call({
      method: "POST",
      url: "/api/bookings/send-invoice",
      headers: m.headers,
      payload: { invoiceId: invoice.id, email: true },
    });
    expect(mail.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { email: "validation.required" } });
  });

  describe("the list", () => {
    let merchant: Awaited<ReturnType<typeof signedInMerchant>>;
    let made: Invoice[];
    beforeAll(async () => {
      merchant = await signedInMerchant(t);
      const app = await liveApplication(t, merchant.headers);
      made = [];
      for (let i = 0; i < 12; i++) {
        made.push(
          await createdInvoice(t, merchant.headers, app, {
            amount: String(10 + i),
            bookingId: `BK-${100 + i}`,
            fullName: i === 3 ? "Rəşad Quliyev" : "Leyla Əliyeva",
            email: i === 4 ? "special@example.az" : "leyla@example.az",
          }),
        );
        t.clock.advance(1000);
      }
      await t.call({ method: "DELETE", url: `/api/invoice/${made[5]!.id}`, headers: merchant.headers });
    });
    const list = async (query: string) => {
      const res = await t.call({ method: "GET", url: `/api/invoices?${query}`, headers: merchant.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        content: Invoice[];
        totalElements: number;
        totalPages: number;
        page: number;
        size: number;
        nextCursor: string | null;
        previousCursor: string | null;
      };
    };

    it("pages by ten, newest first", async () => {
      const first = await list("page=0");
      expect(first).toMatchObject({ page: 0, size: 10, totalElements: 12, totalPages: 2 });
      expect(first.content[0]!.id).toBe(made[11]!.id);
      const second = await list("page=1");
      expect(second.content.map((i) => i.id)).toEqual([made[1]!.id, made[0]!.id]);
    });

    it("moves by cursor to the pages the numbers give, and to the last page, at any depth", async () => {
      const first = await list("page=0");
      expect(first.previousCursor).toBeNull();
      const second = await list(`page=1&cursor=${first.nextCursor}`);
      expect(second).toMatchObject({ page: 1, nextCursor: null });
      expect(second.content.map((i) => i.id)).toEqual([made[1]!.id, made[0]!.id]);
      const back = await list(`page=0&cursor=${second.previousCursor}`);
      expect(back.content.map((i) => i.id)).toEqual(first.content.map((i) => i.id));
      const last = await list("cursor=last");
      expect(last.page).toBe(1);
      expect(last.content.map((i) => i.id)).toEqual([made[1]!.id, made[0]!.id]);
    });

    it.each([
      ["status=canceled", [5]],
      ["amount=13", [3]],
      ["amount=13.00", [3]],
      ["bookingId=BK-107", [7]],
      ["guestName=r%C9%99%C5%9Fad", [3]],
      ["email=SPECIAL", [4]],
      ["appName=caspian&bookingId=BK-10", [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]],
    ])("filters by %s", async (query, indexes) => {
      const page = await list(query);
      expect(page.content.map((i) => i.id)).toEqual(indexes.map((i) => made[i]!.id));
    });

    it("filters by invoice code and by creation dates", async () => {
      expect((await list(`invoiceCode=${made[2]!.invoiceCode.toLowerCase()}`)).content.map((i) => i.id)).toEqual([
        made[2]!.id,
      ]);
      const today = daysFromNow(t, 0);
      expect((await list(`from=${today}&to=${today}`)).totalElements).toBe(12);
      expect((await list(`from=${daysFromNow(t, 1)}`)).totalElements).toBe(0);
      expect((await list(`to=${daysFromNow(t, -1)}`)).totalElements).toBe(0);
    });

    it("refuses bad filters with 400", async () => {
      for (const query of ["page=-1", "status=lost", "from=2026-13-01", "amount=abc"]) {
        const res = await t.call({ method: "GET", url: `/api/invoices?${query}`, headers: merchant.headers });
        expect(res.statusCode, query).toBe(400);
      }
    });
  });

  it("edits an unpaid invoice and records who did", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const { appId: _a, ...fields } = invoiceBody(t, appId, { amount: "200", description: "Three nights" });
    const res = await t.call({
      method: "PUT",
      url: `/api/booking/invoice/${invoice.id}`,
      headers: m.headers,
      payload: fields,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 200, description: "Three nights", lastModifiedBy: m.fullName });
    const history = (
      await t.call({ method: "GET", url: `/api/invoices/log/history/${invoice.id}`, headers: m.headers })
    ).json();
    expect(history[0]).toMatchObject({
      action: "updated",
      actorName: m.fullName,
      details: { fields: ["amount", "description"] },
    });
    const bad = await t.call({
      method: "PUT",
      url: `/api/booking/invoice/${invoice.id}`,
      headers: m.headers,
      payload: { ...fields, amount: "40000" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("edits an invoice whose recurrence was stopped, without restarting it", async () => {
    const invoice = await createdInvoice(t, m.headers, appId, {
      recurrence: "monthly",
      scheduledPaymentDate: daysFromNow(t, 10),
    });
    await t.call({ method: "POST", url: `/api/invoices/${invoice.id}/stop-recurrence`, headers: m.headers });
    const { appId: _a, ...fields } = invoiceBody(t, appId, {
      amount: "99",
      recurrence: "monthly",
      scheduledPaymentDate: null,
      installment: { cardType: "tamKart", period: 180 },
    });
    const res = await t.call({
      method: "PUT",
      url: `/api/booking/invoice/${invoice.id}`,
      headers: m.headers,
      payload: fields,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      amount: 99,
      recurrence: "monthly",
      recurrenceStopped: true,
      scheduledPaymentDate: null,
    });
    const history = (
      await t.call({ method: "GET", url: `/api/invoices/log/history/${invoice.id}`, headers: m.headers })
    ).json();
    expect(history[0].details.fields).toEqual(["amount", "installment"]);
  });

  it("deletes (cancels) an unpaid invoice once", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const res = await t.call({ method: "DELETE", url: `/api/invoice/${invoice.id}`, headers: m.headers });
    expect(res.json()).toMatchObject({ status: "canceled", lastModifiedBy: m.fullName });
    expect((await t.call({ method: "DELETE", url: `/api/invoice/${invoice.id}`, headers: m.headers })).statusCode).toBe(
      409,
    );
    const { appId: _a, ...fields } = invoiceBody(t, appId);
    expect(
      (await t.call({ method: "PUT", url: `/api/booking/invoice/${invoice.id}`, headers: m.headers, payload: fields }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/bookings/send-invoice",
          headers: m.headers,
          payload: { invoiceId: invoice.id, sms: true },
        })
      ).statusCode,
    ).toBe(409);
  });

  it("lists an invoice's attempts each under its own id, which opens that attempt", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const pay = (cardNumber: string, remoteAddress: string) =>
      t.call({
        method: "POST",
        url: `/api/checkout/${invoice.invoiceCode}/pay`,
        payload: {
          cardNumber,
          expiry: "12/30",
          cvv: "123",
          cardHolder: "LEYLA ALIYEVA",
          language: "en",
          amount: 125.5,
          currency: "AZN",
        },
        remoteAddress,
      });
    const declined = await pay(testCard("decline"), "198.51.100.201");
    const approved = await pay(testCard("approve"), "198.51.100.202");
    const attemptIds = [approved.json().transactionId as string, declined.json().transactionId as string];
    expect(new Set(attemptIds).size).toBe(2);

    const res = await t.call({ method: "GET", url: `/api/invoices/${invoice.id}/transactions`, headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json() as Transaction[];
    expect(listed.map((x) => x.id)).toEqual(attemptIds);
    expect(listed.map((x) => x.invoiceId)).toEqual([invoice.id, invoice.id]);
    expect(listed.map((x) => x.status)).toEqual(["success", "declined"]);
    const pageable = (
      await t.call({
        method: "GET",
        url: `/api/transactionsPageable?invoiceCode=${invoice.invoiceCode}`,
        headers: m.headers,
      })
    ).json();
    expect(listed[0]!.id).toBe(pageable.content[0].id);
    for (const attempt of listed) {
      const opened = await t.call({ method: "GET", url: `/api/transactions/${attempt.id}`, headers: m.headers });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toEqual(attempt);
    }
  });

  it("answers 404 for another account's invoice on every call", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const other = await signedInMerchant(t);
    const { appId: _a, ...fields } = invoiceBody(t, appId);
    const calls = [
      { method: "GET", url: `/api/booking/invoice/${invoice.id}` },
      { method: "PUT", url: `/api/booking/invoice/${invoice.id}`, payload: fields },
      { method: "DELETE", url: `/api/invoice/${invoice.id}` },
      { method: "GET", url: `/api/invoices/${invoice.id}/transactions` },
      { method: "GET", url: `/api/invoices/log/history/${invoice.id}` },
      { method: "GET", url: `/api/invoices/${invoice.id}/qr` },
      { method: "POST", url: `/api/invoices/${invoice.id}/stop-recurrence` },
      { method: "POST", url: "/api/bookings/send-invoice", payload: { invoiceId: invoice.id, sms: true } },
    ] as const;
    for (const call of calls) {
      const res = await t.call({ ...call, headers: other.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await t.call({ method: "GET", url: "/api/invoices", headers: other.headers })).json().totalElements).toBe(
      0,
    );
    expect((await t.call({ method: "GET", url: `/api/booking/invoice/${invoice.id}` })).statusCode).toBe(401);
  });

  it("serves the status list at meta-invoice, with and without /api", async () => {
    for (const url of ["/meta-invoice", "/api/meta-invoice"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.json()).toContainEqual({ value: "preAuthExpired", label: "Pre-auth expired" });
    }
  });

  it("draws the payment link's QR code", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    const res = await t.call({ method: "GET", url: `/api/invoices/${invoice.id}/qr`, headers: m.headers });
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });

  it("expires invoices whose link expiration passed", async () => {
    const invoice = await createdInvoice(t, m.headers, appId, { linkExpirationDate: daysFromNow(t, 1) });
    const jobs = invoiceJobs(t.app);
    await jobs.expireInvoices();
    expect(
      (await t.call({ method: "GET", url: `/api/booking/invoice/${invoice.id}`, headers: m.headers })).json().status,
    ).toBe("created");
    t.clock.advance(2 * DAY_MS);
    try {
      await jobs.expireInvoices();
      // Two days on, the session has ended too: read the database.
      const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
      expect(row!.status).toBe("expired");
      const [event] = await t.db
        .select()
        .from(invoiceEvents)
        .where(eq(invoiceEvents.invoiceId, invoice.id))
        .orderBy(desc(invoiceEvents.seq))
        .limit(1);
      expect(event).toMatchObject({ action: "expired", actorType: "system" });
    } finally {
      t.clock.advance(-2 * DAY_MS);
    }
  });

  it("issues and sends the next invoice of a recurrence on its date, until stopped", async () => {
    // Remembered for 30 days, so the session outlives the week the clock moves on.
    const registered = await registerAndConfirm(t);
    const merchant = { headers: bearer((await signIn(t, registered, true)).accessToken) };
    const app = await liveApplication(t, merchant.headers);
    const phone = "+994557770011";
    const invoice = await createdInvoice(t, merchant.headers, app, {
      phone,
      recurrence: "weekly",
      scheduledPaymentDate: daysFromNow(t, 1),
      linkExpirationDate: daysFromNow(t, 2),
    });
    await t.call({
      method: "POST",
      url: "/api/bookings/send-invoice",
      headers: merchant.headers,
      payload: { invoiceId: invoice.id, sms: true },
    });
    const jobs = invoiceJobs(t.app);
    expect(await jobs.issueRecurring()).toBe(0);
    t.clock.advance(DAY_MS);
    try {
      expect(await jobs.issueRecurring()).toBe(1);
      expect(await jobs.issueRecurring()).toBe(0);
      const page = (await t.call({ method: "GET", url: "/api/invoices", headers: merchant.headers })).json();
      expect(page.totalElements).toBe(2);
      const child = page.content[0] as Invoice;
      expect(child).toMatchObject({
        source: "recurring",
        recurrence: "none",
        amount: 125.5,
        linkExpirationDate: daysFromNow(t, 2),
      });
      const [sms] = await outbox(phone);
      expect(sms!.text).toContain(child.invoiceCode);
      const parent = (
        await t.call({ method: "GET", url: `/api/booking/invoice/${invoice.id}`, headers: merchant.headers })
      ).json();
      expect(parent.scheduledPaymentDate).toBe(daysFromNow(t, 7));

      const stopped = await t.call({
        method: "POST",
        url: `/api/invoices/${invoice.id}/stop-recurrence`,
        headers: merchant.headers,
      });
      expect(stopped.json()).toMatchObject({ recurrenceStopped: true, scheduledPaymentDate: null });
      t.clock.advance(7 * DAY_MS);
      expect(await jobs.issueRecurring()).toBe(0);
      t.clock.advance(-7 * DAY_MS);
      expect(
        (
          await t.call({
            method: "POST",
            url: `/api/invoices/${invoice.id}/stop-recurrence`,
            headers: merchant.headers,
          })
        ).statusCode,
      ).toBe(409);
    } finally {
      t.clock.advance(-DAY_MS);
    }
  });
});
