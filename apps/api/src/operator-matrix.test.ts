import { type OperatorRole, operatorRoles } from "@portal/contracts";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAudit } from "@/db/schema";
import { signedInMerchant } from "@/test-support/flows";
import { setUpOperator } from "@/test-support/operators";
import { apiOperations, nameOf, type Operation, urlOf, validValue } from "@/test-support/openapi";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/**
 * The operator realm's authorisation matrix (docs/operator-console.md): every operator call of
 * the OpenAPI document as no token (401), a merchant's token (401), and an operator of each
 * role (403 unless the call's `x-operator-roles` has it, never 401 or 403 when it does); and
 * the reverse: every merchant call, portal and merchant API, with an operator's token is 401.
 * A refused call writes nothing to the operator audit trail.
 */
describe.each(backends)("the operator realm's authorisation matrix on %s", (backend) => {
  let t: TestApp;
  let operatorCalls: Operation[];
  let merchantHeaders: Record<string, string>;
  const roleHeaders = new Map<OperatorRole, Record<string, string>>();

  beforeAll(async () => {
    t = await startTestApp(backend, { LOG_LEVEL: "warn" });
    // Signing out ends the session the rest of the matrix uses: it goes last.
    operatorCalls = (await apiOperations(t))
      .filter((op) => op.access === "operator")
      .sort((a, b) => Number(a.path.endsWith("/sign-out")) - Number(b.path.endsWith("/sign-out")));
    merchantHeaders = (await signedInMerchant(t)).headers;
    for (const role of operatorRoles) roleHeaders.set(role, (await setUpOperator(t, role)).headers);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const call = (op: Operation, headers: Record<string, string>) =>
    t.call({
      method: op.method,
      url: urlOf(op, validValue),
      headers,
      ...(op.method !== "GET" && op.method !== "DELETE" && { payload: {} }),
    });
  const auditRows = async () => (await t.db.select({ n: count() }).from(operatorAudit))[0]!.n;

  it("finds the console's calls in the document, each with its roles", () => {
    expect(operatorCalls.length).toBeGreaterThanOrEqual(12);
    for (const op of operatorCalls) expect(op.operatorRoles.length, nameOf(op)).toBeGreaterThan(0);
  });

  it("answers 401 to no token and to a merchant's token, 403 to a role not listed, and lets the listed roles through", async () => {
    const failures: string[] = [];
    for (const op of operatorCalls) {
      const before = await auditRows();
      for (const [caller, headers] of [["no token", {}] as const, ["merchant", merchantHeaders] as const]) {
        const res = await call(op, headers);
        if (res.statusCode !== 401) failures.push(`${nameOf(op)} as ${caller}: ${res.statusCode}`);
      }
      for (const role of operatorRoles.filter((r) => !op.operatorRoles.includes(r))) {
        const res = await call(op, roleHeaders.get(role)!);
        if (res.statusCode !== 403) failures.push(`${nameOf(op)} as ${role}: ${res.statusCode}`);
      }
      if ((await auditRows()) !== before) failures.push(`${nameOf(op)}: a refused call wrote to the audit trail`);
      for (const role of op.operatorRoles) {
        const res = await call(op, roleHeaders.get(role)!);
        if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500)
          failures.push(`${nameOf(op)} as ${role}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 401 to an operator's token on every merchant call", async () => {
    const operatorHeaders = (await setUpOperator(t, "admin")).headers;
    const merchantCalls = [
      ...(await apiOperations(t)).filter((op) => op.access !== "public" && op.access !== "operator"),
      ...(await apiOperations(t, "/api/v1/docs/json")).filter((op) => op.access !== "public"),
    ];
    expect(merchantCalls.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const op of merchantCalls) {
      const res = await call(op, operatorHeaders);
      if (res.statusCode !== 401) failures.push(`${nameOf(op)}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
