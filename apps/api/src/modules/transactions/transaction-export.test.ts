import { randomBytes, randomUUID } from "node:crypto";
import { PassThrough } from "node:stream";
import { type Invoice, type Transaction, type TransactionPage, XLSX_MEDIA_TYPE } from "@portal/contracts";
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { transactions, users } from "@/db/schema";
import { wholeAccount } from "@/lib/scope";
import { sandboxTestCards } from "@/providers/acquirer/sandbox-acquirer";
import { createdInvoice, writtenTransaction, liveApplication, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { ExportAborted, writeTransactionsWorkbook } from "./transaction-export";
import { type ExportedTransaction, exportedTransactions } from "./transaction-export.repo";
import { REPORTS_PER_HOUR, sendTransactionsReport } from "./transaction-report";
import { transactionStatusLabel } from "./transaction-status-labels";

const APPROVE = sandboxTestCards.find((c) => c.outcome === "approve")!.number;
const HYPERLINK = '=HYPERLINK("http://x","y")';
const BAKU_OFFSET_MS = 4 * 3600_000;

interface Sheet {
  name: string;
  header: unknown[];
  /** The transactions, one a row. */
  rows: ExcelJS.Row[];
  /** Below them, after a blank row: a totals row per currency. */
  totals: ExcelJS.Row[];
}

const COLUMNS = 19;

/** The workbook read back with ExcelJS's reader: its one sheet, the header, the rows and the totals under them. */
async function sheetOf(bytes: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push(row));
  const blank = rows.findIndex((row) => row.number > 1 && valuesOf(row).every((value) => value === null));
  const listed = blank === -1 ? rows.slice(1) : rows.slice(1, blank);
  const totals = blank === -1 ? [] : rows.slice(blank + 1);
  // Every transaction's row starts with its date; the totals only come after the blank row.
  expect(listed.every((row) => row.getCell(1).value instanceof Date)).toBe(true);
  return { name: sheet.name, header: valuesOf(rows[0]!), rows: listed, totals };
}
const valuesOf = (row: ExcelJS.Row) => Array.from({ length: COLUMNS }, (_, i) => row.getCell(i + 1).value ?? null);
const brandNames: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  unionpay: "UnionPay",
};

/** What the export's row says of a transaction as the list shows it (English). */
const expectedRow = (x: Transaction) => [
  new Date(Math.floor((Date.parse(x.createdAt) + BAKU_OFFSET_MS) / 1000) * 1000),
  x.orderId,
  null,
  x.appName,
  /^[=+\-@]/.test(x.fullName) ? `'${x.fullName}` : x.fullName || null,
  x.cardNumber,
  brandNames[x.cardBrand] ?? "Other",
  x.amount,
  x.currency,
  transactionStatusLabel(x.status, "en"),
  x.capturedAmount,
  x.totalRefunded,
  x.netAmount,
  x.totalReversed,
  x.rrn,
  x.approvalCode,
  x.invoiceCode,
  x.bookingId,
  /^[=+\-@]/.test(x.description) ? `'${x.description}` : x.description,
];

describe.each(backends)("transactions export on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let accountId: string;
  let other: Awaited<ReturnType<typeof signedInMerchant>>;

  const get = (url: string, headers: Record<string, string> = m.headers) => t.call({ method: "GET", url, headers });
  const download = async (query: string, headers: Record<string, string> = m.headers) => {
    const res = await get(`/api/transactions-excel?${query}`, headers);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res;
  };
  /** Every row of the list for a filter, page by page (by cursor, as the portal moves). */
  async function listed(query: string, headers = m.headers): Promise<Transaction[]> {
    const all: Transaction[] = [];
    let cursor = "";
    for (let page = 0; ; page += 1) {
      const res = await get(
        `/api/transactionsPageable?${query}&page=${page}${cursor ? `&cursor=${cursor}` : ""}`,
        headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as TransactionPage;
      all.push(...body.content);
      if (!body.nextCursor) return all;
      cursor = body.nextCursor;
    }
  }

  const attempt = (invoice: Invoice, values: Parameters<typeof writtenTransaction>[3], account = accountId) =>
    writtenTransaction(t, account, invoice, values);
  const accountOf = async (email: string) =>
    (await t.db.select({ accountId: users.accountId }).from(users).where(eq(users.email, email)))[0]!.accountId;

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    accountId = await accountOf(m.email);

    // One real payment through the checkout, and attempts written straight to the table.
    const paidInvoice = await createdInvoice(t, m.headers, appId, {
      bookingId: "BK-EXPORT",
      fullName: "Leyla Əliyeva",
    });
    const paid = await t.call({
      method: "POST",
      url: `/api/checkout/${paidInvoice.invoiceCode}/pay`,
      payload: {
        cardNumber: APPROVE,
        expiry: "12/30",
        cvv: "123",
        cardHolder: "LEYLA ALIYEVA",
        language: "az",
        amount: 125.5,
        currency: "AZN",
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const invoice = await createdInvoice(t, m.headers, appId, {
      bookingId: "BK-EXPORT",
      fullName: "Murad Quliyev",
      description: "Conference hall",
    });
    for (let i = 0; i < 23; i += 1) {
      // Two at one instant: the id breaks the tie, in the list and in the export.
      const at = new Date(Date.UTC(2026, 2, 1, 6, i === 7 ? 8 : i, 30, 250));
      await attempt(invoice, {
        orderId: `X-${String(i).padStart(2, "0")}`,
        createdAt: at,
        amount: BigInt(1_000 + i * 1_234_567),
        rrn: i % 5 ? null : `70000000000${i % 10}`,
      });
    }
    const injected = await createdInvoice(t, m.headers, appId, {
      bookingId: "BK-EXPORT",
      fullName: "Nigar Xəlilova",
      description: HYPERLINK,
    });
    await attempt(injected, {
      orderId: "X-INJECTED",
      createdAt: new Date("2026-03-02T21:15:00Z"),
      status: "partialRefunded",
      amount: 20_000n,
      capturedAmount: 20_000n,
      totalRefunded: 2_550n,
      rrn: "700000000099",
      approvalCode: "A1B2C3",
      cardHolder: "@SUM(A1)",
      fullName: "-2+3",
    });

    // Another merchant's rows, booked the same: never in this merchant's file.
    other = await signedInMerchant(t);
    const otherApp = await liveApplication(t, other.headers);
    const otherInvoice = await createdInvoice(t, other.headers, otherApp, { bookingId: "BK-EXPORT" });
    for (let i = 0; i < 3; i += 1)
      await attempt(
        otherInvoice,
        { orderId: `OTHER-${i}`, createdAt: new Date(Date.UTC(2026, 2, 1, 7, i)) },
        await accountOf(other.email),
      );
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("streams every matching row as an .xlsx, the same rows and values the list shows", async () => {
    const res = await download("bookingId=BK-EXPORT&offset=0&isEmail=false", {
      ...m.headers,
      "accept-encoding": "br, gzip",
    });
    expect(res.headers["content-type"]).toBe(XLSX_MEDIA_TYPE);
    const today = new Date(t.clock.now().getTime() + BAKU_OFFSET_MS).toISOString().slice(0, 10);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="transactions-${today}.xlsx"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-encoding"]).toBeUndefined();

    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe("Transactions");
    expect(sheet.header).toEqual([
      "Date (Baku, GMT+4)",
      "Order ID",
      "API order ID",
      "Application",
      "Customer",
      "Card number",
      "Card brand",
      "Amount",
      "Currency",
      "Status",
      "Captured",
      "Refunded",
      "Net",
      "Reversed",
      "RRN",
      "Approval code",
      "Invoice code",
      "Booking ID",
      "Description",
    ]);
    const list = await listed("bookingId=BK-EXPORT");
    expect(list).toHaveLength(25);
    expect(sheet.rows.map(valuesOf)).toEqual(list.map(expectedRow));
    expect(sheet.rows.map((r) => r.getCell(2).value)).not.toContain("OTHER-0");
  });

  it("writes dates and amounts as Excel dates and numbers, formatted", async () => {
    const sheet = await sheetOf((await download("orderId=X-INJECTED")).rawPayload);
    const [row] = sheet.rows;
    const date = row!.getCell(1);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    // 21:15 UTC is 01:15 the next day in Baku.
    expect(date.value).toEqual(new Date("2026-03-03T01:15:00Z"));
    expect(date.numFmt).toBe("yyyy-mm-dd hh:mm");
    for (const [column, value] of [
      [8, 200],
      [11, 200],
      [12, 25.5],
      [13, 174.5],
      [14, 0],
    ] as const) {
      expect(row!.getCell(column).type, `column ${column}`).toBe(ExcelJS.ValueType.Number);
      expect(row!.getCell(column).value).toBe(value);
      expect(row!.getCell(column).numFmt).toBe("#,##0.00");
    }
    // A large amount keeps its cents.
    const large = await sheetOf((await download("orderId=X-22")).rawPayload);
    expect(large.rows[0]!.getCell(8).value).toBe(271_614.74);
  });

  it("names card networks as they are written, and ends with a totals row per currency: received, refunded, net", async () => {
    // A merchant of its own: the other tests count this one's rows.
    const merchant = await signedInMerchant(t);
    const app = await liveApplication(t, merchant.headers);
    const account = await accountOf(merchant.email);
    const invoice = () => createdInvoice(t, merchant.headers, app, { bookingId: "BK-SUMS" });
    const attempt = async (invoiceP: Promise<Invoice> | Invoice, values: Parameters<typeof writtenTransaction>[3]) =>
      writtenTransaction(t, account, await invoiceP, values);
    const at = (minute: number) => new Date(Date.UTC(2026, 3, 1, 9, minute));
    await attempt(invoice(), {
      orderId: "S-1",
      createdAt: at(1),
      status: "partialRefunded",
      amount: 12_050n,
      capturedAmount: 12_050n,
      totalRefunded: 2_050n,
      cardBrand: "visa",
    });
    // 50.00 of an 80.00 hold captured, the rest released.
    await attempt(invoice(), {
      orderId: "S-2",
      createdAt: at(2),
      status: "success",
      amount: 8_000n,
      capturedAmount: 5_000n,
      totalReversed: 3_000n,
      cardBrand: "amex",
    });
    await attempt(invoice(), { orderId: "S-3", createdAt: at(3), status: "declined", cardBrand: "unionpay" });
    await attempt(invoice(), {
      orderId: "S-4",
      createdAt: at(4),
      currency: "USD",
      status: "refunded",
      amount: 1_000n,
      capturedAmount: 1_000n,
      totalRefunded: 1_000n,
      cardBrand: "other",
    });

    const sheet = await sheetOf((await download("bookingId=BK-SUMS", merchant.headers)).rawPayload);
    expect(sheet.rows.map((r) => [r.getCell(2).value, r.getCell(7).value, r.getCell(13).value])).toEqual([
      ["S-4", "Other", 0],
      ["S-3", "UnionPay", 0],
      ["S-2", "American Express", 50],
      ["S-1", "Visa", 100],
    ]);
    const blankRow = (cells: Record<number, unknown>) =>
      Array.from({ length: COLUMNS }, (_, i) => cells[i + 1] ?? null);
    expect(sheet.totals.map(valuesOf)).toEqual([
      // Received (under "Captured"), refunded, net and reversed: 120.50 + 50.00 received, 20.50 refunded.
      blankRow({ 1: "Total", 9: "AZN", 11: 170.5, 12: 20.5, 13: 150, 14: 30 }),
      blankRow({ 1: "Total", 9: "USD", 11: 10, 12: 10, 13: 0, 14: 0 }),
    ]);
    const [azn] = sheet.totals;
    expect(azn!.getCell(1).font?.bold).toBe(true);
    for (const column of [11, 12, 13, 14]) {
      expect(azn!.getCell(column).type).toBe(ExcelJS.ValueType.Number);
      expect(azn!.getCell(column).numFmt).toBe("#,##0.00");
    }

    const az = await sheetOf(
      (await download("bookingId=BK-SUMS", { ...merchant.headers, "accept-language": "az" })).rawPayload,
    );
    expect(az.rows[0]!.getCell(7).value).toBe("Digər");
    expect(az.totals.map((r) => [r.getCell(1).value, r.getCell(9).value, r.getCell(13).value])).toEqual([
      ["Cəmi", "AZN", 150],
      ["Cəmi", "USD", 0],
    ]);
    const ru = await sheetOf(
      (await download("bookingId=BK-SUMS", { ...merchant.headers, "accept-language": "ru" })).rawPayload,
    );
    expect(ru.rows[0]!.getCell(7).value).toBe("Другая");
    expect(ru.totals[0]!.getCell(1).value).toBe("Итого");

    // Nothing matched: no totals to show.
    expect((await sheetOf((await download("bookingId=NOTHING", merchant.headers)).rawPayload)).totals).toEqual([]);
  });

  it("writes text that starts like a formula as text, never a formula", async () => {
    const sheet = await sheetOf((await download("orderId=X-INJECTED")).rawPayload);
    const row = sheet.rows[0]!;
    for (const [column, value] of [
      [5, "'-2+3"],
      [19, `'${HYPERLINK}`],
    ] as const) {
      const cell = row.getCell(column);
      expect(cell.type, `column ${column}`).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.value).toBe(value);
    }
  });

  it("writes headers, status labels and the sheet's name in the user's language", async () => {
    const az = await sheetOf(
      (await download("orderId=X-INJECTED", { ...m.headers, "accept-language": "az" })).rawPayload,
    );
    expect(az.name).toBe("Tranzaksiyalar");
    expect(az.header).toEqual([
      "Tarix (Bakı, GMT+4)",
      "Sifariş ID-si",
      "API sifarişinin ID-si",
      "Tətbiq",
      "Müştəri",
      "Kart nömrəsi",
      "Kart növü",
      "Məbləğ",
      "Valyuta",
      "Vəziyyət",
      "Tutulub",
      "Qaytarılıb",
      "Xalis məbləğ",
      "Ləğv edilib",
      "RRN",
      "Təsdiq kodu",
      "Faktura kodu",
      "Bron ID-si",
      "Təsvir",
    ]);
    expect(az.rows[0]!.getCell(10).value).toBe("Qismən qaytarılıb");
    const ru = await sheetOf(
      (await download("orderId=X-INJECTED", { ...m.headers, "accept-language": "ru-RU,ru;q=0.9" })).rawPayload,
    );
    expect(ru.name).toBe("Транзакции");
    expect(ru.header).toEqual([
      "Дата (Баку, GMT+4)",
      "ID заказа",
      "ID заказа в API",
      "Приложение",
      "Клиент",
      "Номер карты",
      "Платёжная система",
      "Сумма",
      "Валюта",
      "Статус",
      "Списано",
      "Возвращено",
      "Чистая сумма",
      "Отменено",
      "RRN",
      "Код авторизации",
      "Код счёта",
      "ID бронирования",
      "Описание",
    ]);
    expect(ru.rows[0]!.getCell(10).value).toBe("Частично возвращён");
  });

  it("takes the list's filters, and never pages", async () => {
    for (const query of [
      "status=declined&from=2026-03-01&to=2026-03-01",
      "fullName=quliyev&amount=10",
      "cardNumber=9876&rrn=700000000000",
      "invoiceCode=nothing",
    ]) {
      const sheet = await sheetOf((await download(`${query}&bookingId=BK-EXPORT`)).rawPayload);
      expect(
        sheet.rows.map((r) => r.getCell(2).value),
        query,
      ).toEqual((await listed(`${query}&bookingId=BK-EXPORT`)).map((x) => x.orderId));
    }
    // The portal's link sends offset=0 and a page: the file still holds every row.
    const paged = await sheetOf((await download("bookingId=BK-EXPORT&offset=0&page=2&isEmail=false")).rawPayload);
    expect(paged.rows).toHaveLength(25);
    const refused = await get("/api/transactions-excel?cardNumber=123&isEmail=maybe");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { cardNumber: "validation.cardDigits", isEmail: expect.any(String) },
    });
  });

  it("exports only the account's own rows", async () => {
    const theirs = await sheetOf((await download("", other.headers)).rawPayload);
    expect(theirs.rows.map((r) => r.getCell(2).value)).toEqual(["OTHER-2", "OTHER-1", "OTHER-0"]);
    const mine = await sheetOf((await download("")).rawPayload);
    expect(mine.rows).toHaveLength(25);
  });

  it("needs a session and the Export payment method permission", async () => {
    expect((await t.call({ method: "GET", url: "/api/transactions-excel?offset=0" })).statusCode).toBe(401);
    expect((await t.call({ method: "GET", url: "/api/transactions-excel?offset=0&isEmail=true" })).statusCode).toBe(
      401,
    );
    // A user of the same account without permissions (sub-users get theirs with the users work).
    const sub = await signedInMerchant(t);
    await t.db.update(users).set({ userType: "sub", accountId }).where(eq(users.email, sub.email));
    for (const isEmail of ["false", "true"]) {
      const res = await get(`/api/transactions-excel?offset=0&isEmail=${isEmail}`, sub.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
    expect((await get("/api/transactionsPageable", sub.headers)).statusCode).toBe(200);
  });

  it("reads a long list in batches by keyset, ties and microseconds included", async () => {
    const big = await signedInMerchant(t);
    const bigApp = await liveApplication(t, big.headers);
    const invoice = await createdInvoice(t, big.headers, bigApp, { bookingId: "BK-BIG" });
    // Three rows an instant, each instant with microseconds a JavaScript date would lose.
    await t.db.execute(sql`
      insert into transactions (account_id, app_id, invoice_id, order_id, session_id, amount, currency, status, order_language, masked_pan, card_brand, card_holder, created_at)
      select i.account_id, i.app_id, i.id, 'BIG-' || n, 's', 100 + n, 'AZN', 'declined', 'en', '416973******0002', 'visa', 'BIG',
        timestamptz '2026-01-01' + (n / 3) * interval '1 second' + interval '123 microseconds'
      from invoices i, generate_series(1, 2500) n where i.id = ${invoice.id}`);
    const bigAccount = await accountOf(big.email);
    const ordered = await t.db
      .select({ orderId: transactions.orderId })
      .from(transactions)
      .where(eq(transactions.accountId, bigAccount))
      .orderBy(sql`${transactions.createdAt} desc, ${transactions.id} desc`);
    expect(ordered).toHaveLength(2500);

    const read: string[] = [];
    for await (const batch of exportedTransactions(t.db, wholeAccount(bigAccount), { page: 0 }, "Asia/Baku", 7))
      read.push(...batch.map((r) => r.orderId));
    expect(read).toEqual(ordered.map((r) => r.orderId));

    const sheet = await sheetOf((await download("offset=0", big.headers)).rawPayload);
    expect(sheet.rows.map((r) => r.getCell(2).value)).toEqual(ordered.map((r) => r.orderId));
  });

  describe("the report by e-mail", () => {
    type OutboxEntry = {
      channel: string;
      to: string;
      text: string;
      attachment?: { name: string; size: number; url: string };
    };
    const outbox = async (to: string) =>
      (
        await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` })
      ).json() as OutboxEntry[];
    const mails = async (to: string) => (await outbox(to)).filter((e) => e.attachment);

    it("answers 202 at once and mails the same workbook to the user", async () => {
      const before = (await mails(m.email)).length;
      const res = await get("/api/transactions-excel?bookingId=BK-EXPORT&offset=0&isEmail=true", {
        ...m.headers,
        "accept-language": "ru",
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ sent: "email", to: m.email });

      const mail = await vi.waitFor(
        async () => {
          const sent = await mails(m.email);
          expect(sent).toHaveLength(before + 1);
          return sent[0]!;
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(mail).toMatchObject({
        channel: "email",
        to: m.email,
        text: "Ваш отчёт по транзакциям (25 строк) во вложении.",
      });
      expect(mail.attachment!.name).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.xlsx$/);

      const file = await t.call({ method: "GET", url: mail.attachment!.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe(XLSX_MEDIA_TYPE);
      expect(file.headers["content-disposition"]).toContain(`filename="${mail.attachment!.name}"`);
      expect(file.rawPayload.length).toBe(mail.attachment!.size);
      const sheet = await sheetOf(file.rawPayload);
      expect(sheet.header[0]).toBe("Дата (Баку, GMT+4)");
      const downloaded = await sheetOf(
        (await download("bookingId=BK-EXPORT", { ...m.headers, "accept-language": "ru" })).rawPayload,
      );
      expect(sheet.rows.map(valuesOf)).toEqual(downloaded.rows.map(valuesOf));

      const page = await t.call({ method: "GET", url: `/sandbox/outbox?to=${encodeURIComponent(m.email)}` });
      expect(page.body).toContain(`<a href="${mail.attachment!.url}" download>${mail.attachment!.name}</a>`);
      expect(t.logs()).toContain(`[${mail.attachment!.name}, ${mail.attachment!.size} bytes]`);
    });

    it("is a plain function the job calls, which writes in the user's language", async () => {
      const sent = await sendTransactionsReport(t.app, {
        userId: (await userOf(m.email)).id,
        accountId,
        filters: { page: 0, orderId: "X-INJECTED" },
        language: "az",
        region: "default",
      });
      expect(sent).toEqual({ to: m.email, rows: 1 });
      const [mail] = await mails(m.email);
      expect(mail!.text).toBe("Tranzaksiyalar üzrə hesabatınız (1 sətir) əlavə olunub.");
      const sheet = await sheetOf((await t.call({ method: "GET", url: mail!.attachment!.url })).rawPayload);
      expect(sheet.rows.map((r) => r.getCell(19).value)).toEqual([`'${HYPERLINK}`]);
      // A user no longer in the account gets nothing.
      expect(
        await sendTransactionsReport(t.app, {
          userId: (await userOf(other.email)).id,
          accountId,
          filters: { page: 0 },
          language: "en",
          region: "default",
        }),
      ).toBeNull();
    });

    it("keeps the outbox's attachments to this machine, and answers 404 for none", async () => {
      const [mail] = await mails(m.email);
      expect(
        (await t.call({ method: "GET", url: mail!.attachment!.url, remoteAddress: "203.0.113.50" })).statusCode,
      ).toBe(404);
      const missing = await t.call({ method: "GET", url: `/sandbox/outbox/${randomUUID()}/attachment` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe("NOT_FOUND");
      // A message without a file has no attachment.
      const [sms] = await outbox(m.mobilePhone);
      expect(sms!.attachment).toBeUndefined();
      const result = (await t.db.execute(
        sql`select id from outbox_messages where attachment is null limit 1`,
      )) as unknown as { rows: { id: string }[] };
      const { id } = result.rows[0]!;
      expect((await t.call({ method: "GET", url: `/sandbox/outbox/${id}/attachment` })).statusCode).toBe(404);
    });

    it("answers HEAD without making the file or mailing it", async () => {
      const before = (await mails(m.email)).length;
      const head = await t.call({ method: "HEAD", url: "/api/transactions-excel?isEmail=true", headers: m.headers });
      expect(head.statusCode).toBe(202);
      const file = await t.call({ method: "HEAD", url: "/api/transactions-excel?isEmail=false", headers: m.headers });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe(XLSX_MEDIA_TYPE);
      expect(file.rawPayload).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await mails(m.email)).toHaveLength(before);
    });

    it(`limits a user to ${REPORTS_PER_HOUR} reports an hour`, async () => {
      const limited = await signedInMerchant(t);
      for (let i = 0; i < REPORTS_PER_HOUR; i += 1)
        expect((await get("/api/transactions-excel?isEmail=true", limited.headers)).statusCode).toBe(202);
      const refused = await get("/api/transactions-excel?isEmail=true", limited.headers);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", retryAfter: expect.any(Number) });
      // Downloads are not reports.
      expect((await get("/api/transactions-excel?isEmail=false", limited.headers)).statusCode).toBe(200);
    });

    const userOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
  });
});

describe.each(backends)("transactions report as a job on %s", (backend) => {
  it("goes through the job queue where the process runs it", { timeout: 60_000 }, async () => {
    const t = await startTestApp(backend, {}, { jobs: "work" });
    try {
      const m = await signedInMerchant(t);
      const res = await t.call({
        method: "GET",
        url: "/api/transactions-excel?offset=0&isEmail=true",
        headers: m.headers,
      });
      expect(res.statusCode, res.body).toBe(202);
      const queued = (await t.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'send-transactions-report'`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(queued.rows[0]!.n).toBe(1);
      await vi.waitFor(
        async () => {
          const [mail] = (
            await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.email)}` })
          ).json();
          expect(mail.attachment?.name).toMatch(/\.xlsx$/);
          expect(mail.text).toBe("Your transactions report (0 rows) is attached.");
        },
        { timeout: 30_000, interval: 200 },
      );
    } finally {
      await t.close();
    }
  });
});

describe("the workbook writer", () => {
  const row = (i: number): ExportedTransaction => ({
    id: randomUUID(),
    key: "",
    createdAt: new Date(Date.UTC(2026, 0, 1) - i * 1000),
    orderId: `R-${i}`,
    apiOrderId: null,
    appName: "Caspian Tours",
    fullName: "Leyla Əliyeva",
    maskedPan: "416973******0001",
    cardBrand: "visa",
    amount: BigInt(100 + i),
    currency: "AZN",
    status: "declined",
    capturedAmount: 0n,
    totalRefunded: 0n,
    totalReversed: 0n,
    rrn: null,
    approvalCode: null,
    invoiceCode: "INV",
    bookingId: "BK",
    // Text that compresses little, as real descriptions do.
    description: randomBytes(100).toString("hex"),
    refundReasons: null,
  });
  async function* batches(count: number, pulled: { batches: number }) {
    for (let b = 0; b < count; b += 1) {
      pulled.batches += 1;
      yield Array.from({ length: 1000 }, (_, i) => row(b * 1000 + i));
    }
  }

  it("reads no further than a slow reader takes, and stops when the reader goes", async () => {
    const output = new PassThrough();
    const pulled = { batches: 0 };
    const written = writeTransactionsWorkbook(output, batches(100, pulled), { language: "en", region: "default" });
    const failed = written.catch((err: unknown) => err);
    // 16 KiB every 20 ms: a reader far slower than the writer.
    let taken = 0;
    const reader = setInterval(() => (taken += output.read(16 * 1024)?.length ?? 0), 20);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    clearInterval(reader);
    expect(taken).toBeGreaterThan(0);
    // Each batch is about 0.3 MB of XML; without backpressure the writer would be far ahead.
    expect(pulled.batches).toBeLessThan(20);
    output.destroy();
    expect(await failed).toBeInstanceOf(ExportAborted);
    expect(pulled.batches).toBeLessThan(20);
  });

  it("finishes for a reader that keeps up", async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on("data", (chunk: Buffer) => chunks.push(chunk));
    const pulled = { batches: 0 };
    expect(await writeTransactionsWorkbook(output, batches(5, pulled), { language: "en", region: "default" })).toBe(
      5000,
    );
    const sheet = await sheetOf(Buffer.concat(chunks));
    expect(sheet.rows).toHaveLength(5000);
    expect(sheet.rows[4999]!.getCell(2).value).toBe("R-4999");
  });
});
