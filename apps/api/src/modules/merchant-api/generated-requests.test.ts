import { addDays, calendarDateOf, LINK_LIFETIME_MAX_DAYS } from "@portal/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiMerchant, apiMerchant } from "@/test-support/merchant-api";
import {
  arbitraryOf,
  jsonBodyOf,
  type OpenApiDocument,
  type Overrides,
  type Schema,
} from "@/test-support/schema-arbitrary";
import { startTestApp, type TestApp } from "@/test-support/test-app";

/** Enough cases to try every field many times over (800 of each passed when the exceptions below were found). */
const runs = { numRuns: 60 };

/**
 * Requests generated from the merchant API's document alone, every one valid by its schemas,
 * as a fuzzer or a generated client would make them: the server takes each. A refusal means a
 * rule the document does not state, which is fixed in the contracts (fields.ts `schemaRule`)
 * or, where JSON Schema cannot say it, named below as a known exception with its reason and
 * kept out of the generated values.
 */
describe("requests generated from the merchant API's document", () => {
  let t: TestApp;
  let m: ApiMerchant;
  let document: OpenApiDocument;
  let today: string;
  beforeAll(async () => {
    // The per-application limit is not what is tried here: a 429 while fast-check shrinks a
    // failure would hide the request that failed behind a rate-limited one.
    t = await startTestApp("pglite", { API_RATE_LIMIT_PER_MINUTE: "100000" });
    m = await apiMerchant(t);
    document = (await t.call({ method: "GET", url: "/api/v1/docs/json" })).json();
    today = calendarDateOf(t.clock.now());
  });
  afterAll(() => t.close());

  const bodyOf = (path: string) => jsonBodyOf(document, "post", path);
  /** Days relative to the day the request is sent (the region's or UTC's today): no schema can say it. */
  const dayAfterToday = () =>
    fc.integer({ min: 1, max: LINK_LIFETIME_MAX_DAYS - 1 }).map((days) => addDays(today, days));

  it("createOrder: every body it allows makes an order", async () => {
    const known: Overrides = {
      linkExpirationDate: dayAfterToday(),
      // OpenAPI 3.0 has no `propertyNames`: the description says keys are 1 to 40 characters, and
      // not `__proto__`, which every JSON body refuses (prototype poisoning, Fastify's parser).
      "metadata.(key)": fc
        .string({ minLength: 1, maxLength: 40 })
        .filter((s) => !s.includes("\u0000") && s !== "__proto__"),
    };
    await fc.assert(
      fc.asyncProperty(arbitraryOf(bodyOf("/api/v1/orders"), known), async (body) => {
        const res = await m.api("POST", "/orders", body as object);
        expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(201);
      }),
      runs,
    );
  });

  it("createInvoice: every body it allows makes an invoice", async () => {
    const known: Overrides = { linkExpirationDate: dayAfterToday(), scheduledPaymentDate: dayAfterToday() };
    // Rules across two fields, each said in its field's description: a recurrence needs its first
    // date (invoiceDateIssues), and sending by e-mail needs the address.
    const bodies = fc.tuple(arbitraryOf(bodyOf("/api/v1/invoices"), known), dayAfterToday()).map(([body, day]) => {
      const invoice = body as { recurrence?: string; email?: string; send?: { email?: boolean } };
      return {
        ...invoice,
        ...(invoice.recurrence && invoice.recurrence !== "none" && { scheduledPaymentDate: day }),
        ...(invoice.send?.email && !invoice.email && { email: "leyla@example.com" }),
      };
    });
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const res = await m.api("POST", "/invoices", body);
        expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(201);
      }),
      runs,
    );
  });

  it("listOrders: every query it allows answers a page", async () => {
    const parameters = document.paths["/api/v1/orders"]!.get!.parameters!.filter((p) => p.in === "query");
    const query: Schema = {
      type: "object",
      properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
      required: parameters.filter((p) => p.required).map((p) => p.name),
    };
    // A cursor is what an earlier page's `nextCursor` said, not any text.
    const known: Overrides = { startingAfter: fc.constant(undefined) };
    await fc.assert(
      fc.asyncProperty(arbitraryOf(query, known), async (values) => {
        const search = new URLSearchParams(
          Object.entries(values as Record<string, unknown>).flatMap(([k, v]) =>
            v === undefined ? [] : [[k, String(v)] as [string, string]],
          ),
        );
        const res = await m.api("GET", `/orders?${search}`);
        expect(res.statusCode, `?${search} → ${res.body}`).toBe(200);
      }),
      runs,
    );
  });
});
