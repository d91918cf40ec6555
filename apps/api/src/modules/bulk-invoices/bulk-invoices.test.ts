import {
  type BulkColumn,
  bulkColumnHeaders,
  bulkColumns,
  type BulkInvoice,
  type BulkRowPage,
  type Invoice,
  type Page,
  XLSX_MEDIA_TYPE,
} from "@portal/contracts";
import { count, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkInvoiceRows, bulkInvoices, invoices, users } from "@/db/schema";
import { createdInvoice, daysFromNow, liveApplication, signedInMerchant, signedInSubUser } from "@/test-support/flows";
import { multipartFile } from "@/test-support/multipart";
import { xlsxOf } from "@/test-support/spreadsheets";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

type Row = Partial<Record<BulkColumn, unknown>>;
const header = bulkColumns.map((c) => bulkColumnHeaders.en[c]);
/** YYYY-MM-DD written the region's way, DD.MM.YYYY. */
const dayFirst = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

describe.each(backends)("bulk invoices on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let accountId: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    accountId = (await t.db.select({ accountId: users.accountId }).from(users).where(eq(users.email, m.email)))[0]!
      .accountId;
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  let booking = 0;
  const good = (overrides: Row = {}): Row => ({
    bookingId: `B-${(booking += 1)}`,
    fullName: "Leyla Əliyeva",
    phone: "+994551234567",
    email: "leyla@example.az",
    amount: 25.5,
    currency: "AZN",
    description: "Room 204, 3 nights",
    linkExpirationDate: daysFromNow(t, 10),
    ...overrides,
  });
  const sheet = (rows: Row[], columns = header) =>
    xlsxOf([columns, ...rows.map((r) => bulkColumns.map((c) => r[c] ?? ""))]);

  const upload = (bytes: Buffer, options: { name?: string; app?: string; headers?: Record<string, string> } = {}) => {
    const form = multipartFile("file", options.name ?? "guests.xlsx", XLSX_MEDIA_TYPE, bytes);
    return t.call({
      method: "POST",
      url: `/api/bulk/upload/${options.app ?? appId}`,
      headers: { ...(options.headers ?? m.headers), ...form.headers },
      payload: form.payload,
    });
  };
  const uploaded = async (rows: Row[], headers = m.headers) => {
    const res = await upload(await sheet(rows), { headers });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as BulkInvoice;
  };
  const get = async <T>(url: string, headers = m.headers) => {
    const res = await t.call({ method: "GET", url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const processed = async (id: string, channels: { sms?: boolean; email?: boolean }, headers = m.headers) => {
    const res = await t.call({
      method: "POST",
      url: `/api/bulk/process/${id}`,
      headers,
      payload: { sms: false, email: false, ...channels },
    });
    expect(res.statusCode, res.body).toBe(202);
    for (let i = 0; i < 200; i++) {
      const bulk = await get<BulkInvoice>(`/api/bulk/details/${id}`, headers);
      if (bulk.status !== "processing") return bulk;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("processing did not end");
  };
  const bulkCount = async () => (await t.db.select({ n: count() }).from(bulkInvoices))[0]!.n;

  it("gives the sample table in the user's language, with a sheet explaining the columns", async () => {
    const res = await t.call({
      method: "GET",
      url: "/api/bulk/sample",
      headers: { ...m.headers, "accept-language": "ru" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain(XLSX_MEDIA_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [invoicesSheet, rules] = workbook.worksheets;
    expect((invoicesSheet!.getRow(1).values as unknown[]).slice(1)).toEqual(
      bulkColumns.map((c) => bulkColumnHeaders.ru[c]),
    );
    expect(invoicesSheet!.rowCount).toBe(2);
    expect(rules!.rowCount).toBe(bulkColumns.length + 1);
    expect(String(rules!.getRow(2).getCell(3).value)).toMatch(/бронирования/);
  });

  it("checks every row on upload, names each problem per column, and creates nothing yet", async () => {
    await createdInvoice(t, m.headers, appId, { bookingId: "TAKEN-1" });
    const before = (await t.db.select({ n: count() }).from(invoices))[0]!.n;
    const bulk = await uploaded([
      good({ bookingId: "OK-1" }),
      good({ bookingId: "OK-2", amount: "40000" }),
      good({ bookingId: "OK-1" }),
      good({ bookingId: "TAKEN-1" }),
      good({
        bookingId: "OK-3",
        linkExpirationDate: daysFromNow(t, 0),
        phone: "12345",
        email: "nope",
        currency: "XYZ",
      }),
      good({
        bookingId: "OK-4",
        amount: "12,50",
        phone: 994551234567,
        linkExpirationDate: dayFirst(daysFromNow(t, 20)),
      }),
    ]);
    expect(bulk).toMatchObject({
      status: "uploaded",
      totalRows: 6,
      validRows: 2,
      invalidRows: 4,
      createdRows: 0,
      appId,
      createdBy: m.fullName,
    });
    const rows = await get<BulkRowPage>(`/api/bulk/rows/${bulk.id}`);
    expect(rows.totalElements).toBe(6);
    expect(rows.content.map((r) => [r.rowNumber, r.outcome, r.errors])).toEqual([
      [2, "valid", null],
      [3, "invalid", { amount: "validation.amountMax" }],
      [4, "invalid", { bookingId: "validation.bookingIdInFile" }],
      [5, "invalid", { bookingId: "validation.bookingIdTaken" }],
      [
        6,
        "invalid",
        {
          linkExpirationDate: "validation.linkExpiration",
          phone: "validation.phone",
          email: "validation.email",
          currency: "validation.invalid",
        },
      ],
      [7, "valid", null],
    ]);
    expect(rows.content[5]!.values).toMatchObject({ amount: "12,50", phone: "994551234567" });
    const invalid = await get<BulkRowPage>(`/api/bulk/rows/${bulk.id}?outcome=invalid`);
    expect(invalid.totalElements).toBe(4);
    expect((await t.db.select({ n: count() }).from(invoices))[0]!.n).toBe(before);
  });

  it("makes the valid rows into invoices once, sends them, and lists them with their payment status", async () => {
    const bulk = await uploaded([
      good({ phone: "0501112233" }),
      good({ amount: "abc" }),
      good({ preAuth: "bəli", amount: "1 250,75" }),
    ]);
    const done = await processed(bulk.id, { sms: true });
    expect(done).toMatchObject({
      status: "done",
      createdRows: 2,
      failedRows: 0,
      sentRows: 2,
      sendBySms: true,
      sendByEmail: false,
    });
    expect(done.finishedAt).not.toBeNull();
    const made = await t.db.select().from(invoices).where(eq(invoices.bulkInvoiceId, bulk.id));
    expect(made.map((i) => [i.bulkRowNumber, i.source, i.amount, i.preAuth, i.phone, i.sentBySms]).sort()).toEqual([
      [2, "bulk", 2550n, false, "+994501112233", true],
      [4, "bulk", 125_075n, true, "+994551234567", true],
    ]);
    const sms = (await (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent("+994501112233")}` })
    ).json()) as { text: string }[];
    expect(sms.some((s) => s.text.includes(made.find((i) => i.bulkRowNumber === 2)!.invoiceCode))).toBe(true);

    const page = await get<Page<Invoice>>(`/api/bulk/invoices/${bulk.id}`);
    expect(page.totalElements).toBe(2);
    expect(page.content.map((i) => [i.status, i.source])).toEqual([
      ["created", "bulk"],
      ["created", "bulk"],
    ]);

    const again = await t.call({
      method: "POST",
      url: `/api/bulk/process/${bulk.id}`,
      headers: m.headers,
      payload: { sms: true, email: false },
    });
    expect(again.statusCode).toBe(409);
    expect((await t.db.select({ n: count() }).from(invoices).where(eq(invoices.bulkInvoiceId, bulk.id)))[0]!.n).toBe(2);

    const listed = await get<Page<BulkInvoice>>(`/api/bulk/${appId}`);
    expect(listed.content[0]).toMatchObject({ id: bulk.id, status: "done", createdRows: 2 });
  });

  it("writes the result file: the rows as uploaded, each with its invoice or its error, no cell a formula", async () => {
    const bulk = await uploaded([
      good({ fullName: '=HYPERLINK("http://evil")' }),
      good({ amount: "0", currency: "", fullName: "" }),
    ]);
    await processed(bulk.id, {});
    const res = await t.call({
      method: "GET",
      url: `/api/bulk/result/${bulk.id}`,
      headers: { ...m.headers, "accept-language": "az" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("guests-result.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const result = workbook.worksheets[0]!;
    const values = (n: number) =>
      Array.from({ length: header.length + 4 }, (_, i) => result.getRow(n).getCell(i + 1).text);
    expect(values(1)).toEqual([...header, "Faktura kodu", "Ödəniş linki", "Status", "Xəta"]);
    const [code] = await t.db
      .select({ code: invoices.invoiceCode })
      .from(invoices)
      .where(eq(invoices.bulkInvoiceId, bulk.id));
    expect(values(2)[1]).toBe('\'=HYPERLINK("http://evil")');
    expect(values(2).slice(-4)).toEqual([code!.code, `http://portal.test/pay/${code!.code}`, "Yaradılıb", ""]);
    expect(values(3).slice(-2)).toEqual([
      "Yaradılmayıb",
      "Ad və soyad tələb olunur; Məbləğ 0 ola bilməz.; Valyuta tələb olunur",
    ]);
  });

  it("refuses files it cannot take with the right status, keeping nothing", async () => {
    const before = await bulkCount();
    const text = await upload(Buffer.from("name,amount\nLeyla,10\n"), { name: "guests.xlsx" });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: "UNSUPPORTED_FILE" });
    const csvName = await upload(await sheet([good()]), { name: "guests.csv" });
    expect(csvName.statusCode).toBe(415);
    const big = await upload(Buffer.alloc(25 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "File size exceeds 25MB. Please select a smaller file.",
    });
    const missing = await upload(
      await sheet(
        [good()],
        header.map((h) => (h === "Amount" ? "Price" : h)),
      ),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: "SPREADSHEET_INVALID", fields: { amount: "validation.required" } });
    const headerOnly = await upload(await sheet([]));
    expect(headerOnly.statusCode).toBe(422);
    const json = await t.call({
      method: "POST",
      url: `/api/bulk/upload/${appId}`,
      headers: m.headers,
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(415);
    expect(await bulkCount()).toBe(before);
  });

  it("takes headers in any of the languages, extra columns and rows in any order", async () => {
    const ru = bulkColumns.map((c) => bulkColumnHeaders.ru[c]);
    const bytes = await xlsxOf([
      ["Note", ...ru.reverse()],
      ["x", ...[...bulkColumns].reverse().map((c) => good()[c] ?? "")],
    ]);
    const res = await upload(bytes);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ totalRows: 1, validRows: 1 });
  });

  it("keeps other accounts out, and a sub-user to their applications and permissions", async () => {
    const bulk = await uploaded([good()]);
    const other = await signedInMerchant(t);
    for (const url of [
      `/api/bulk/details/${bulk.id}`,
      `/api/bulk/rows/${bulk.id}`,
      `/api/bulk/invoices/${bulk.id}`,
      `/api/bulk/result/${bulk.id}`,
      `/api/bulk/${appId}`,
    ]) {
      expect((await t.call({ method: "GET", url, headers: other.headers })).statusCode, url).toBe(404);
    }
    expect(
      (
        await t.call({
          method: "POST",
          url: `/api/bulk/process/${bulk.id}`,
          headers: other.headers,
          payload: { sms: false, email: false },
        })
      ).statusCode,
    ).toBe(404);
    expect((await upload(await sheet([good()]), { headers: other.headers })).statusCode).toBe(404);

    const creator = await signedInSubUser(t, accountId, ["createLink"]);
    const mine = await uploaded([good()], creator.headers);
    const refused = await t.call({
      method: "POST",
      url: `/api/bulk/process/${mine.id}`,
      headers: creator.headers,
      payload: { sms: true, email: false },
    });
    expect(refused.statusCode).toBe(403);
    expect(await processed(mine.id, {}, creator.headers)).toMatchObject({
      status: "done",
      createdRows: 1,
      sentRows: 0,
    });

    const viewer = await signedInSubUser(t, accountId, ["sendLink"]);
    expect((await upload(await sheet([good()]), { headers: viewer.headers })).statusCode).toBe(403);
    expect((await t.call({ method: "GET", url: `/api/bulk/${appId}`, headers: viewer.headers })).statusCode).toBe(200);
    const elsewhere = await signedInSubUser(t, accountId, ["createLink"], []);
    expect(
      (await t.call({ method: "GET", url: `/api/bulk/details/${bulk.id}`, headers: elsewhere.headers })).statusCode,
    ).toBe(404);
  });

  it("fails a row whose rule broke between upload and processing, and creates the rest", async () => {
    const bulk = await uploaded([good({ bookingId: "LATE-1" }), good({ bookingId: "LATE-2" })]);
    await createdInvoice(t, m.headers, appId, { bookingId: "LATE-2" });
    const done = await processed(bulk.id, {});
    expect(done).toMatchObject({ status: "done", createdRows: 1, failedRows: 1 });
    const [failed] = await t.db.select().from(bulkInvoiceRows).where(eq(bulkInvoiceRows.outcome, "failed"));
    expect(failed).toMatchObject({
      bulkInvoiceId: bulk.id,
      rowNumber: 3,
      errors: { bookingId: "validation.bookingIdTaken" },
    });
  });
});
