import { permissions } from "@portal/contracts";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOperations, nameOf, type Operation } from "@/test-support/openapi";
import { startTestApp, type TestApp } from "@/test-support/test-app";
import { declareAccess } from "./auth";

describe("one access declaration per route", () => {
  let t: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    t = await startTestApp("pglite");
    operations = await apiOperations(t);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("refuses to register an API route that declares nobody", async () => {
    const app = Fastify();
    app.addHook("onRoute", declareAccess);
    expect(() => app.get("/api/forgotten", async () => ({}))).toThrow("GET /api/forgotten declares no access");
    // Pages outside the API (the portal's files, the sandbox) are not API routes.
    expect(() => app.get("/assets/x.js", async () => "")).not.toThrow();
    await app.close();
  });

  it("states every operation's access in the OpenAPI document, and marks the public ones as needing no token", () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) {
      expect(["public", "session", "mainUser", "userManager", "operator"], nameOf(op)).toContain(op.access);
      // An operator's session is another realm's (the `operatorBearer` scheme), never a merchant's bearer.
      expect(op.needsSession, nameOf(op)).toBe(op.access !== "public" && op.access !== "operator");
      expect(op.operatorRoles.length > 0, nameOf(op)).toBe(op.access === "operator");
      for (const p of op.permissions) expect(permissions, nameOf(op)).toContain(p);
    }
    const byName = new Map(operations.map((op) => [nameOf(op), op]));
    expect(byName.get("POST /api/refund")).toMatchObject({ access: "session", permissions: ["refundTransaction"] });
    expect(byName.get("PUT /api/wallets/payout-settings")?.access).toBe("mainUser");
    expect(byName.get("POST /api/user/access")?.access).toBe("userManager");
    expect(byName.get("POST /api/login")?.access).toBe("public");
    expect(byName.get("POST /api/ops/reviews/{appId}/decision")).toMatchObject({
      access: "operator",
      operatorRoles: ["risk"],
    });
  });
});
