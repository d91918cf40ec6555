import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages, sessions, users } from "@/db/schema";
import { lastCode, newMerchant, registerAndConfirm } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

// Real races need the PostgreSQL server (PGlite runs one transaction at a time, DESIGN §2).
describe.each(backends)("one-time codes under concurrent calls on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it("never allows more than five wrong tries", async () => {
    const m = newMerchant();
    await t.call({ method: "POST", url: "/api/register", payload: m });
    const code = await lastCode(t, m.mobilePhone);
    const wrong = code === "000000" ? "111111" : "000000";
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call({ method: "POST", url: `/api/confirmAccount/${wrong}`, payload: { email: m.email } }),
      ),
    );
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === "OTP_INVALID")).toHaveLength(5);
    expect(codes.filter((c) => c === "OTP_EXPIRED")).toHaveLength(15);
    const right = await t.call({ method: "POST", url: `/api/confirmAccount/${code}`, payload: { email: m.email } });
    expect(right.statusCode).toBe(422);
  });

  it("turns one code into exactly one session", async () => {
    const m = await registerAndConfirm(t);
    await t.call({ method: "POST", url: "/api/login", payload: { username: m.email, password: m.password } });
    const code = await lastCode(t, m.mobilePhone);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call({ method: "POST", url: `/api/approveLogin/${code}/${encodeURIComponent(m.email)}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [user] = await t.db.select().from(users).where(eq(users.email, m.email));
    const [row] = await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user!.id));
    expect(row!.n).toBe(1);
  });

  it("sends one code when resends race", async () => {
    const m = newMerchant();
    await t.call({ method: "POST", url: "/api/register", payload: m });
    t.clock.advance(61_000);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call({ method: "GET", url: `/api/otp/init/register?email=${encodeURIComponent(m.email)}` }),
      ),
    );
    // Every caller gets the same answer; only one new code goes out.
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await t.db
      .select({ n: count() })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, m.mobilePhone));
    expect(row!.n).toBe(2);
  });

  it("creates one account when the same registration races", async () => {
    const m = newMerchant();
    // Five: each registration spends from the phone's budget of five codes in ten minutes.
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.call({ method: "POST", url: "/api/register", payload: m })),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, m.email));
    expect(row!.n).toBe(1);
  });
});
