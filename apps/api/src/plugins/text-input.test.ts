import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "@/db/schema";
import { invoiceBody, liveApplication, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/** A NUL reached PostgreSQL, which cannot store it in text, and came back as a 500 (found by fuzz.test.ts). */
describe.each(backends)("text with a NUL character on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it("is refused with a 400 naming the field, in the path, the query and the body", async () => {
    const m = await signedInMerchant(t);
    const appId = await liveApplication(t, m.headers);
    const invoiceCount = async () => (await t.db.select({ n: count() }).from(invoices))[0]!.n;
    const before = await invoiceCount();
    const cases = [
      { request: { method: "GET" as const, url: "/api/checkout/AB%00CD" }, field: "invoiceCode" },
      {
        request: { method: "GET" as const, url: "/api/invoices?guestName=Leyla%00", headers: m.headers },
        field: "guestName",
      },
      {
        request: {
          method: "POST" as const,
          url: "/api/bookings",
          headers: m.headers,
          payload: invoiceBody(t, appId, { fullName: "Leyla\u0000Əliyeva" }),
        },
        field: "fullName",
      },
    ];
    for (const { request, field } of cases) {
      const res = await t.call(request);
      expect(res.statusCode, `${request.url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { [field]: "validation.invalid" } });
    }
    expect(await invoiceCount()).toBe(before);
  });
});
