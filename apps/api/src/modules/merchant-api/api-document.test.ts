import { createHash } from "node:crypto";
import { apiLogStatuses } from "@portal/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysFromNow } from "@/test-support/flows";
import { fuzzRequests } from "@/test-support/fuzz-inputs";
import { apiMerchant, createdOrder, invoiceBody, orderBody, payOrder } from "@/test-support/merchant-api";
import { apiOperations, errorShapeProblem, nameOf, type Operation, type Parameter } from "@/test-support/openapi";
import { startTestApp, type TestApp } from "@/test-support/test-app";

const V1_DOCUMENT = "/api/v1/docs/json";
const INPUTS_PER_OPERATION = 120;

interface SchemaNode {
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
}

/** Every property of a request's schema, at any depth, that says nothing of itself. */
function undescribed(schema: SchemaNode | undefined, path: string): string[] {
  if (!schema) return [];
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, child]) => [
    ...(child.description || child.anyOf?.some((c) => c.description) ? [] : [`${path}.${name}`]),
    ...undescribed(child, `${path}.${name}`),
  ]);
  return [...own, ...(schema.anyOf ?? []).flatMap((c) => undescribed(c, path))];
}

describe("the merchant API's document", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { API_RATE_LIMIT_PER_MINUTE: "100000", LOG_LEVEL: "warn" });
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  // Building the portal's document, the whole API's, takes a while on a busy machine.
  it(
    "is a document of its own, at /api/v1/docs, and the portal's lists none of its calls",
    { timeout: 120_000 },
    async () => {
      const doc = (await t.call({ method: "GET", url: V1_DOCUMENT })).json();
      expect(doc.info.title).toBe("Merchant API");
      expect(doc.info.description).toMatch(/integer in the currency's minor units/);
      expect(doc.info.description).toMatch(/Idempotency-Key/);
      expect(doc.info.description).toMatch(/RateLimit-Remaining/);
      expect(doc.info.description).toMatch(/IDEMPOTENCY_KEY_REUSED/);
      expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["merchantKey", "secretKey"]);
      const names = (await apiOperations(t, V1_DOCUMENT)).map(nameOf).sort();
      expect(names).toEqual([
        "GET /api/v1/balance",
        "GET /api/v1/invoices/{invoiceId}",
        "GET /api/v1/orders",
        "GET /api/v1/orders/{orderId}",
        "POST /api/v1/invoices",
        "POST /api/v1/orders",
        "POST /api/v1/orders/{orderId}/cancel",
        "POST /api/v1/orders/{orderId}/capture",
        "POST /api/v1/orders/{orderId}/refunds",
      ]);
      const portal = (await t.call({ method: "GET", url: "/api/docs/json" })).json();
      expect(Object.keys(portal.paths).filter((p) => p.startsWith("/api/v1"))).toEqual([]);
      const ui = await t.call({ method: "GET", url: "/api/v1/docs" });
      expect(ui.statusCode).toBeLessThan(400);
    },
  );

  it("answers no status the API log's filter does not offer, and the filter offers none it never answers", async () => {
    const doc = (await t.call({ method: "GET", url: V1_DOCUMENT })).json();
    const answered = new Set(
      Object.values(doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).flatMap(
        (methods) => Object.values(methods).flatMap((operation) => Object.keys(operation.responses)),
      ),
    );
    expect([...answered].sort()).toEqual([...apiLogStatuses].sort());
  });

  it("states on each call the key it takes, the Idempotency-Key of a POST, and what every field means", async () => {
    const doc = (await t.call({ method: "GET", url: V1_DOCUMENT })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            security: object[];
            "x-access": string;
            parameters?: (Parameter & { description?: string })[];
            requestBody?: { content: { "application/json": { schema: SchemaNode } } };
            responses: Record<string, { content?: { "application/json"?: { schema: SchemaNode } } }>;
          }
        >
      >;
    };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(op.security, name).toEqual([{ merchantKey: [] }, { secretKey: [] }]);
        expect(op["x-access"], name).toBe("application");
        // Errors by status, each with the codes this call can answer (api-errors.ts), not every code of the product.
        expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(["401", "429", "500", "503"]));
        for (const [status, answer] of Object.entries(op.responses).filter(([status]) => Number(status) >= 400)) {
          const codes = (answer.content?.["application/json"]?.schema as { properties: { code: { enum: string[] } } })
            .properties.code.enum;
          expect(codes.length, `${name} ${status}`).toBeGreaterThan(0);
          expect(codes.length, `${name} ${status}`).toBeLessThan(7);
        }
        if (method === "post")
          expect(
            op.parameters?.some((p) => p.in === "header" && p.name === "idempotency-key"),
            name,
          ).toBe(true);
        expect(undescribed(op.requestBody?.content["application/json"].schema, "body"), name).toEqual([]);
        for (const p of op.parameters ?? []) expect(p.description, `${name} ${p.in} ${p.name}`).toBeTruthy();
        for (const status of ["200", "201"])
          expect(undescribed(op.responses[status]?.content?.["application/json"]?.schema, status), name).toEqual([]);
      }
    }
    const amount = doc.paths["/api/v1/orders"]!.post!.requestBody!.content["application/json"].schema.properties!
      .amount as { example?: unknown };
    expect(amount.example).toBe(2550);
  });

  it("answers every call's bad input with a 4xx of the error shape, never a 5xx", { timeout: 300_000 }, async () => {
    const m = await apiMerchant(t);
    const order = await createdOrder(m);
    const paid = await createdOrder(m, { amount: 100_000 });
    await payOrder(t, paid);
    const invoice = (await m.api("POST", "/invoices", invoiceBody(t))).json() as { id: string };
    const validBodies: Record<string, unknown> = {
      "POST /api/v1/orders": {
        ...orderBody(),
        customer: { name: "Leyla", phone: "+994551234567" },
        metadata: { a: "b" },
      },
      "POST /api/v1/orders/{orderId}/refunds": { amount: 100 },
      "POST /api/v1/orders/{orderId}/capture": { amount: 100 },
      "POST /api/v1/invoices": {
        amount: 15000,
        currency: "AZN",
        fullName: "Leyla",
        phone: "+994551234567",
        description: "x",
        bookingId: "b",
        linkExpirationDate: daysFromNow(t, 3),
      },
    };
    const known = (op: Operation) => (p: Parameter) =>
      p.name === "orderId"
        ? op.path.endsWith("/refunds")
          ? paid.id
          : order.id
        : p.name === "invoiceId"
          ? invoice.id
          : undefined;
    const failures: string[] = [];
    for (const op of await apiOperations(t, V1_DOCUMENT)) {
      const seed = createHash("sha256").update(nameOf(op)).digest().readUInt32BE(0);
      const requests = fc.sample(
        fuzzRequests({ op, validBody: validBodies[nameOf(op)], known: known(op), session: m.key }),
        {
          seed,
          numRuns: INPUTS_PER_OPERATION,
        },
      );
      for (const { options, label } of requests) {
        const res = await t.call(options);
        const problem = res.statusCode >= 500 ? res.body : res.statusCode >= 300 ? errorShapeProblem(res) : null;
        if (problem) failures.push(`${res.statusCode} ${problem.slice(0, 200)} for ${label}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
