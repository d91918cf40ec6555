import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "@/db/schema";
import { lastCode } from "@/test-support/flows";
import {
  type ApiMerchant,
  apiMerchant,
  basicAuth,
  bearerKey,
  createdOrder,
  rotatedKey,
} from "@/test-support/merchant-api";
import { errorShapeProblem } from "@/test-support/openapi";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const HOUR_MS = 3_600_000;

describe.each(backends)("the merchant API's key on %s", (backend) => {
  let t: TestApp;
  let m: ApiMerchant;
  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await apiMerchant(t);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const balance = (headers: Record<string, string>) => t.call({ method: "GET", url: "/api/v1/balance", headers });

  /** 401 in DESIGN §5's shape, saying how to authenticate. */
  function expectRefused(res: Awaited<ReturnType<typeof balance>>, what: string) {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(401);
    expect(errorShapeProblem(res), what).toBeNull();
    expect(res.json().code, what).toBe("UNAUTHORIZED");
    expect(res.headers["www-authenticate"], what).toBe('Basic realm="merchant-api"');
  }

  it("takes the merchant id and secret key as HTTP Basic, or the key alone as a bearer token", async () => {
    expect((await balance(m.key)).statusCode).toBe(200);
    expect((await balance(bearerKey(m.secretKey))).statusCode).toBe(200);
    expect((await balance({ authorization: `bearer ${m.secretKey}` })).statusCode).toBe(200);
  });

  it("refuses a missing, wrong or malformed key, another merchant id and a portal session", async () => {
    const other = await apiMerchant(t);
    const refusals: [string, Record<string, string>][] = [
      ["no header", {}],
      ["a wrong key", basicAuth(m.merchantId, "sk_wrong")],
      ["a wrong bearer key", bearerKey(`${m.secretKey}x`)],
      ["another application's merchant id with this key", basicAuth(other.merchantId, m.secretKey)],
      ["an unknown merchant id", basicAuth("000000000000", m.secretKey)],
      ["Basic without a colon", { authorization: `Basic ${Buffer.from(m.merchantId).toString("base64")}` }],
      ["Basic with an empty key", basicAuth(m.merchantId, "")],
      ["Basic that is not base64", { authorization: "Basic %%%%" }],
      ["another scheme", { authorization: `Token ${m.secretKey}` }],
      ["the merchant's portal session", m.merchant.headers],
    ];
    for (const [what, headers] of refusals) expectRefused(await balance(headers), what);
    // A refused call counts against no application's limit and leaves nothing behind.
    expect((await balance(m.key)).headers["ratelimit-remaining"]).toBeDefined();
  });

  it("checks the key before reading the body", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/v1/orders",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expectRefused(res, "bad JSON without a key");
  });

  it("stops an old key at once when rotated without grace", async () => {
    const a = await apiMerchant(t);
    const rotated = await rotatedKey(t, a.merchant, a.appId);
    expect(rotated.previousKeyExpiresAt).toBeNull();
    expectRefused(await balance(a.key), "the replaced key");
    expect((await balance(basicAuth(a.merchantId, rotated.secretKey))).statusCode).toBe(200);
  });

  it("keeps the old key working for the grace chosen, then stops it", async () => {
    const a = await apiMerchant(t);
    const rotated = await rotatedKey(t, a.merchant, a.appId, "1h");
    expect(new Date(rotated.previousKeyExpiresAt!).getTime() - t.clock.now().getTime()).toBeGreaterThan(
      HOUR_MS - 60_000,
    );
    const fresh = basicAuth(a.merchantId, rotated.secretKey);
    expect((await balance(a.key)).statusCode).toBe(200);
    expect((await balance(bearerKey(a.secretKey))).statusCode).toBe(200);
    expect((await balance(fresh)).statusCode).toBe(200);
    t.clock.advance(HOUR_MS + 1000);
    expectRefused(await balance(a.key), "the old key after its hour");
    expectRefused(await balance(bearerKey(a.secretKey)), "the old bearer key after its hour");
    expect((await balance(fresh)).statusCode).toBe(200);

    // A day's grace; a second rotation replaces the key in grace with the current one.
    const day = await rotatedKey(t, a.merchant, a.appId, "24h");
    t.clock.advance(23 * HOUR_MS);
    expect((await balance(fresh)).statusCode).toBe(200);
    const third = await rotatedKey(t, a.merchant, a.appId, "now");
    expectRefused(await balance(fresh), "the first grace's key after a rotation without grace");
    expectRefused(
      await balance(basicAuth(a.merchantId, day.secretKey)),
      "the second key after a rotation without grace",
    );
    expect((await balance(basicAuth(a.merchantId, third.secretKey))).statusCode).toBe(200);
  });

  it("refuses the key of a disabled application, and of one not live", async () => {
    const a = await apiMerchant(t);
    await rotatedKey(t, a.merchant, a.appId, "24h").then(async (rotated) => {
      // Disabling clears both the key and the one in grace.
      expect(
        (await t.call({ method: "GET", url: `/api/otp/init/deleteApp/${a.appId}`, headers: a.merchant.headers }))
          .statusCode,
      ).toBe(200);
      const code = await lastCode(t, a.merchant.mobilePhone);
      expect(
        (await t.call({ method: "DELETE", url: `/api/app/${a.appId}/${code}`, headers: a.merchant.headers }))
          .statusCode,
      ).toBe(200);
      expectRefused(await balance(basicAuth(a.merchantId, rotated.secretKey)), "the disabled application's key");
      expectRefused(await balance(a.key), "the disabled application's key in grace");
    });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, a.appId));
    expect(row).toMatchObject({ secretKeyHash: null, previousSecretKeyHash: null, previousSecretKeyExpiresAt: null });

    const b = await apiMerchant(t);
    await t.db.update(applications).set({ status: "inReview" }).where(eq(applications.id, b.appId));
    const res = await balance(b.key);
    expectRefused(res, "a key of an application in review");
    expect(res.json().message).toMatch(/not live/);
  });

  it("reaches only its own application: another application's order is 404", async () => {
    const other = await apiMerchant(t);
    const theirs = await createdOrder(other);
    const mine = await createdOrder(m);
    expect((await m.api("GET", `/orders/${theirs.id}`)).statusCode).toBe(404);
    for (const path of ["refunds", "capture", "cancel"]) {
      const res = await m.api("POST", `/orders/${theirs.id}/${path}`, path === "cancel" ? undefined : {});
      expect(res.statusCode, `${path}: ${res.body}`).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
    const list = (await m.api("GET", "/orders?limit=100")).json() as { data: { id: string }[] };
    expect(list.data.map((o) => o.id)).toContain(mine.id);
    expect(list.data.map((o) => o.id)).not.toContain(theirs.id);
    expect((await other.api("GET", `/orders/${theirs.id}`)).statusCode).toBe(200);
    expect((await other.api("GET", `/orders/${theirs.id}`)).json().status).toBe("created");
  });
});

describe("the merchant API's rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { API_RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("counts each application's calls a minute, says where it stands on every answer, and answers 429 beyond", async () => {
    const [a, b] = [await apiMerchant(t), await apiMerchant(t)];
    t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000) + 1000);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await a.api("GET", "/balance"));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers.map((r) => r.headers["ratelimit-limit"])).toEqual(["3", "3", "3", "3"]);
    expect(answers.map((r) => r.headers["ratelimit-remaining"])).toEqual(["2", "1", "0", "0"]);
    for (const res of answers) expect(Number(res.headers["ratelimit-reset"])).toBeGreaterThan(0);
    const refused = answers[3]!;
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(refused.json().retryAfter).toBeGreaterThan(0);
    expect(refused.headers["retry-after"]).toBe(String(refused.json().retryAfter));
    // Whatever the call: a POST over the limit is refused before anything is made.
    expect((await a.api("POST", "/orders", { amount: 2550, currency: "AZN", description: "x" })).statusCode).toBe(429);
    // Another application counts apart; the next minute starts again.
    expect((await b.api("GET", "/balance")).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await a.api("GET", "/balance")).statusCode).toBe(200);
  });
});
