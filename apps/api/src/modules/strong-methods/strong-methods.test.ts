import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, recoveryCodes, userStrongMethods, users } from "@/db/schema";
import { bearer, lastCode, signedInMerchant, signedInSubUser, signIn } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/** Strong methods (docs/security.md "Strong methods"): an authenticator in place of SMS, recovery codes, the owner's policy. */
describe.each(backends)("strong sign-in methods on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const codeAt = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
  const outbox = async (to: string) =>
    (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` })).json() as {
      text: string;
    }[];
  const login = (who: { email: string; password: string }) =>
    t.call({ method: "POST", url: "/api/login", payload: { username: who.email, password: who.password } });
  const approve = (code: string, email: string) =>
    t.call({ method: "POST", url: `/api/approveLogin/${code}/${encodeURIComponent(email)}` });

  /** Adds an authenticator to a signed-in user: its secret and the recovery codes it came with. */
  async function addAuthenticator(who: { password: string; headers: Record<string, string> }) {
    const started = await t.call({
      method: "POST",
      url: "/api/security/totp",
      headers: who.headers,
      payload: { password: who.password },
    });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = started.json() as { secret: string; otpauthUri: string; qrSvg: string };
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(qrSvg).toContain("<svg");
    const confirmed = await t.call({
      method: "POST",
      url: "/api/security/totp/confirm",
      headers: who.headers,
      payload: { code: await codeAt(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes?: string[] }).recoveryCodes };
  }

  it("adds an authenticator behind the password, seals its secret and gives ten recovery codes once", async () => {
    const merchant = await signedInMerchant(t);
    const wrong = await t.call({
      method: "POST",
      url: "/api/security/totp",
      headers: merchant.headers,
      payload: { password: "Not-the-password1" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: "validation.oldPasswordWrong" });

    const { secret, recoveryCodes: codes } = await addAuthenticator(merchant);
    expect(codes).toHaveLength(10);
    const [user] = await t.db.select().from(users).where(eq(users.email, merchant.email));
    const [row] = await t.db.select().from(userStrongMethods).where(eq(userStrongMethods.userId, user!.id));
    expect(row!.totpSecretSealed).not.toContain(secret);
    const kept = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user!.id));
    expect(kept).toHaveLength(10);
    expect(kept.map((k) => k.codeHash)).not.toContain(codes![0]);

    const overview = await t.call({ method: "GET", url: "/api/security", headers: merchant.headers });
    expect(overview.json()).toMatchObject({ totp: {}, passkeys: [], recoveryCodesLeft: 10, smsFallback: false });
    const session = await t.call({ method: "GET", url: "/api/session", headers: merchant.headers });
    expect(session.json().secondSteps).toEqual(["totp"]);
  });

  it("signs in with the authenticator's code instead of an SMS, within one step of drift, and never twice with one code", async () => {
    const merchant = await signedInMerchant(t);
    const { secret } = await addAuthenticator(merchant);
    const textedBefore = (await outbox(merchant.mobilePhone)).length;

    t.clock.advance(60_000);
    const sent = await login(merchant);
    expect(sent.json()).toMatchObject({ methods: ["totp"] });
    expect(await outbox(merchant.mobilePhone)).toHaveLength(textedBefore);

    const late = await codeAt(secret, -30);
    expect((await approve(late, merchant.email)).statusCode).toBe(200);

    await login(merchant);
    const replay = await approve(late, merchant.email);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe("OTP_INVALID");
    expect((await approve(await codeAt(secret, -90), merchant.email)).json().code).toBe("OTP_INVALID");
    expect((await approve(await codeAt(secret), merchant.email)).statusCode).toBe(200);
  });

  it("burns the step after five wrong authenticator codes, as with SMS codes", async () => {
    const merchant = await signedInMerchant(t);
    const { secret } = await addAuthenticator(merchant);
    t.clock.advance(60_000);
    await login(merchant);
    for (let i = 0; i < 5; i += 1) expect((await approve("000000", merchant.email)).statusCode).toBe(422);
    const after = await approve(await codeAt(secret), merchant.email);
    expect(after.json().code).toBe("OTP_EXPIRED");
  });

  it("signs in once with a recovery code, never again with the same one", async () => {
    const merchant = await signedInMerchant(t);
    const { recoveryCodes: codes } = await addAuthenticator(merchant);
    const recover = (recoveryCode: string) =>
      t.call({ method: "POST", url: "/api/login/recovery", payload: { email: merchant.email, recoveryCode } });
    await login(merchant);
    const used = await recover(codes![0]!.toUpperCase());
    expect(used.statusCode).toBe(200);
    expect(used.json().accessToken).toEqual(expect.any(String));
    await login(merchant);
    expect((await recover(codes![0]!)).json().code).toBe("OTP_INVALID");
    expect((await recover(codes![1]!.replace("-", ""))).statusCode).toBe(200);
    const overview = await t.call({ method: "GET", url: "/api/security", headers: merchant.headers });
    expect(overview.json().recoveryCodesLeft).toBe(8);
  });

  it("keeps SMS only when the user turns it on, and texts the code of an open step on request", async () => {
    const merchant = await signedInMerchant(t);
    await addAuthenticator(merchant);
    const turnOn = await t.call({
      method: "PUT",
      url: "/api/security/sms-fallback",
      headers: merchant.headers,
      payload: { smsFallback: true, password: merchant.password },
    });
    expect(turnOn.statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await login(merchant)).json().methods).toEqual(["totp", "sms"]);
    await t.call({ method: "GET", url: `/api/otp/init/login?email=${encodeURIComponent(merchant.email)}` });
    const code = await lastCode(t, merchant.mobilePhone);
    expect((await approve(code, merchant.email)).statusCode).toBe(200);
  });

  it("holds a sub-user without a strong method when the owner requires one, until they add it", async () => {
    const owner = await signedInMerchant(t);
    const [mainUser] = await t.db.select().from(users).where(eq(users.email, owner.email));
    const sub = await signedInSubUser(t, mainUser!.accountId, ["createLink"]);
    const bySub = await t.call({
      method: "PUT",
      url: "/api/security/policy",
      headers: sub.headers,
      payload: { requireStrongForSubUsers: true },
    });
    expect(bySub.statusCode).toBe(403);
    const set = await t.call({
      method: "PUT",
      url: "/api/security/policy",
      headers: owner.headers,
      payload: { requireStrongForSubUsers: true },
    });
    expect(set.statusCode).toBe(200);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, mainUser!.accountId));
    expect(account!.requireStrongForSubUsers).toBe(true);

    const held = await t.call({ method: "GET", url: "/api/meta-data-transactions", headers: sub.headers });
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe("STRONG_METHOD_REQUIRED");
    const { accessToken } = await signIn(t, sub);
    const session = await t.call({ method: "GET", url: "/api/session", headers: bearer(accessToken) });
    expect(session.json().mustAddStrongMethod).toBe(true);
    expect(
      (await t.call({ method: "GET", url: "/api/meta-data-transactions", headers: bearer(accessToken) })).statusCode,
    ).toBe(403);

    await addAuthenticator({ password: sub.password, headers: bearer(accessToken) });
    expect(
      (await t.call({ method: "GET", url: "/api/session", headers: bearer(accessToken) })).json().mustAddStrongMethod,
    ).toBe(false);
    expect(
      (await t.call({ method: "GET", url: "/api/meta-data-transactions", headers: bearer(accessToken) })).statusCode,
    ).not.toBe(403);
    // The owner is not held by the policy.
    expect(
      (await t.call({ method: "GET", url: "/api/meta-data-transactions", headers: owner.headers })).statusCode,
    ).not.toBe(403);
  });

  it("asks the password to remove the last method, then e-mails the user and falls back to SMS", async () => {
    const merchant = await signedInMerchant(t);
    await addAuthenticator(merchant);
    const removed = await t.call({
      method: "POST",
      url: "/api/security/totp/remove",
      headers: merchant.headers,
      payload: { password: merchant.password },
    });
    expect(removed.statusCode).toBe(200);
    const mails = await outbox(merchant.email);
    expect(mails.map((m) => m.text).join("\n")).toMatch(/last authenticator app or passkey/);
    t.clock.advance(60_000);
    const sent = await login(merchant);
    expect(sent.json().methods).toEqual(["sms"]);
  });
});
