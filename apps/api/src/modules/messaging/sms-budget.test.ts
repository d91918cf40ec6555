import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsUsage, users } from "@/db/schema";
import { bearer, newMerchant, registerAndConfirm, signIn } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { CODE_SMS_LIMITS } from "./sms-budget";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The rate-limit stores a deployment may run: the database (PGlite, PostgreSQL) and Redis. */
const stores = [
  ...backends.map((backend) => ({ store: `the database store on ${backend}`, start: () => startTestApp(backend) })),
  ...(process.env.TEST_REDIS_URL
    ? [
        {
          store: "the Redis store",
          start: () => startTestApp(backends.at(-1)!, { REDIS_URL: process.env.TEST_REDIS_URL! }),
        },
      ]
    : []),
];

// Redis outlives a test run, so phones and addresses are new each run, as strangers' would be.
const randomPhone = () => `+99470${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
const randomAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/**
 * SMS pumping around clock boundaries (docs/security.md "SMS pumping"): each budget is a
 * sliding window, so codes sent just before a ten-minute boundary, an hour or midnight still
 * count just after it. With clock-aligned buckets each attack below got twice the budget.
 */
describe.each(stores)("SMS budgets in sliding windows, with $store", ({ start }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await start();
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  /** Moves the test clock forward to `before` ms ahead of a multiple of `period` since the epoch (the old buckets' edges, in UTC). */
  function justBefore(period: number, before: number): number {
    const nowMs = t.clock.now().getTime();
    const edge = (Math.floor((nowMs + before) / period) + 1) * period;
    t.clock.advance(edge - before - nowMs);
    return edge;
  }
  /** Moves the test clock forward to an instant (the calls before took real time: never back). */
  const at = (instant: number) => {
    const ms = instant - t.clock.now().getTime();
    expect(ms, "the calls before took longer than the test allows").toBeGreaterThan(0);
    t.clock.advance(ms);
  };
  const register = (mobilePhone: string, remoteAddress = randomAddress()) =>
    t.call({ method: "POST", url: "/api/register", payload: { ...newMerchant(), mobilePhone }, remoteAddress });
  const statusesOf = async (n: number, call: () => Promise<{ statusCode: number }>) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await call()).statusCode);
    return statuses;
  };

  it("refuses a phone's sixth code just after a ten-minute boundary when five went just before it", async () => {
    const phone = randomPhone();
    const edge = justBefore(10 * MINUTE, 20 * SECOND);
    expect(await statusesOf(5, () => register(phone))).toEqual([201, 201, 201, 201, 201]);
    at(edge + 5 * SECOND);
    const refused = await register(phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many codes were sent to this phone number. Try again later.",
    });
    // Room comes back when the first of the five leaves the window, ten minutes after it: not at the boundary.
    const { retryAfter } = refused.json() as { retryAfter: number };
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60 - 25 + 1);
    t.clock.advance((retryAfter - 3) * SECOND);
    expect((await register(phone)).statusCode).toBe(429);
    t.clock.advance(3 * SECOND);
    expect((await register(phone)).statusCode).toBe(201);
  });

  it("keeps a phone's twenty codes a day across midnight", async () => {
    const phone = randomPhone();
    const midnight = justBefore(DAY, 45 * MINUTE);
    // Four rounds of five, eleven minutes apart: within the ten-minute budget each time.
    for (let round = 0; round < 4; round++) {
      if (round > 0) at(midnight - 45 * MINUTE + round * 11 * MINUTE);
      expect(await statusesOf(5, () => register(phone))).toEqual([201, 201, 201, 201, 201]);
    }
    at(midnight + MINUTE);
    const refused = await register(phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    expect(refused.json().retryAfter).toBeGreaterThan(23 * 60 * 60);
    // A day after the first round the phone may be texted again.
    t.clock.advance(refused.json().retryAfter * SECOND);
    expect((await register(phone)).statusCode).toBe(201);
  });

  it("refuses an address's eleventh registration just after the hour, saying the network made too many", async () => {
    const from = randomAddress();
    const edge = justBefore(HOUR, 30 * SECOND);
    const before = await statusesOf(t.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR, () => register(randomPhone(), from));
    expect(before.every((s) => s === 201)).toBe(true);
    at(edge + 5 * SECOND);
    const refused = await register(randomPhone(), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "TOO_MANY_REGISTRATIONS",
      message: "Too many registrations from this network. Try again later.",
    });
    expect(refused.json().retryAfter).toBeGreaterThan(59 * 60 - 10);
    // The phone the refused registration named was never texted, and its budget is whole.
    const phone = randomPhone();
    expect((await register(phone, from)).statusCode).toBe(429);
    expect(await statusesOf(5, () => register(phone))).toEqual([201, 201, 201, 201, 201]);
  });

  it("keeps an account's hundred codes a day across midnight: a rolling 24 hours, while sms_usage counts each calendar day", async () => {
    const midnight = justBefore(DAY, 30 * MINUTE);
    const m = await registerAndConfirm(t, { ...newMerchant(), mobilePhone: randomPhone() });
    const headers = bearer((await signIn(t, m, true)).accessToken);
    // A sole trader's code goes to the phone typed in: each a new phone, so only the account's budget holds.
    const connect = () =>
      t.call({
        method: "POST",
        url: "/api/merchant-connect",
        headers,
        payload: {
          accountType: "individual",
          individual: {
            fullName: "Leyla Həsənova",
            fin: "5ZX9K2L",
            address: "Gəncə, Atatürk prospekti 5",
            phone: randomPhone(),
          },
          agreementAccepted: true,
        },
      });
    // The sign-in code was the account's first; 99 more go out before midnight, the next is refused.
    const beforeMidnight = await statusesOf(CODE_SMS_LIMITS.perAccountPer24Hours, connect);
    expect(beforeMidnight.filter((s) => s === 202)).toHaveLength(CODE_SMS_LIMITS.perAccountPer24Hours - 1);
    expect(beforeMidnight.at(-1)).toBe(429);
    at(midnight + MINUTE);
    const refused = await connect();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many codes were sent for this account in the last 24 hours. Try again later.",
    });
    expect(refused.json().retryAfter).toBeGreaterThan(23 * 60 * 60);
    const [user] = await t.db.select().from(users).where(eq(users.email, m.email));
    const usage = await t.db.select().from(smsUsage).where(eq(smsUsage.accountId, user!.accountId));
    // What texting cost that calendar day: the registration's code too, which no account's budget pays (the phone's and the address's do).
    const day = new Date(midnight - DAY).toISOString().slice(0, 10);
    expect(usage).toEqual([
      { accountId: user!.accountId, day, kind: "code", sent: CODE_SMS_LIMITS.perAccountPer24Hours + 1 },
    ]);
    // A day after the first codes the budget has room again.
    at(midnight - 30 * MINUTE + DAY + 10 * MINUTE);
    expect((await connect()).statusCode).toBe(202);
  });
});
