import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "@/db/schema";
import { createdInvoice, liveApplication, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/**
 * The checkout's way back to the merchant: an order of the merchant API carries the shop's
 * return URL, with the order's id, and its language; the portal's own invoices carry neither.
 */
describe.each(backends)("the checkout's return to the merchant on %s", (backend) => {
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

  const view = async (code: string) => (await t.call({ method: "GET", url: `/api/checkout/${code}` })).json();

  /** An invoice made into an order as the merchant API writes one: its source, return URL and language. */
  async function apiOrder(returnUrl: string | null, language: "az" | "en" | "ru" = "ru") {
    const invoice = await createdInvoice(t, m.headers, appId);
    await t.db.update(invoices).set({ source: "api", returnUrl, language }).where(eq(invoices.id, invoice.id));
    return invoice;
  }

  it("gives an order of the merchant API its return URL with the order id, keeping the shop's own query", async () => {
    const order = await apiOrder("https://shop.example.com/thank-you?cart=42&lang=az#done");

    const shown = await view(order.invoiceCode);

    expect(shown.returnUrl).toBe(`https://shop.example.com/thank-you?cart=42&lang=az&orderId=${order.id}#done`);
    expect(new URL(shown.returnUrl).searchParams.getAll("orderId")).toEqual([order.id]);
    expect(shown.language).toBe("ru");
  });

  it("names the order itself even when the shop's URL already has an orderId", async () => {
    const order = await apiOrder("https://shop.example.com/back?orderId=mine");

    expect((await view(order.invoiceCode)).returnUrl).toBe(`https://shop.example.com/back?orderId=${order.id}`);
  });

  it("has no return URL for an order made without one", async () => {
    const order = await apiOrder(null, "az");

    expect(await view(order.invoiceCode)).toMatchObject({ returnUrl: null, language: "az" });
  });

  it("never gives a return URL or language to the portal's own invoices, whatever their row holds", async () => {
    const invoice = await createdInvoice(t, m.headers, appId);
    await t.db
      .update(invoices)
      .set({ returnUrl: "https://shop.example.com/thank-you", language: "az" })
      .where(eq(invoices.id, invoice.id));

    expect(await view(invoice.invoiceCode)).toMatchObject({ returnUrl: null, language: null });
  });
});
