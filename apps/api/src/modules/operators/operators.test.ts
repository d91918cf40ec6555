import { answerBesidesRequestId } from "@/test-support/answers";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signedInMerchant } from "@/test-support/flows";
import { createdOperator, OPERATOR_PASSWORD, setUpOperator, totpCode } from "@/test-support/operators";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

describe.each(backends)("operator accounts on %s", (backend) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof setUpOperator>>;
  beforeAll(async () => {
    t = await startTestApp(backend, { LOG_LEVEL: "warn", LOGIN_FAILURES_BEFORE_LOCK: "3" });
    admin = await setUpOperator(t, "admin");
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("sets up from the one-time link with a password and the authenticator, once", async () => {
    const { token, email } = await createdOperator(t, "risk");
    const start = await t.call({ method: "POST", url: "/api/ops/setup/start", payload: { token } });
    expect(start.json()).toMatchObject({
      email,
      role: "risk",
      totpUri: expect.stringMatching(/^otpauth:\/\/totp\//),
      qrSvg: expect.stringContaining("<svg"),
    });
    const again = await t.call({ method: "POST", url: "/api/ops/setup/start", payload: { token } });
    expect(again.json().totpSecret).toBe(start.json().totpSecret);

    const short = await t.call({
      method: "POST",
      url: "/api/ops/setup/finish",
      payload: { token, password: "short", code: "123456" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: "validation.operatorPasswordLength" });
    const wrongCode = await t.call({
      method: "POST",
      url: "/api/ops/setup/finish",
      payload: { token, password: OPERATOR_PASSWORD, code: "000000" },
    });
    expect(wrongCode.json().code).toBe("OTP_INVALID");

    const done = await t.call({
      method: "POST",
      url: "/api/ops/setup/finish",
      payload: { token, password: OPERATOR_PASSWORD, code: await totpCode(t, start.json().totpSecret) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().operator).toMatchObject({ email, role: "risk", status: "active" });
    const me = await t.call({ method: "GET", url: "/api/ops/me", headers: bearer(done.json().accessToken) });
    expect(me.json()).toMatchObject({ email, role: "risk" });

    const reused = await t.call({ method: "POST", url: "/api/ops/setup/start", payload: { token } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("LINK_INVALID");
  });

  it("signs in with the password, then the authenticator's code, which works once", async () => {
    const risk = await setUpOperator(t, "risk");
    const wrong = await t.call({
      method: "POST",
      url: "/api/ops/sign-in",
      payload: { email: risk.email, password: "Wrong-password#1" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("INVALID_CREDENTIALS");
    const unknown = await t.call({
      method: "POST",
      url: "/api/ops/sign-in",
      payload: { email: "nobody@provider.az", password: OPERATOR_PASSWORD },
    });
    expect(answerBesidesRequestId(unknown)).toEqual(answerBesidesRequestId(wrong));

    const step = await t.call({
      method: "POST",
      url: "/api/ops/sign-in",
      payload: { email: risk.email, password: OPERATOR_PASSWORD },
    });
    const { signInToken } = step.json();
    // The step's token is no session.
    expect((await t.call({ method: "GET", url: "/api/ops/me", headers: bearer(signInToken) })).statusCode).toBe(401);
    const code = await totpCode(t, risk.secret);
    const ok = await t.call({ method: "POST", url: "/api/ops/sign-in/confirm", payload: { signInToken, code } });
    expect(ok.statusCode).toBe(200);
    const replay = await t.call({ method: "POST", url: "/api/ops/sign-in/confirm", payload: { signInToken, code } });
    expect(replay.statusCode).toBe(401);

    // The same code through a new sign-in: refused, it was taken at its time step.
    const second = await t.call({
      method: "POST",
      url: "/api/ops/sign-in",
      payload: { email: risk.email, password: OPERATOR_PASSWORD },
    });
    const reused = await t.call({
      method: "POST",
      url: "/api/ops/sign-in/confirm",
      payload: { signInToken: second.json().signInToken, code },
    });
    expect(reused.json().code).toBe("OTP_INVALID");
  });

  it("locks after too many wrong passwords and codes", async () => {
    const op = await setUpOperator(t, "support");
    for (let i = 0; i < 3; i += 1)
      await t.call({ method: "POST", url: "/api/ops/sign-in", payload: { email: op.email, password: "Not-it#12345" } });
    const locked = await t.call({
      method: "POST",
      url: "/api/ops/sign-in",
      payload: { email: op.email, password: OPERATOR_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("ACCOUNT_LOCKED");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("keeps the realms apart: a merchant's token is unknown to the console, an operator's to the portal", async () => {
    const merchant = await signedInMerchant(t);
    expect((await t.call({ method: "GET", url: "/api/ops/me", headers: merchant.headers })).statusCode).toBe(401);
    expect((await t.call({ method: "GET", url: "/api/session", headers: admin.headers })).statusCode).toBe(401);
    const merchantPassword = await t.call({
      method: "POST",
      url: "/api/ops/sign-in",
      payload: { email: merchant.email, password: merchant.password },
    });
    expect(merchantPassword.statusCode).toBe(401);
  });

  it("lets an admin invite by e-mail, list and disable operators; others may not", async () => {
    const invited = await t.call({
      method: "POST",
      url: "/api/ops/operators",
      headers: { ...admin.headers, "accept-language": "az" },
      payload: { email: "new.risk@provider.az", name: "Nigar Əliyeva", role: "risk" },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ status: "invited", role: "risk" });
    expect(invited.body).not.toContain("token");
    const mail = await t.call({ method: "GET", url: "/sandbox/outbox.json?to=new.risk%40provider.az" });
    expect(mail.json()[0].text).toMatch(/operator konsoluna dəvət etdi.*\/ops\/setup#token=/s);

    const taken = await t.call({
      method: "POST",
      url: "/api/ops/operators",
      headers: admin.headers,
      payload: { email: "NEW.RISK@provider.az", name: "Again", role: "risk" },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ email: "validation.emailTaken" });

    const risk = await setUpOperator(t, "risk");
    const forbidden = await t.call({ method: "GET", url: "/api/ops/operators", headers: risk.headers });
    expect(forbidden.statusCode).toBe(403);

    const disabled = await t.call({
      method: "POST",
      url: `/api/ops/operators/${risk.id}/disable`,
      headers: admin.headers,
    });
    expect(disabled.json().status).toBe("disabled");
    expect((await t.call({ method: "GET", url: "/api/ops/me", headers: risk.headers })).statusCode).toBe(401);
    const signIn = await t.call({
      method: "POST",
      url: "/api/ops/sign-in",
      payload: { email: risk.email, password: OPERATOR_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    const self = await t.call({
      method: "POST",
      url: `/api/ops/operators/${admin.id}/disable`,
      headers: admin.headers,
    });
    expect(self.statusCode).toBe(409);
  });

  it("keeps an append-only audit trail admins read and export", async () => {
    const changed = await t.call({
      method: "PUT",
      url: "/api/ops/settings",
      headers: admin.headers,
      payload: { fourEyesCategories: ["charity", "bankWallet", "charity"] },
    });
    expect(changed.json()).toEqual({ fourEyesCategories: ["bankWallet", "charity"] });
    const page = await t.call({ method: "GET", url: "/api/ops/audit?page=0", headers: admin.headers });
    expect(page.json().content[0]).toMatchObject({
      action: "settings.changed",
      operatorEmail: admin.email,
      before: { fourEyesCategories: [] },
      after: { fourEyesCategories: ["bankWallet", "charity"] },
      address: expect.any(String),
    });
    const actions = (page.json().content as { action: string }[]).map((e) => e.action);
    expect(actions).toContain("operator.invited");

    const csv = await t.call({ method: "GET", url: "/api/ops/audit/export", headers: admin.headers });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body.split("\r\n")[0]).toBe("id,at,operator,action,target type,target id,before,after,address");
    expect(csv.body).toContain("settings.changed");

    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "changed",
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal(t.db.execute(sql`update operator_audit set action = 'operator.signedIn'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.db.execute(sql`delete from operator_audit`))).toMatch(/append-only/);
  });
});
