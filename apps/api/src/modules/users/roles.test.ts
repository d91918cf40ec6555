import { permissions, type RolesCatalogue } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMerchant } from "@/test-support/flows";
import { startTestApp, type TestApp } from "@/test-support/test-app";

describe("the roles catalogue (GET api/booking/roles)", () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    m = await signedInMerchant(t);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("offers four roles built from the thirteen permissions, each labelled in three languages", async () => {
    const res = await t.call({ method: "GET", url: "/api/booking/roles", headers: m.headers });
    expect(res.statusCode).toBe(200);
    const catalogue = res.json() as RolesCatalogue;
    expect(catalogue.roles.map((r) => r.name)).toEqual(["administrator", "accountant", "cashier", "viewer"]);
    expect(catalogue.roles.find((r) => r.name === "administrator")!.permissions).toEqual([...permissions]);
    expect(catalogue.roles.find((r) => r.name === "cashier")).toEqual({
      name: "cashier",
      label: { en: "Cashier", az: "Kassir", ru: "Кассир" },
      permissions: ["createLink", "sendLink"],
    });
    expect(catalogue.roles.find((r) => r.name === "viewer")!.permissions).toEqual([]);
    expect(catalogue.permissions.map((p) => p.name)).toEqual([...permissions]);
    for (const { label } of [...catalogue.roles, ...catalogue.permissions]) {
      // Russian is never the English words copied ("Administrator" is the Azerbaijani word too).
      expect(label.ru, JSON.stringify(label)).not.toBe(label.en);
      expect(label.az.length, JSON.stringify(label)).toBeGreaterThan(0);
    }
    expect(catalogue.permissions.find((p) => p.name === "payoutReview")!.label).toEqual({
      en: "Payout review",
      az: "Ödəmələri yoxlamaq",
      ru: "Проверка выплат",
    });
  });

  it("answers only a signed-in user", async () => {
    expect((await t.call({ method: "GET", url: "/api/booking/roles" })).statusCode).toBe(401);
  });
});
