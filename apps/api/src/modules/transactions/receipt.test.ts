import { randomUUID } from "node:crypto";
import type { Invoice, Transaction } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxTestCards } from "@/providers/acquirer/sandbox-acquirer";
import { HOUR_MS, nextUtcTime, pdfText } from "@/test-support/documents";
import { createdInvoice, liveApplication, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const APPROVE = sandboxTestCards.find((c) => c.outcome === "approve")!.number;

describe.each(backends)("transaction receipt on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let invoice: Invoice;
  let paid: Transaction;

  const receipt = (id: string, headers: Record<string, string> = m.headers) =>
    t.call({ method: "GET", url: `/api/transactions/${id}/receipt`, headers });
  const receiptText = async (headers: Record<string, string>) => {
    const res = await receipt(paid.id, { ...m.headers, ...headers });
    expect(res.statusCode, res.body).toBe(200);
    return pdfText(res.rawPayload);
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    const appId = await liveApplication(t, m.headers);
    invoice = await createdInvoice(t, m.headers, appId, { bookingId: "BK-RECEIPT-1" });
    // The customer pays at 20:30 UTC.
    t.clock.advance(nextUtcTime(t.clock.now(), 20, 30).getTime() - t.clock.now().getTime());
    const res = await t.call({
      method: "POST",
      url: `/api/checkout/${invoice.invoiceCode}/pay`,
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
    expect(res.statusCode, res.body).toBe(200);
    paid = (
      await t.call({ method: "GET", url: `/api/transactions/${res.json().transactionId}`, headers: m.headers })
    ).json();
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("downloads the receipt as a PDF attachment, never cached", async () => {
    const res = await receipt(paid.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="receipt-${paid.orderId}.pdf"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("shows the merchant, the payment's codes, the card and the amounts", async () => {
    expect(paid.rrn).toBeTruthy();
    expect(paid.approvalCode).toBeTruthy();
    const text = await receiptText({ "accept-language": "en" });
    for (const expected of [
      "Payment receipt",
      "Caspian Tours",
      "Xəzər Turizm MMC",
      paid.orderId,
      invoice.invoiceCode,
      "BK-RECEIPT-1",
      paid.rrn!,
      paid.approvalCode!,
      "416973******0001",
      "Visa",
      "LEYLA ALIYEVA",
      "125.50 AZN",
      "Success",
      "No refunds, captures or reversals have been made on this payment.",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("dates the payment on Baku's clock: 20:30 UTC is 00:30 of the next day", async () => {
    const created = new Date(paid.createdAt);
    expect(created.getUTCHours()).toBe(20);
    const baku = new Date(created.getTime() + 4 * HOUR_MS);
    const pad = (n: number) => String(n).padStart(2, "0");
    const day = `${pad(baku.getUTCDate())}.${pad(baku.getUTCMonth() + 1)}.${baku.getUTCFullYear()}`;

    const az = await receiptText({ "accept-language": "az" });
    expect(az).toMatch(new RegExp(`${day.replaceAll(".", "\\.")},? 00:30`));
    expect(az).not.toContain("20:30");
    expect(az).toContain("Bakı vaxtı ilə göstərilib (GMT+4)");
    const dubai = await receiptText({ "accept-language": "en", host: "portal.example.ae" });
    expect(dubai).toMatch(/00:30/);
    expect(dubai).toContain("Dubai time (GMT+4)");
  });

  it("is written in the user's language: Azerbaijani and Russian letters render", async () => {
    const az = await receiptText({ "accept-language": "az" });
    expect(az).toContain("Ödəniş qəbzi");
    expect(az).toContain("Ləğv edilib");
    for (const letter of ["ə", "ş", "ğ"]) expect(az).toContain(letter);
    expect(az).toContain("Uğurlu");
    expect(az).toContain(paid.orderId);

    const ru = await receiptText({ "accept-language": "ru-RU,ru;q=0.9" });
    for (const words of ["Квитанция об оплате", "Держатель карты", "Код авторизации", "Успешно", "История операций"])
      expect(ru).toContain(words);
    expect(ru).toContain("125.50 AZN");
  });

  it("lists a partial refund in the operation history, with the new totals", async () => {
    const refund = await t.call({
      method: "POST",
      url: "/api/refund",
      headers: m.headers,
      payload: { transactionId: paid.id, amount: 25.5 },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const en = await receiptText({ "accept-language": "en" });
    expect(en).toContain("Partial refunded");
    expect(en).toMatch(/Refunded\s+25\.50 AZN/);
    expect(en).toMatch(/Refund\s+25\.50 AZN\s+Succeeded/);
    expect(en).not.toContain("No refunds, captures or reversals");

    const ru = await receiptText({ "accept-language": "ru" });
    expect(ru).toMatch(/Возврат\s+25\.50 AZN\s+Выполнена/);
  });

  it("belongs to its merchant alone, and needs a session", async () => {
    const other = await signedInMerchant(t);
    const foreign = await receipt(paid.id, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await receipt(randomUUID())).statusCode).toBe(404);

    const anonymous = await t.call({ method: "GET", url: `/api/transactions/${paid.id}/receipt` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });
});
