import { formatRegionTime, type Invoice, type Transaction } from "@portal/contracts";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxTestCards } from "@/providers/acquirer/sandbox-acquirer";
import { HOUR_MS, nextUtcTime, pdfText } from "@/test-support/documents";
import { createdInvoice, liveApplication, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/*
 * The issue's payment: made at 01:09 UTC, it showed 01:09 in a browser on UTC and 05:09 on
 * its receipt and in the export. Every place the product writes it now reads 05:09, Baku's
 * clock (DESIGN §3), and says so: the screen (through contracts' formatter, which the portal
 * uses), the receipt, the export and the e-mail to the merchant.
 */

const APPROVE = sandboxTestCards.find((c) => c.outcome === "approve")!.number;

const pad = (n: number) => String(n).padStart(2, "0");

describe.each(backends)("a payment's time on the region's clock, everywhere, on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let invoice: Invoice;
  let paid: Transaction;
  /** What the portal's screens show for it (apps/web formats with the same contracts formatter and Baku's zone). */
  let screen: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    const appId = await liveApplication(t, m.headers);
    invoice = await createdInvoice(t, m.headers, appId, { bookingId: "BK-ZONE-1" });
    t.clock.advance(nextUtcTime(t.clock.now(), 1, 9).getTime() - t.clock.now().getTime());
    const res = await t.call({
      method: "POST",
      url: `/api/checkout/${invoice.invoiceCode}/pay`,
      payload: {
        cardNumber: APPROVE,
        expiry: "12/30",
        cvv: "123",
        cardHolder: "LEYLA ALIYEVA",
        language: "en",
        amount: 125.5,
        currency: "AZN",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    paid = (
      await t.call({ method: "GET", url: `/api/transactions/${res.json().transactionId}`, headers: m.headers })
    ).json();
    screen = formatRegionTime(paid.createdAt, "en", "default");
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("is made at 01:09 UTC, which the screens show as 05:09", () => {
    expect(new Date(paid.createdAt).getUTCHours()).toBe(1);
    expect(new Date(paid.createdAt).getUTCMinutes()).toBe(9);
    expect(screen).toMatch(/, 05:09$/);
  });

  it("reads 05:09 on the receipt, beside its clock's name, and never 01:09", async () => {
    const res = await t.call({
      method: "GET",
      url: `/api/transactions/${paid.id}/receipt`,
      headers: { ...m.headers, "accept-language": "en" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    const baku = new Date(Date.parse(paid.createdAt) + 4 * HOUR_MS);
    // British English writes the day first, with slashes.
    const day = `${pad(baku.getUTCDate())}/${pad(baku.getUTCMonth() + 1)}/${baku.getUTCFullYear()}`;
    expect(text).toContain(`Created ${day}, 05:09 (Baku, GMT+4)`);
    expect(text).not.toContain("01:09");
  });

  it("reads 05:09 in the export, under a header that names the clock", async () => {
    const res = await t.call({
      method: "GET",
      url: "/api/transactions-excel?bookingId=BK-ZONE-1&offset=0&isEmail=false",
      headers: m.headers,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Date (Baku, GMT+4)");
    // Excel's dates have no zone: the cell holds Baku's wall clock.
    const cell = sheet.getRow(2).getCell(1).value as Date;
    expect([cell.getUTCHours(), cell.getUTCMinutes()]).toEqual([5, 9]);
  });

  it("tells the merchant by e-mail the time the screen shows, and whose clock it is", async () => {
    const mails: { text: string }[] = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.email)}` })
    ).json();
    const notice = mails.find((mail) => mail.text.includes(`invoice ${invoice.invoiceCode} is paid`));
    expect(notice?.text).toContain(`Time: ${screen} (Baku, GMT+4).`);
    // The sandbox's outbox lists its messages on the same clock, never the server's, and says which.
    const page = await t.call({ method: "GET", url: `/sandbox/outbox?to=${encodeURIComponent(m.email)}` });
    expect(page.body).toContain("<th>Sent (Baku, GMT+4)</th>");
  });

  it("reads Dubai's clock, and says so, in the Emirates variant", async () => {
    const headers = { ...m.headers, "accept-language": "en", host: "portal.example.ae" };
    const receipt = await t.call({ method: "GET", url: `/api/transactions/${paid.id}/receipt`, headers });
    expect(await pdfText(receipt.rawPayload)).toContain("05:09 (Dubai, GMT+4)");
    const exported = await t.call({
      method: "GET",
      url: "/api/transactions-excel?bookingId=BK-ZONE-1&offset=0&isEmail=false",
      headers,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe("Date (Dubai, GMT+4)");
  });
});
