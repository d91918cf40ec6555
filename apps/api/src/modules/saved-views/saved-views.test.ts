import type { SavedView } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

describe.each(backends)("saved views on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, headers = m.headers) =>
    t.call({ method, url, payload, headers });
  const views = async (headers = m.headers) =>
    (await call("GET", "/api/saved-views?list=transactions", undefined, headers)).json() as SavedView[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("saves filters under a name, renames and deletes them, for their user only", async () => {
    const created = await call("POST", "/api/saved-views", {
      list: "transactions",
      name: " Refunds this month ",
      filters: { status: "refunded", from: "2026-11-01" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const view = created.json() as SavedView;
    expect(view).toMatchObject({
      list: "transactions",
      name: "Refunds this month",
      filters: { status: "refunded", from: "2026-11-01" },
    });
    expect(await views()).toEqual([view]);

    const other = await signedInMerchant(t);
    expect(await views(other.headers)).toEqual([]);
    expect((await call("PATCH", `/api/saved-views/${view.id}`, { name: "Mine now" }, other.headers)).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", `/api/saved-views/${view.id}`, undefined, other.headers)).statusCode).toBe(404);

    const renamed = await call("PATCH", `/api/saved-views/${view.id}`, { name: "Refunds" });
    expect(renamed.json()).toMatchObject({ id: view.id, name: "Refunds" });
    expect((await call("DELETE", `/api/saved-views/${view.id}`)).json()).toMatchObject({ id: view.id });
    expect(await views()).toEqual([]);
    expect((await call("DELETE", `/api/saved-views/${view.id}`)).statusCode).toBe(404);
  });

  it("refuses a name the user already has in any case, an empty name, and a filter the list does not have", async () => {
    await call("POST", "/api/saved-views", { list: "transactions", name: "Daily", filters: {} });
    const twin = await call("POST", "/api/saved-views", { list: "transactions", name: "DAILY", filters: {} });
    expect(twin.statusCode).toBe(400);
    expect(twin.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { name: "validation.viewNameTaken" } });
    expect(
      (await call("POST", "/api/saved-views", { list: "transactions", name: "  ", filters: {} })).json().fields,
    ).toEqual({ name: "validation.required" });
    expect(
      (await call("POST", "/api/saved-views", { list: "transactions", name: "x", filters: { password: "1" } }))
        .statusCode,
    ).toBe(400);
    expect((await call("POST", "/api/saved-views", { list: "payouts", name: "x", filters: {} })).statusCode).toBe(400);
    expect((await t.call({ method: "GET", url: "/api/saved-views?list=transactions" })).statusCode).toBe(401);
  });

  it("keeps at most 20 views a list", async () => {
    const user = await signedInMerchant(t);
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await call("POST", "/api/saved-views", { list: "transactions", name: `View ${i}`, filters: {} }, user.headers))
          .statusCode,
      ).toBe(201);
    }
    const full = await call(
      "POST",
      "/api/saved-views",
      { list: "transactions", name: "One more", filters: {} },
      user.headers,
    );
    expect(full.statusCode).toBe(409);
    expect((await views(user.headers)).map((v) => v.name)).toEqual(Array.from({ length: 20 }, (_, i) => `View ${i}`));
  });
});
