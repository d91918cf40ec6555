import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signedInMerchant } from "@/test-support/flows";
import { apiOperations, errorShapeProblem, nameOf, type Operation, urlOf, validValue } from "@/test-support/openapi";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/** What a caller without a session may send: none of it may get past the access check. */
const badRequests: { label: string; payload?: string; contentType?: string }[] = [
  { label: "no body" },
  { label: "a body of the wrong fields", payload: '{"x": 1}', contentType: "application/json" },
  { label: "a body that is not JSON", payload: "{not json\u0000", contentType: "application/json" },
  { label: "a body of another type", payload: "x=1&x=2", contentType: "application/x-www-form-urlencoded" },
];
const noSession: { label: string; headers: Record<string, string> }[] = [
  { label: "no token", headers: {} },
  { label: "a forged token", headers: bearer("x".repeat(43)) },
];

/**
 * Every call the OpenAPI document marks as needing a bearer token answers 401 to a caller
 * without one, whatever else is wrong with the request: the session is checked before the
 * body is read or validated (plugins/auth.ts). A signed-in caller still gets the 400.
 */
describe.each(backends)("calls that need a session, from the OpenAPI document, on %s", (backend) => {
  let t: TestApp;
  let secured: Operation[];
  beforeAll(async () => {
    t = await startTestApp(backend);
    secured = (await apiOperations(t)).filter((op) => op.needsSession);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("marks the calls that need a session, and not the public ones", () => {
    const names = secured.map(nameOf);
    expect(names).toEqual(
      expect.arrayContaining([
        "PUT /api/config",
        "GET /api/session",
        "POST /api/bookings",
        "PUT /api/config/hotel/update",
      ]),
    );
    for (const open of [
      "GET /api/config",
      "POST /api/login",
      "POST /api/register",
      "GET /api/checkout/{invoiceCode}",
      "GET /api/apps/{appId}/logo",
    ]) {
      expect(names).not.toContain(open);
    }
  });

  it("answers 401 without a valid token, whatever the body and parameters", async () => {
    let calls = 0;
    for (const op of secured) {
      for (const session of noSession) {
        for (const request of op.method === "GET" || op.method === "DELETE" ? badRequests.slice(0, 1) : badRequests) {
          const url = urlOf(op, () => "not-an-id");
          const headers = {
            ...session.headers,
            ...(request.contentType ? { "content-type": request.contentType } : {}),
          };
          const res = await t.call({ method: op.method, url, headers, payload: request.payload });
          const what = `${nameOf(op)} with ${session.label} and ${request.label}`;
          expect(res.statusCode, `${what}: ${res.body}`).toBe(401);
          expect(errorShapeProblem(res), what).toBeNull();
          expect(res.json().code, what).toBe("UNAUTHORIZED");
          calls += 1;
        }
      }
      if (op.method === "GET")
        expect(
          (await t.call({ method: "HEAD", url: urlOf(op, () => "not-an-id") })).statusCode,
          `HEAD ${op.path}`,
        ).toBe(401);
    }
    expect(calls).toBeGreaterThan(secured.length * 2);
  });

  it("still validates what a signed-in user with every permission sends", async () => {
    const { headers } = await signedInMerchant(t);
    for (const op of secured) {
      if (op.body) {
        const res = await t.call({
          method: op.method,
          url: urlOf(op, (p) => validValue(p)),
          headers,
          payload: { x: 1 },
        });
        expect(res.statusCode, `${nameOf(op)}: ${res.body}`).toBe(400);
        expect(errorShapeProblem(res), nameOf(op)).toBeNull();
        expect(res.json().fields, nameOf(op)).toBeDefined();
      }
      if (op.parameters.some((p) => p.in === "path")) {
        const res = await t.call({ method: op.method, url: urlOf(op, () => "not-an-id"), headers });
        expect(res.statusCode, `${nameOf(op)} with bad parameters: ${res.body}`).toBe(400);
        expect(errorShapeProblem(res), nameOf(op)).toBeNull();
      }
    }
  });
});
