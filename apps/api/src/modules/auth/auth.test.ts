import { answerBesidesRequestId } from "@/test-support/answers";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpChallenges, passwordResets, sessions, users } from "@/db/schema";
import { sha256 } from "@/lib/crypto";
import { bearer, lastCode, newMerchant, registerAndConfirm, signIn } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const MINUTE = 60_000;

describe.each(backends)("accounts and sessions on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
  const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

  it("register → confirm → login → approve → session → logout", async () => {
    const m = newMerchant();
    const reg = await t.call({ method: "POST", url: "/api/register", payload: m });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toEqual({
      email: m.email,
      phoneHint: `+994 ** *** ** ${m.mobilePhone.slice(-2)}`,
      resendIn: 60,
    });
    expect((await userRow(m.email))!.status).toBe("pending");
    expect((await userRow(m.email))!.passwordHash).toMatch(/^\$argon2id\$/);

    const early = await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: m.email, password: m.password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe("ACCOUNT_NOT_CONFIRMED");

    const code = await lastCode(t, m.mobilePhone);
    const confirm = await t.call({ method: "POST", url: `/api/confirmAccount/${code}`, payload: { email: m.email } });
    expect(confirm.statusCode).toBe(200);
    expect((await userRow(m.email))!.status).toBe("active");

    const login = await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: m.email.toUpperCase(), password: m.password },
    });
    expect(login.statusCode).toBe(200);
    const loginCode = await lastCode(t, m.mobilePhone);
    expect(loginCode).not.toBe(code);
    const approve = await t.call({
      method: "POST",
      url: `/api/approveLogin/${loginCode}/${encodeURIComponent(m.email)}`,
    });
    expect(approve.statusCode).toBe(200);
    const { accessToken, expiresAt, user } = approve.json();
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBeCloseTo(12 * 60 * MINUTE, -4);
    expect(user).toMatchObject({
      email: m.email,
      username: m.email,
      fullName: m.fullName,
      active: true,
      userType: "main",
    });

    const [stored] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(accessToken)));
    expect(stored).toBeDefined();
    const tokenInDb = await t.db.select().from(sessions).where(eq(sessions.tokenHash, accessToken));
    expect(tokenInDb).toHaveLength(0);

    const session = await t.call({ method: "GET", url: "/api/session", headers: bearer(accessToken) });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ id: user.id, email: m.email, mobilePhone: m.mobilePhone });
    const profile = await t.call({ method: "GET", url: "/api/profile", headers: bearer(accessToken) });
    expect(profile.json()).toEqual({
      id: user.id,
      email: m.email,
      fullName: m.fullName,
      mobilePhone: m.mobilePhone,
      language: null,
      pendingEmail: null,
    });

    const logout = await t.call({ method: "POST", url: "/api/logout", headers: bearer(accessToken) });
    expect(logout.statusCode).toBe(200);
    const [revoked] = await t.db.select().from(sessions).where(eq(sessions.id, stored!.id));
    expect(revoked!.revokedAt).not.toBeNull();
    const after = await t.call({ method: "GET", url: "/api/session", headers: bearer(accessToken) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("UNAUTHORIZED");
  });

  it("rejects each bad registration field with its message and writes nothing", async () => {
    const before = await userCount();
    const cases: [Record<string, string>, string, string][] = [
      [{ password: "weakpass" }, "password", "validation.password"],
      [{ password: "NoDigits#here" }, "password", "validation.password"],
      [{ mobilePhone: "+99450123456" }, "mobilePhone", "validation.phone"],
      [{ mobilePhone: "0501234567" }, "mobilePhone", "validation.phone"],
      [{ email: "not-an-email" }, "email", "validation.email"],
      [{ fullName: "   " }, "fullName", "validation.required"],
    ];
    for (const [override, field, message] of cases) {
      const res = await t.call({ method: "POST", url: "/api/register", payload: { ...newMerchant(), ...override } });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
      expect(res.json().fields[field]).toBe(message);
    }
    expect(await userCount()).toBe(before);
  });

  it("answers a registration of a taken e-mail like any other, texts nothing and tells the owner by e-mail", async () => {
    const m = await registerAndConfirm(t);
    const before = await userRow(m.email);
    const intruder = { ...newMerchant(), email: m.email };
    const res = await t.call({ method: "POST", url: "/api/register", payload: intruder });
    const fresh = newMerchant();
    const other = await t.call({ method: "POST", url: "/api/register", payload: fresh });
    expect(res.statusCode).toBe(201);
    expect(other.statusCode).toBe(201);
    expect(res.json()).toEqual({
      email: m.email,
      phoneHint: `+994 ** *** ** ${intruder.mobilePhone.slice(-2)}`,
      resendIn: 60,
    });
    expect(Object.keys(res.json())).toEqual(Object.keys(other.json()));
    expect(await userRow(m.email)).toEqual(before);
    const texted = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(intruder.mobilePhone)}` })
    ).json();
    expect(texted).toEqual([]);
    const [notice] = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.email)}` })
    ).json();
    expect(notice.text).toContain("already has one");
  });

  it("counts wrong codes and burns the code at the fifth", async () => {
    const m = newMerchant();
    await t.call({ method: "POST", url: "/api/register", payload: m });
    const code = await lastCode(t, m.mobilePhone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 0; left--) {
      const res = await t.call({ method: "POST", url: `/api/confirmAccount/${wrong}`, payload: { email: m.email } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: "OTP_INVALID", attemptsLeft: left });
    }
    const sixth = await t.call({ method: "POST", url: `/api/confirmAccount/${code}`, payload: { email: m.email } });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().code).toBe("OTP_EXPIRED");
    expect((await userRow(m.email))!.status).toBe("pending");
    const [challenge] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.target, m.email));
    expect(challenge).toMatchObject({ attempts: 5, status: "burned" });
    expect(challenge!.codeHash).not.toContain(code);
  });

  it("refuses an expired code", async () => {
    const m = newMerchant();
    await t.call({ method: "POST", url: "/api/register", payload: m });
    const code = await lastCode(t, m.mobilePhone);
    t.clock.advance(3 * MINUTE + 1000);
    const res = await t.call({ method: "POST", url: `/api/confirmAccount/${code}`, payload: { email: m.email } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("OTP_EXPIRED");
    expect((await userRow(m.email))!.status).toBe("pending");
  });

  it("resends no sooner than 60 seconds, answering every e-mail the same", async () => {
    const m = newMerchant();
    await t.call({ method: "POST", url: "/api/register", payload: m });
    const first = await lastCode(t, m.mobilePhone);
    t.clock.advance(20_000);
    const early = await t.call({ method: "GET", url: `/api/otp/init/register?email=${encodeURIComponent(m.email)}` });
    const unknown = await t.call({
      method: "GET",
      url: `/api/otp/init/register?email=${encodeURIComponent("nobody.here@example.az")}`,
    });
    expect(early.statusCode).toBe(200);
    expect(early.body).toBe(unknown.body);
    expect(await lastCode(t, m.mobilePhone)).toBe(first);
    const smsCount = async () =>
      (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.mobilePhone)}` })).json()
        .length;
    expect(await smsCount()).toBe(1);

    t.clock.advance(41_000);
    const resend = await t.call({ method: "GET", url: `/api/otp/init/register?email=${encodeURIComponent(m.email)}` });
    expect(resend.statusCode).toBe(200);
    expect(resend.body).toBe(unknown.body);
    expect(await smsCount()).toBe(2);
    const second = await lastCode(t, m.mobilePhone);
    if (second !== first) {
      const old = await t.call({ method: "POST", url: `/api/confirmAccount/${first}`, payload: { email: m.email } });
      expect(old.statusCode).toBe(422);
    }
    const ok = await t.call({ method: "POST", url: `/api/confirmAccount/${second}`, payload: { email: m.email } });
    expect(ok.statusCode).toBe(200);
  });

  it("answers a wrong password and an unknown e-mail the same", async () => {
    const m = await registerAndConfirm(t);
    const wrong = await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: m.email, password: "Wrong#2026" },
    });
    const unknown = await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: "nobody@example.az", password: "Wrong#2026" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(answerBesidesRequestId(wrong)).toEqual(answerBesidesRequestId(unknown));
  });

  it("keeps a remembered session for 30 days and a plain one for 12 hours", async () => {
    const m = await registerAndConfirm(t);
    const remembered = await signIn(t, m, true);
    t.clock.advance(61_000);
    const plain = await signIn(t, m, false);
    const now = t.clock.now().getTime();
    expect(new Date(remembered.expiresAt).getTime() - now).toBeGreaterThan(29 * 24 * 60 * MINUTE);
    t.clock.advance(12 * 60 * MINUTE + 1000);
    expect((await t.call({ method: "GET", url: "/api/session", headers: bearer(plain.accessToken) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.call({ method: "GET", url: "/api/session", headers: bearer(remembered.accessToken) })).statusCode,
    ).toBe(200);
  });

  it("sends a new sign-in code only after the password was checked", async () => {
    const m = await registerAndConfirm(t);
    const before = await t.call({ method: "GET", url: `/api/otp/init/login?email=${encodeURIComponent(m.email)}` });
    expect(before.statusCode).toBe(200);
    const outbox = await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.mobilePhone)}` });
    expect(outbox.json()).toHaveLength(1); // the registration code only

    await t.call({ method: "POST", url: "/api/login", payload: { username: m.email, password: m.password } });
    const afterLogin = await lastCode(t, m.mobilePhone);
    const tooSoon = await t.call({ method: "GET", url: `/api/otp/init/login?email=${encodeURIComponent(m.email)}` });
    expect(tooSoon.statusCode).toBe(200);
    expect(await lastCode(t, m.mobilePhone)).toBe(afterLogin);
    t.clock.advance(61_000);
    const resend = await t.call({ method: "GET", url: `/api/otp/init/login?email=${encodeURIComponent(m.email)}` });
    expect(resend.statusCode).toBe(200);
    const code = await lastCode(t, m.mobilePhone);
    const approve = await t.call({ method: "POST", url: `/api/approveLogin/${code}/${encodeURIComponent(m.email)}` });
    expect(approve.statusCode).toBe(200);
  });

  it("texts a new code to a sign-in right after a finished one, and keeps an unused code's countdown", async () => {
    const m = await registerAndConfirm(t);
    const outbox = async () =>
      (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.mobilePhone)}` })).json()
        .length;
    const login = () =>
      t.call({ method: "POST", url: "/api/login", payload: { username: m.email, password: m.password } });
    await signIn(t, m);
    const sent = await outbox();

    // The first code is used: it must not hold the next sign-in back.
    const again = await login();
    expect(again.statusCode).toBe(200);
    expect(again.json().resendIn).toBe(60);
    expect(await outbox()).toBe(sent + 1);
    const code = await lastCode(t, m.mobilePhone);

    // This code is unused: a repeated submission continues its countdown without an SMS.
    t.clock.advance(20_000);
    const repeated = await login();
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().resendIn).toBe(40);
    expect(await outbox()).toBe(sent + 1);
    expect(
      (await t.call({ method: "POST", url: `/api/approveLogin/${code}/${encodeURIComponent(m.email)}` })).statusCode,
    ).toBe(200);
  });

  it("rejects dead, malformed and missing tokens", async () => {
    for (const headers of [{}, bearer("not-a-token"), { authorization: "Basic abc" }, bearer("x".repeat(43))]) {
      const res = await t.call({ method: "GET", url: "/api/profile", headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("UNAUTHORIZED");
    }
  });

  it("resets a password with a single-use link and ends every session", async () => {
    const m = await registerAndConfirm(t);
    const { accessToken } = await signIn(t, m);

    const unknown = await t.call({
      method: "POST",
      url: "/api/forgot-password",
      payload: { email: "nobody@example.az" },
    });
    const known = await t.call({ method: "POST", url: "/api/forgot-password", payload: { email: m.email } });
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mail = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.email)}` })
    ).json()[0];
    expect(mail.channel).toBe("email");
    const guid = /\/auth\/reset-password\/([0-9a-f-]{36})/.exec(mail.text)?.[1];
    expect(guid).toBeDefined();
    const [reset] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(guid!)));
    expect(reset).toBeDefined();
    const hashBefore = (await userRow(m.email))!.passwordHash;

    const weak = await t.call({
      method: "POST",
      url: `/api/confirm-password/${guid}`,
      payload: { password: "weak", confirmPassword: "weak" },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe("validation.password");
    const mismatch = await t.call({
      method: "POST",
      url: `/api/confirm-password/${guid}`,
      payload: { password: "Fresh#2026", confirmPassword: "Fresh#2027" },
    });
    expect(mismatch.json().fields.confirmPassword).toBe("validation.confirmPassword");
    expect((await userRow(m.email))!.passwordHash).toBe(hashBefore);

    const ok = await t.call({
      method: "POST",
      url: `/api/confirm-password/${guid}`,
      payload: { password: "Fresh#2026", confirmPassword: "Fresh#2026" },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call({ method: "GET", url: "/api/session", headers: bearer(accessToken) })).statusCode).toBe(401);

    const reused = await t.call({
      method: "POST",
      url: `/api/confirm-password/${guid}`,
      payload: { password: "Other#2026", confirmPassword: "Other#2026" },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("RESET_LINK_INVALID");

    const oldPassword = await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: m.email, password: m.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    t.clock.advance(61_000);
    await signIn(t, { ...m, password: "Fresh#2026" });
  });

  it("refuses an expired reset link", async () => {
    const m = await registerAndConfirm(t);
    await t.call({ method: "POST", url: "/api/forgot-password", payload: { email: m.email } });
    const mail = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.email)}` })
    ).json()[0];
    const guid = /reset-password\/([0-9a-f-]{36})/.exec(mail.text)![1];
    t.clock.advance(31 * MINUTE);
    const res = await t.call({
      method: "POST",
      url: `/api/confirm-password/${guid}`,
      payload: { password: "Fresh#2026", confirmPassword: "Fresh#2026" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("RESET_LINK_INVALID");
  });

  it("answers malformed requests with the error shape, never a 500", async () => {
    const cases = [
      { method: "POST" as const, url: "/api/login", payload: "{bad", headers: { "content-type": "application/json" } },
      {
        method: "POST" as const,
        url: "/api/login",
        payload: "username=a",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      { method: "POST" as const, url: "/api/login", payload: [] },
      { method: "POST" as const, url: "/api/login", payload: { username: 42, password: null } },
      { method: "POST" as const, url: "/api/approveLogin/12/not-an-email" },
      { method: "POST" as const, url: "/api/confirm-password/not-a-guid", payload: {} },
      { method: "GET" as const, url: "/api/otp/init/login" },
      { method: "GET" as const, url: "/api/nope" },
    ];
    for (const c of cases) {
      const res = await t.call(c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${c.method} ${c.url}`).toBeLessThan(500);
      expect(Object.keys(res.json())).toEqual(expect.arrayContaining(["code", "message"]));
    }
  });

  it("keeps codes out of the log", async () => {
    const m = await registerAndConfirm(t);
    await signIn(t, m);
    // The sandbox prints what it "sends" (DESIGN §8); request lines must not repeat the code.
    expect(t.logs()).toMatch(/approveLogin\/\[redacted\]/);
    expect(t.logs()).not.toMatch(/approveLogin\/\d{6}/);
  });
});
