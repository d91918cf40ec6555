import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/db/schema";
import { bearer, lastCode, newMerchant, registerAndConfirm, signIn } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A stolen session must not become the account (docs/security.md "Changing the e-mail address
 * or phone"): the attack of the security review, performed step by step, and what stops each
 * step: a proof of who one is before a change of contact, no reset link to an address changed
 * in the last 72 hours, and "this wasn't me" in the notices to the former address and phone.
 */
describe.each(backends)("changing the e-mail address or phone on %s", (backend) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const freshPhone = () => `+99455${String(randomInt(1_000_000, 9_999_999))}`;
  const outbox = async (to: string) =>
    (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` })).json() as {
      text: string;
    }[];
  const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const tokenIn = (text: string | undefined, route: string) =>
    new RegExp(`/auth/${route}/([A-Za-z0-9_-]{43})`).exec(text ?? "")?.[1];
  const call = (method: "GET" | "POST", url: string, headers: Record<string, string> = {}, payload?: object) =>
    t.call({ method, url, headers, payload, remoteAddress: `203.0.113.${(address % 250) + 1}` });

  /** A merchant signed in on one device: what a thief holding its token holds. */
  async function victim() {
    const merchant = await registerAndConfirm(t);
    const { accessToken } = await signIn(t, merchant, true);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, merchant.email));
    address += 1;
    return { ...merchant, id: row!.id, headers: bearer(accessToken) };
  }
  const prove = (headers: Record<string, string>, password: string) =>
    call("POST", "/api/reauthenticate", headers, { password });
  const askEmailChange = (headers: Record<string, string>, email: string) =>
    call("POST", "/api/updateProfile", headers, { email });

  it("refuses a change of e-mail address or phone from a session that has not proved who its user is, and sends nothing", async () => {
    const owner = await victim();
    const thiefMailbox = newMerchant().email;
    const thiefPhone = freshPhone();

    const email = await askEmailChange(owner.headers, thiefMailbox);
    expect(email.statusCode).toBe(403);
    expect(email.json()).toMatchObject({ code: "REAUTHENTICATION_REQUIRED" });
    const phone = await call("GET", `/api/otp/init/changePhoneNumber/${encodeURIComponent(thiefPhone)}`, owner.headers);
    expect(phone.statusCode).toBe(403);
    expect(phone.json()).toMatchObject({ code: "REAUTHENTICATION_REQUIRED" });
    const confirm = await call(
      "POST",
      `/api/changePhoneNumber/123456/${encodeURIComponent(thiefPhone)}`,
      owner.headers,
    );
    expect(confirm.json()).toMatchObject({ code: "REAUTHENTICATION_REQUIRED" });
    expect(await outbox(thiefMailbox)).toEqual([]);
    expect(await outbox(thiefPhone)).toEqual([]);
    // The name and the language still change without it: they redirect nothing.
    expect((await call("POST", "/api/updateProfile", owner.headers, { fullName: "Aysel Kərimova" })).statusCode).toBe(
      200,
    );

    // A wrong password proves nothing, and counts like a sign-in's.
    const wrong = await prove(owner.headers, "Wrong#2026pass");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { password: "validation.oldPasswordWrong" } });
    expect((await askEmailChange(owner.headers, thiefMailbox)).statusCode).toBe(403);

    // The password proves it for ten minutes on this session alone.
    const proven = await prove(owner.headers, owner.password);
    expect(proven.statusCode).toBe(200);
    expect(new Date(proven.json().reauthenticatedUntil).getTime() - t.clock.now().getTime()).toBeCloseTo(
      10 * MINUTE_MS,
      -4,
    );
    const { accessToken: other } = await signIn(t, owner, true);
    expect((await askEmailChange(bearer(other), thiefMailbox)).statusCode).toBe(403);
    expect((await askEmailChange(owner.headers, newMerchant().email)).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE_MS + 1_000);
    expect((await askEmailChange(owner.headers, newMerchant().email)).statusCode).toBe(403);
  });

  it("takes a code texted to the current phone instead of the password", async () => {
    const owner = await victim();
    const sent = await call("GET", "/api/otp/init/reauthenticate", owner.headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      phoneHint: `${owner.mobilePhone.slice(0, 4)} ** *** ** ${owner.mobilePhone.slice(-2)}`,
      resendIn: 60,
    });
    const code = await lastCode(t, owner.mobilePhone);
    expect((await outbox(owner.mobilePhone))[0]!.text).toContain(
      "before changing your merchant account's e-mail address or phone",
    );
    const wrong = await call("POST", `/api/reauthenticate/${code === "000000" ? "111111" : "000000"}`, owner.headers);
    expect(wrong.json()).toMatchObject({ code: "OTP_INVALID", attemptsLeft: 4 });
    expect((await call("POST", `/api/reauthenticate/${code}`, owner.headers)).statusCode).toBe(200);
    const newPhone = freshPhone();
    expect(
      (await call("GET", `/api/otp/init/changePhoneNumber/${encodeURIComponent(newPhone)}`, owner.headers)).statusCode,
    ).toBe(200);
  });

  it("sends no reset link to an address changed in the last 72 hours", async () => {
    const owner = await victim();
    const next = newMerchant().email;
    await prove(owner.headers, owner.password);
    await askEmailChange(owner.headers, next);
    expect(
      (await call("POST", `/api/confirm-email/${tokenIn((await outbox(next))[0]?.text, "confirm-email")}`)).statusCode,
    ).toBe(200);
    expect((await userRow(owner.id)).emailChangedAt).not.toBeNull();

    // Whoever changed the address asks for a reset there: the answer is the usual one, and no link comes.
    expect((await call("POST", "/api/forgot-password", {}, { email: next })).statusCode).toBe(200);
    const [held] = await outbox(next);
    expect(held!.text).toContain("no reset link is sent to it for 72 more hours");
    expect(held!.text).not.toContain("/auth/reset-password/");

    t.clock.advance(72 * HOUR_MS + MINUTE_MS);
    await call("POST", "/api/forgot-password", {}, { email: next });
    expect((await outbox(next))[0]!.text).toContain("/auth/reset-password/");
  });

  it("undoes a confirmed change of address from the notice to the former one: the address back, every session ended, a new password", async () => {
    const owner = await victim();
    const thiefMailbox = newMerchant().email;
    await prove(owner.headers, owner.password);
    await askEmailChange(owner.headers, thiefMailbox);
    await call("POST", `/api/confirm-email/${tokenIn((await outbox(thiefMailbox))[0]?.text, "confirm-email")}`);
    expect((await userRow(owner.id)).email).toBe(thiefMailbox);

    const [notice] = await outbox(owner.email);
    expect(notice!.text).toContain(`is now ${thiefMailbox}`);
    const undo = tokenIn(notice!.text, "undo-change");
    expect(undo).toBeDefined();
    const undone = await call("POST", `/api/undo-contact-change/${undo}`);
    expect(undone.statusCode, undone.body).toBe(200);
    const { resetPasswordGuid } = undone.json() as { resetPasswordGuid: string };

    const row = await userRow(owner.id);
    expect(row).toMatchObject({ email: owner.email, emailChangedAt: null });
    expect((await call("GET", "/api/profile", owner.headers)).statusCode).toBe(401);
    // The old password, which whoever changed the address may know, no longer signs in.
    expect((await call("POST", "/api/login", {}, { username: owner.email, password: owner.password })).statusCode).toBe(
      401,
    );
    expect((await call("POST", `/api/undo-contact-change/${undo}`)).json()).toMatchObject({ code: "LINK_INVALID" });

    const password = "Back#2026mine";
    expect(
      (await call("POST", `/api/confirm-password/${resetPasswordGuid}`, {}, { password, confirmPassword: password }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(61_000);
    await signIn(t, { ...owner, password });
  });

  it("stops a change of address still waiting for its confirmation, from the notice sent when it was asked", async () => {
    const owner = await victim();
    const thiefMailbox = newMerchant().email;
    await prove(owner.headers, owner.password);
    await askEmailChange(owner.headers, thiefMailbox);
    const confirmLink = tokenIn((await outbox(thiefMailbox))[0]?.text, "confirm-email");
    const undo = tokenIn((await outbox(owner.email))[0]?.text, "undo-change");
    expect((await call("POST", `/api/undo-contact-change/${undo}`)).statusCode).toBe(200);
    expect((await call("POST", `/api/confirm-email/${confirmLink}`)).json()).toMatchObject({ code: "LINK_INVALID" });
    expect((await userRow(owner.id)).email).toBe(owner.email);
  });

  it("undoes a change of phone from the SMS to the former number", async () => {
    const owner = await victim();
    const thiefPhone = freshPhone();
    await prove(owner.headers, owner.password);
    await call("GET", `/api/otp/init/changePhoneNumber/${encodeURIComponent(thiefPhone)}`, owner.headers);
    const changed = await call(
      "POST",
      `/api/changePhoneNumber/${await lastCode(t, thiefPhone)}/${encodeURIComponent(thiefPhone)}`,
      owner.headers,
    );
    expect(changed.statusCode).toBe(200);

    const [sms] = await outbox(owner.mobilePhone);
    expect(sms!.text).toContain("no longer the phone of your merchant account");
    const [mail] = await outbox(owner.email);
    expect(mail!.text).toContain("The phone of your merchant account is now");
    const undo = tokenIn(sms!.text, "undo-change");
    expect(undo).toBe(tokenIn(mail!.text, "undo-change"));
    expect((await call("POST", `/api/undo-contact-change/${undo}`)).statusCode).toBe(200);
    expect((await userRow(owner.id)).mobilePhone).toBe(owner.mobilePhone);
    expect((await call("GET", "/api/profile", owner.headers)).statusCode).toBe(401);
  });
});
