import { answerBesidesRequestId } from "@/test-support/answers";
import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, smsUsage, users } from "@/db/schema";
import { sha256 } from "@/lib/crypto";
import {
  bearer,
  businessConnect,
  invoiceBody,
  lastCode,
  lastLinkToken,
  newMerchant,
  registerAndConfirm,
  registerAndConfirmPhone,
  signIn,
} from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const MINUTE = 60_000;

/** Account takeover, sign-in abuse and SMS pumping (docs/security.md): each attack tried, each refused. */
describe.each(backends)("account security on %s", (backend) => {
  let t: TestApp;
  let address = 0;
  /** Every test signs in from its own address, as different people would. */
  const nextAddress = () => `203.0.113.${++address}`;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
  const outbox = async (to: string) =>
    (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` })).json() as {
      text: string;
    }[];
  const login = (email: string, password: string, remoteAddress: string) =>
    t.call({ method: "POST", url: "/api/login", payload: { username: email, password }, remoteAddress });

  describe("e-mail ownership", () => {
    it("keeps a pending registration from a stranger with another phone and password", async () => {
      const victim = newMerchant();
      await t.call({ method: "POST", url: "/api/register", payload: victim });
      const before = await userRow(victim.email);
      t.clock.advance(61_000);
      const stranger = { ...newMerchant(), email: victim.email, password: "Intruder#2026" };
      const res = await t.call({
        method: "POST",
        url: "/api/register",
        payload: stranger,
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(201);
      expect(await userRow(victim.email)).toEqual(before);
      expect(await outbox(stranger.mobilePhone)).toEqual([]);
      // The stranger's guesses cannot confirm the account: the code went to the victim.
      const victimCode = await lastCode(t, victim.mobilePhone);
      expect(
        (await t.call({ method: "POST", url: `/api/confirmAccount/${victimCode}`, payload: { email: victim.email } }))
          .statusCode,
      ).toBe(200);
      expect((await userRow(victim.email))!.mobilePhone).toBe(victim.mobilePhone);
    });

    it("lets the first registrant start over with the same password", async () => {
      const m = newMerchant();
      await t.call({ method: "POST", url: "/api/register", payload: m });
      t.clock.advance(61_000);
      const corrected = { ...m, mobilePhone: newMerchant().mobilePhone };
      expect((await t.call({ method: "POST", url: "/api/register", payload: corrected })).statusCode).toBe(201);
      expect((await userRow(m.email))!.mobilePhone).toBe(corrected.mobilePhone);
      expect(await lastCode(t, corrected.mobilePhone)).toMatch(/^\d{6}$/);
    });

    it("refuses to connect a business or take payments until the e-mail is confirmed from its link", async () => {
      const m = await registerAndConfirmPhone(t);
      const { accessToken } = await signIn(t, m, true);
      const headers = bearer(accessToken);
      expect((await t.call({ method: "GET", url: "/api/session", headers })).json().emailVerified).toBe(false);
      for (const call of [
        { method: "POST" as const, url: "/api/merchant-connect", payload: businessConnect() },
        { method: "POST" as const, url: "/api/bookings", payload: invoiceBody(t, randomUUID()) },
        { method: "POST" as const, url: "/api/bookings/send-invoice", payload: { invoiceId: randomUUID(), sms: true } },
        {
          method: "POST" as const,
          url: "/api/user/paymentCard",
          payload: { merchant: randomUUID(), cardNumber: "4169 7300 0000 0001", expiry: "12/29", cardHolder: "A B" },
        },
      ]) {
        const res = await t.call({ ...call, headers });
        expect(res.statusCode, call.url).toBe(403);
        expect(res.json().code).toBe("EMAIL_NOT_VERIFIED");
      }
      const token = await lastLinkToken(t, m.email, "verify-email");
      expect((await t.call({ method: "POST", url: `/api/verify-email/${token}` })).statusCode).toBe(200);
      expect((await t.call({ method: "POST", url: `/api/verify-email/${token}` })).json().code).toBe("LINK_INVALID");
      expect((await t.call({ method: "GET", url: "/api/session", headers })).json().emailVerified).toBe(true);
      expect(
        (await t.call({ method: "POST", url: "/api/merchant-connect", headers, payload: businessConnect() }))
          .statusCode,
      ).toBe(201);
    });

    it("sends the link again no sooner than a minute after the last", async () => {
      const m = await registerAndConfirmPhone(t);
      const { accessToken } = await signIn(t, m, true);
      const early = await t.call({ method: "POST", url: "/api/verify-email/resend", headers: bearer(accessToken) });
      expect(early.statusCode).toBe(429);
      expect(early.json().code).toBe("OTP_RESEND_TOO_SOON");
      t.clock.advance(61_000);
      const again = await t.call({ method: "POST", url: "/api/verify-email/resend", headers: bearer(accessToken) });
      expect(again.json()).toEqual({ email: m.email, resendIn: 60 });
    });

    it("lets the address's owner remove a registration made with it, and register it", async () => {
      const victim = newMerchant();
      // A squatter registers the victim's address with the squatter's phone and confirms that phone.
      const squatter = await registerAndConfirmPhone(t, {
        ...newMerchant(),
        email: victim.email,
        password: "Squatter#2026",
      });
      const { accessToken } = await signIn(t, squatter, true);
      const token = await lastLinkToken(t, victim.email, "verify-email");
      expect((await t.call({ method: "POST", url: `/api/verify-email/${token}/release` })).statusCode).toBe(200);
      expect(await userRow(victim.email)).toBeUndefined();
      expect((await t.call({ method: "GET", url: "/api/session", headers: bearer(accessToken) })).statusCode).toBe(401);
      await registerAndConfirm(t, victim);
      expect((await userRow(victim.email))!.mobilePhone).toBe(victim.mobilePhone);
    });

    it("never releases a confirmed account", async () => {
      const m = await registerAndConfirm(t);
      const token = await lastLinkToken(t, m.email, "verify-email");
      expect((await t.call({ method: "POST", url: `/api/verify-email/${token}/release` })).json().code).toBe(
        "LINK_INVALID",
      );
      expect((await userRow(m.email))!.status).toBe("active");
    });
  });

  describe("password guessing", () => {
    it("reserves each try before checking it, so parallel guesses cannot pass the lock", async () => {
      const m = await registerAndConfirm(t);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(m.email, `Wrong#${i}aA`, `198.18.0.${i + 1}`)),
      );
      const checked = results.filter((r) => r.json().code === "INVALID_CREDENTIALS");
      expect(checked.length).toBeLessThanOrEqual(10);
      expect(results.filter((r) => r.json().code === "ACCOUNT_LOCKED").length).toBeGreaterThanOrEqual(30);
      expect((await login(m.email, m.password, nextAddress())).json().code).toBe("ACCOUNT_LOCKED");
      // One lock, one unlock e-mail.
      expect((await outbox(m.email)).filter((mail) => mail.text.includes("/auth/unlock/"))).toHaveLength(1);
    });

    it("e-mails the owner an unlock link that opens sign-in at once", async () => {
      const m = await registerAndConfirm(t);
      for (let i = 0; i < 10; i++) await login(m.email, "Wrong#2026", `198.19.0.${i + 1}`);
      const locked = await login(m.email, m.password, nextAddress());
      expect(locked.json().code).toBe("ACCOUNT_LOCKED");
      const token = await lastLinkToken(t, m.email, "unlock");
      expect((await t.call({ method: "POST", url: `/api/unlock-account/${token}` })).statusCode).toBe(200);
      expect((await login(m.email, m.password, nextAddress())).statusCode).toBe(200);
      expect((await t.call({ method: "POST", url: `/api/unlock-account/${token}` })).json().code).toBe("LINK_INVALID");
    });

    it("slows one address down with a growing delay without locking others out", async () => {
      const m = await registerAndConfirm(t);
      const guesser = nextAddress();
      for (let i = 0; i < 5; i++) expect((await login(m.email, "Wrong#2026", guesser)).statusCode).toBe(401);
      const waiting = await login(m.email, "Wrong#2026", guesser);
      expect(waiting.json()).toMatchObject({ code: "RATE_LIMITED", retryAfter: 60 });
      t.clock.advance(MINUTE);
      expect((await login(m.email, "Wrong#2026", guesser)).statusCode).toBe(401);
      expect((await login(m.email, "Wrong#2026", guesser)).json()).toMatchObject({
        code: "RATE_LIMITED",
        retryAfter: 120,
      });
      // The owner, elsewhere, still signs in; and that forgives the account's wrong tries.
      expect((await login(m.email, m.password, nextAddress())).statusCode).toBe(200);
    });

    it("answers an unknown e-mail exactly like a real one, lock included", async () => {
      const m = await registerAndConfirm(t);
      const ghost = `ghost.${Date.now()}@example.az`;
      const answers = async (email: string) => {
        const out: string[] = [];
        for (let i = 0; i < 11; i++)
          out.push(
            JSON.stringify({
              ...answerBesidesRequestId(await login(email, "Wrong#2026", `198.20.${address}.${i + 1}`)),
              retryAfter: undefined,
            }),
          );
        return out;
      };
      address += 1;
      expect(await answers(ghost)).toEqual(await answers(m.email));
    });
  });

  describe("second factor", () => {
    it("stops codes for a day after ten wrong ones and tells the owner", async () => {
      const m = await registerAndConfirm(t);
      for (let round = 0; round < 2; round++) {
        expect((await login(m.email, m.password, nextAddress())).statusCode).toBe(200);
        const code = await lastCode(t, m.mobilePhone);
        const wrong = code === "000000" ? "111111" : "000000";
        for (let i = 0; i < 5; i++)
          await t.call({ method: "POST", url: `/api/approveLogin/${wrong}/${encodeURIComponent(m.email)}` });
        t.clock.advance(61_000);
      }
      expect((await login(m.email, m.password, nextAddress())).statusCode).toBe(200);
      const code = await lastCode(t, m.mobilePhone);
      const refused = await t.call({ method: "POST", url: `/api/approveLogin/${code}/${encodeURIComponent(m.email)}` });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().retryAfter).toBeGreaterThan(23 * 60 * 60);
      expect((await outbox(m.email))[0]!.text).toContain("Too many wrong one-time codes");
    });
  });

  describe("SMS pumping", () => {
    it("texts one phone at most five codes in ten minutes, whatever the e-mails", async () => {
      const phone = newMerchant().mobilePhone;
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await t.call({
          method: "POST",
          url: "/api/register",
          payload: { ...newMerchant(), mobilePhone: phone },
          remoteAddress: nextAddress(),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      expect(await outbox(phone)).toHaveLength(5);
    });

    it("takes at most ten registrations an hour from one address", async () => {
      const from = nextAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push(
          (await t.call({ method: "POST", url: "/api/register", payload: newMerchant(), remoteAddress: from }))
            .statusCode,
        );
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses[10]).toBe(429);
    });

    it("resends a sign-in code only within 15 minutes of the password check, not of the last code", async () => {
      const m = await registerAndConfirm(t);
      await login(m.email, m.password, nextAddress());
      const resend = () => t.call({ method: "GET", url: `/api/otp/init/login?email=${encodeURIComponent(m.email)}` });
      const sent = async () => (await outbox(m.mobilePhone)).length;
      for (let i = 0; i < 3; i++) {
        t.clock.advance(4 * MINUTE);
        await resend();
      }
      const afterThree = await sent();
      t.clock.advance(4 * MINUTE);
      expect((await resend()).statusCode).toBe(200);
      expect(await sent()).toBe(afterThree);
    });

    it("counts the SMS each account costs", async () => {
      const m = await registerAndConfirm(t);
      await login(m.email, m.password, nextAddress());
      const user = (await userRow(m.email))!;
      const [usage] = await t.db.select().from(smsUsage).where(eq(smsUsage.accountId, user.accountId));
      expect(usage).toMatchObject({ kind: "code", sent: 2 });
    });
  });

  describe("passwords", () => {
    it("refuses a password from the lists of leaked ones", async () => {
      for (const password of ["Password1!", "P@ssw0rd", "Qwerty123!"]) {
        const res = await t.call({
          method: "POST",
          url: "/api/register",
          payload: { ...newMerchant(), password },
          remoteAddress: nextAddress(),
        });
        expect(res.statusCode, password).toBe(400);
        expect(res.json().fields.password).toBe("validation.passwordBreached");
      }
    });
  });

  describe("sessions", () => {
    it("ends a session that is not remembered after 30 minutes without a call", async () => {
      const m = await registerAndConfirm(t);
      const { accessToken } = await signIn(t, m, false);
      t.clock.advance(29 * MINUTE);
      expect((await t.call({ method: "GET", url: "/api/profile", headers: bearer(accessToken) })).statusCode).toBe(200);
      t.clock.advance(29 * MINUTE);
      expect((await t.call({ method: "GET", url: "/api/profile", headers: bearer(accessToken) })).statusCode).toBe(200);
      t.clock.advance(31 * MINUTE);
      expect((await t.call({ method: "GET", url: "/api/profile", headers: bearer(accessToken) })).statusCode).toBe(401);
    });

    it("gives a remembered session a new token after a day; the old one dies two minutes later", async () => {
      const m = await registerAndConfirm(t);
      const { accessToken } = await signIn(t, m, true);
      const check = (token: string) => t.call({ method: "GET", url: "/api/session", headers: bearer(token) });
      expect((await check(accessToken)).json().accessToken).toBeUndefined();
      t.clock.advance(25 * 60 * MINUTE);
      const renewed = (await check(accessToken)).json().accessToken as string;
      expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(renewed)));
      expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(29 * 24 * 60 * MINUTE);
      expect((await check(accessToken)).statusCode).toBe(200);
      t.clock.advance(3 * MINUTE);
      expect((await check(accessToken)).statusCode).toBe(401);
      expect((await check(renewed)).statusCode).toBe(200);
    });

    it("keeps sign-in and profile answers out of every cache", async () => {
      const m = await registerAndConfirm(t);
      await t.call({ method: "POST", url: "/api/login", payload: { username: m.email, password: m.password } });
      const approve = await t.call({
        method: "POST",
        url: `/api/approveLogin/${await lastCode(t, m.mobilePhone)}/${encodeURIComponent(m.email)}`,
      });
      const headers = bearer(approve.json().accessToken);
      for (const res of [
        approve,
        await t.call({ method: "GET", url: "/api/session", headers }),
        await t.call({ method: "GET", url: "/api/profile", headers }),
      ]) {
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    });
  });
});

// The same reservation with the counters in Redis (REDIS_URL), as a deployment may run it.
describe.runIf(process.env.TEST_REDIS_URL)("password guessing with the Redis store", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Redis outlives a test run: counters of an address must not carry over from the last one.
    t = await startTestApp(backends.at(-1)!, {
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "10000",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("reserves each try before checking it, so parallel guesses cannot pass the lock", async () => {
    // A phone of its own for each run, for the same reason.
    const m = await registerAndConfirm(t, {
      ...newMerchant(),
      mobilePhone: `+99470${String(randomInt(0, 10_000_000)).padStart(7, "0")}`,
    });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call({
          method: "POST",
          url: "/api/login",
          payload: { username: m.email, password: `Wrong#${i}aA` },
          remoteAddress: `198.21.0.${i + 1}`,
        }),
      ),
    );
    expect(results.filter((r) => r.json().code === "INVALID_CREDENTIALS").length).toBeLessThanOrEqual(10);
    const right = await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: m.email, password: m.password },
      remoteAddress: "198.21.1.1",
    });
    expect(right.json().code).toBe("ACCOUNT_LOCKED");
  });
});
