import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, outboxMessages, sessions, users } from "@/db/schema";
import {
  bearer,
  lastCode,
  liveApplication,
  newMerchant,
  paidTransaction,
  registerAndConfirm,
  signedInMerchant,
  signIn,
} from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

/** Settings: one's own name, language, password, phone and signed-in devices (SPEC §7 Profile). */
describe.each(backends)("profile on %s", (backend) => {
  let t: TestApp;
  let address = 0;
  const nextAddress = () => `198.51.100.${++address}`;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  const freshPhone = () => `+99455${String(randomInt(1_000_000, 9_999_999))}`;
  const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
  const outbox = async (to: string) =>
    (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` })).json() as {
      text: string;
    }[];
  /** A confirmed merchant signed in twice (two devices): the first session's headers, and the second's. */
  async function twoDevices() {
    const merchant = await registerAndConfirm(t);
    const first = await signIn(t, merchant, true);
    t.clock.advance(61_000);
    const second = await signIn(t, merchant, true);
    return { merchant, here: bearer(first.accessToken), there: bearer(second.accessToken) };
  }
  const profileOf = async (headers: Record<string, string>) => t.call({ method: "GET", url: "/api/profile", headers });
  /** Two devices, the first of which proved who its user is again (the password), as changing the e-mail address or phone needs. */
  async function provenDevices() {
    const devices = await twoDevices();
    const proven = await t.call({
      method: "POST",
      url: "/api/reauthenticate",
      headers: devices.here,
      payload: { password: devices.merchant.password },
    });
    expect(proven.statusCode, proven.body).toBe(200);
    return devices;
  }

  it("changes the full name and the language, keeping what is left out", async () => {
    const { merchant, here } = await twoDevices();
    expect((await profileOf(here)).json()).toMatchObject({
      email: merchant.email,
      fullName: merchant.fullName,
      language: null,
      pendingEmail: null,
    });
    const named = await t.call({
      method: "POST",
      url: "/api/updateProfile",
      headers: here,
      payload: { fullName: "  Leyla Əliyeva " },
    });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ fullName: "Leyla Əliyeva", language: null });
    const spoken = await t.call({
      method: "POST",
      url: "/api/updateProfile",
      headers: here,
      payload: { language: "az" },
    });
    expect(spoken.json()).toMatchObject({ fullName: "Leyla Əliyeva", language: "az" });
    expect(await userRow(merchant.email)).toMatchObject({ fullName: "Leyla Əliyeva", language: "az" });

    for (const payload of [{}, { fullName: "   " }, { language: "de" }, { fullName: "x".repeat(101) }]) {
      const bad = await t.call({ method: "POST", url: "/api/updateProfile", headers: here, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().code).toBe("VALIDATION_ERROR");
    }
    expect(await userRow(merchant.email)).toMatchObject({ fullName: "Leyla Əliyeva", language: "az" });
    expect(
      (await t.call({ method: "POST", url: "/api/updateProfile", payload: { fullName: "Nobody" } })).statusCode,
    ).toBe(401);
  });

  it("writes the merchant's payment notices in the language they chose", async () => {
    const { headers } = await signedInMerchant(t);
    const appId = await liveApplication(t, headers);
    await t.call({ method: "POST", url: "/api/updateProfile", headers, payload: { language: "az" } });
    const paid = await paidTransaction(t, headers, appId, { amount: "12.50" });
    const notices = await t.db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, "email"));
    expect(notices.map((n) => n.text)).toContainEqual(
      expect.stringContaining(`${paid.invoiceCode} fakturası ödənilib`),
    );
  });

  describe("e-mail", () => {
    const linkToken = async (to: string) =>
      /confirm-email\/([A-Za-z0-9_-]{43})/.exec((await outbox(to))[0]?.text ?? "")?.[1];

    it("sends a link to the new address and tells the old one; the link makes it the sign-in name", async () => {
      const { merchant, here } = await provenDevices();
      const next = newMerchant().email;
      const asked = await t.call({
        method: "POST",
        url: "/api/updateProfile",
        headers: here,
        payload: { email: next.toUpperCase() },
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toMatchObject({ email: merchant.email, pendingEmail: next });
      expect((await userRow(merchant.email)).email).toBe(merchant.email);
      expect((await outbox(merchant.email))[0]!.text).toContain(
        `change of your merchant account's e-mail address to ${next}`,
      );
      expect((await profileOf(here)).json().pendingEmail).toBe(next);

      const token = await linkToken(next);
      expect(token).toBeDefined();
      const confirmed = await t.call({ method: "POST", url: `/api/confirm-email/${token}` });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ email: next });
      const row = await userRow(next);
      expect(row.emailVerifiedAt).not.toBeNull();
      expect((await outbox(merchant.email))[0]!.text).toContain(`is now ${next}`);
      expect((await profileOf(here)).json()).toMatchObject({ email: next, pendingEmail: null });
      // Single use.
      expect((await t.call({ method: "POST", url: `/api/confirm-email/${token}` })).json().code).toBe("LINK_INVALID");

      t.clock.advance(61_000);
      await signIn(t, { ...merchant, email: next });
    });

    it("refuses another account's address, and one taken between the link and its use; a link dies after a day", async () => {
      const { merchant, here } = await provenDevices();
      const other = await registerAndConfirm(t);
      const taken = await t.call({
        method: "POST",
        url: "/api/updateProfile",
        headers: here,
        payload: { email: other.email, fullName: "Kept Out" },
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().fields).toEqual({ email: "validation.emailTaken" });
      expect((await userRow(merchant.email)).fullName).toBe(merchant.fullName);

      const contested = newMerchant();
      await t.call({ method: "POST", url: "/api/updateProfile", headers: here, payload: { email: contested.email } });
      const token = await linkToken(contested.email);
      await registerAndConfirm(t, contested);
      const late = await t.call({ method: "POST", url: `/api/confirm-email/${token}` });
      expect(late.statusCode).toBe(400);
      expect(late.json().fields).toEqual({ email: "validation.emailTaken" });
      expect((await userRow(merchant.email)).email).toBe(merchant.email);

      const slow = newMerchant().email;
      await t.call({ method: "POST", url: "/api/updateProfile", headers: here, payload: { email: slow } });
      const slowToken = await linkToken(slow);
      t.clock.advance(24 * 60 * 60_000 + 1);
      expect((await t.call({ method: "POST", url: `/api/confirm-email/${slowToken}` })).json().code).toBe(
        "LINK_INVALID",
      );
      expect((await t.call({ method: "POST", url: `/api/confirm-email/${"x".repeat(43)}` })).json().code).toBe(
        "LINK_INVALID",
      );
    });
  });

  describe("password", () => {
    it("changes it, signs out the other devices, keeps this one, and tells the mailbox", async () => {
      const { merchant, here, there } = await twoDevices();
      const before = await userRow(merchant.email);
      const res = await t.call({
        method: "POST",
        url: "/api/changePassword",
        headers: here,
        payload: { oldPassword: merchant.password, newPassword: "Better#2027", confirmPassword: "Better#2027" },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, signedOut: 1 });
      expect((await userRow(merchant.email)).passwordHash).not.toBe(before.passwordHash);
      expect((await profileOf(here)).statusCode).toBe(200);
      expect((await profileOf(there)).statusCode).toBe(401);
      expect((await outbox(merchant.email))[0]!.text).toContain("password of your merchant account was changed");

      // The old password no longer signs in; the new one does.
      const old = await t.call({
        method: "POST",
        url: "/api/login",
        payload: { username: merchant.email, password: merchant.password },
        remoteAddress: nextAddress(),
      });
      expect(old.statusCode).toBe(401);
      t.clock.advance(61_000);
      await signIn(t, { ...merchant, password: "Better#2027" });
      const [audited] = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.actorId, before.id), eq(auditEvents.action, "user.passwordChanged")));
      expect(audited).toMatchObject({ targetId: before.id, outcome: "succeeded" });
    });

    it("refuses a wrong current password, a weak, leaked, unchanged or mistyped new one, and changes nothing", async () => {
      const { merchant, here, there } = await twoDevices();
      const before = await userRow(merchant.email);
      const cases: [Record<string, string>, string, string][] = [
        [
          { oldPassword: "Wrong#2026", newPassword: "Better#2027", confirmPassword: "Better#2027" },
          "oldPassword",
          "validation.oldPasswordWrong",
        ],
        [
          { oldPassword: merchant.password, newPassword: "short", confirmPassword: "short" },
          "newPassword",
          "validation.password",
        ],
        [
          { oldPassword: merchant.password, newPassword: "Better#2027", confirmPassword: "Better#2028" },
          "confirmPassword",
          "validation.confirmPassword",
        ],
        [
          { oldPassword: merchant.password, newPassword: merchant.password, confirmPassword: merchant.password },
          "newPassword",
          "validation.samePassword",
        ],
        [
          { oldPassword: merchant.password, newPassword: "Password1!", confirmPassword: "Password1!" },
          "newPassword",
          "validation.passwordBreached",
        ],
        [{ newPassword: "Better#2027", confirmPassword: "Better#2027" }, "oldPassword", "validation.required"],
      ];
      for (const [payload, field, message] of cases) {
        const res = await t.call({
          method: "POST",
          url: "/api/changePassword",
          headers: here,
          payload,
          remoteAddress: nextAddress(),
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fields, JSON.stringify(payload)).toMatchObject({ [field]: message });
      }
      expect((await userRow(merchant.email)).passwordHash).toBe(before.passwordHash);
      expect((await profileOf(there)).statusCode).toBe(200);
    });

    it("counts wrong current passwords like sign-in: one address waits, then the account locks and its owner is told", async () => {
      const { merchant, here } = await twoDevices();
      const attempt = (oldPassword: string, remoteAddress: string) =>
        t.call({
          method: "POST",
          url: "/api/changePassword",
          headers: here,
          payload: { oldPassword, newPassword: "Better#2027", confirmPassword: "Better#2027" },
          remoteAddress,
        });
      const first = nextAddress();
      const codes: string[] = [];
      for (let i = 0; i < 6; i++) codes.push((await attempt("Guess#0000", first)).json().code);
      // Five free tries from one address, then that address waits.
      expect(codes).toEqual([...Array(5).fill("VALIDATION_ERROR"), "RATE_LIMITED"]);
      // From elsewhere, the account's tenth wrong password (LOGIN_FAILURES_BEFORE_LOCK) locks its sign-in.
      for (let i = 0; i < 5; i++) expect((await attempt("Guess#0000", nextAddress())).statusCode).toBe(400);
      expect((await outbox(merchant.email))[0]!.text).toContain("locked");
      const right = await attempt(merchant.password, nextAddress());
      expect(right.statusCode).toBe(429);
      expect(right.json().code).toBe("ACCOUNT_LOCKED");
    });
  });

  describe("phone", () => {
    it("texts a code to the new number, and the code makes it the phone sign-in codes go to; the old number is told", async () => {
      const { merchant, here } = await provenDevices();
      const phone = freshPhone();
      const sent = await t.call({
        method: "GET",
        url: `/api/otp/init/changePhoneNumber/${encodeURIComponent(phone)}`,
        headers: here,
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ phoneHint: `${phone.slice(0, 4)} ** *** ** ${phone.slice(-2)}`, resendIn: 60 });
      const code = await lastCode(t, phone);
      expect((await userRow(merchant.email)).mobilePhone).toBe(merchant.mobilePhone);

      const wrongCode = code === "000000" ? "111111" : "000000";
      const wrong = await t.call({
        method: "POST",
        url: `/api/changePhoneNumber/${wrongCode}/${encodeURIComponent(phone)}`,
        headers: here,
      });
      expect(wrong.json().code).toBe("OTP_INVALID");
      // A code sent for one number does not confirm another.
      const other = await t.call({
        method: "POST",
        url: `/api/changePhoneNumber/${code}/${encodeURIComponent(freshPhone())}`,
        headers: here,
      });
      expect(other.json().code).toBe("OTP_EXPIRED");

      const changed = await t.call({
        method: "POST",
        url: `/api/changePhoneNumber/${code}/${encodeURIComponent(phone)}`,
        headers: here,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ mobilePhone: phone });
      expect((await userRow(merchant.email)).mobilePhone).toBe(phone);
      expect((await outbox(merchant.mobilePhone))[0]!.text).toContain("no longer the phone of your merchant account");
      // The code is used up.
      expect(
        (
          await t.call({
            method: "POST",
            url: `/api/changePhoneNumber/${code}/${encodeURIComponent(phone)}`,
            headers: here,
          })
        ).json().code,
      ).toBe("OTP_EXPIRED");

      t.clock.advance(61_000);
      await signIn(t, { ...merchant, mobilePhone: phone });
    });

    it("refuses its own number, another user's and a malformed one, sending nothing", async () => {
      const { merchant, here } = await provenDevices();
      const someoneElse = await registerAndConfirm(t, newMerchant());
      const cases: [string, string][] = [
        [merchant.mobilePhone, "validation.samePhone"],
        [someoneElse.mobilePhone, "validation.phoneTaken"],
        ["+99412345", "validation.phone"],
      ];
      for (const [phone, message] of cases) {
        const before = (await outbox(phone)).length;
        const res = await t.call({
          method: "GET",
          url: `/api/otp/init/changePhoneNumber/${encodeURIComponent(phone)}`,
          headers: here,
        });
        expect(res.statusCode, phone).toBe(400);
        expect(res.json().fields).toEqual({ mobilePhone: message });
        expect((await outbox(phone)).length).toBe(before);
      }
    });

    it("refuses at confirmation a number another user took after the code was sent", async () => {
      const { merchant, here } = await provenDevices();
      const phone = freshPhone();
      await t.call({
        method: "GET",
        url: `/api/otp/init/changePhoneNumber/${encodeURIComponent(phone)}`,
        headers: here,
      });
      const code = await lastCode(t, phone);
      await registerAndConfirm(t, { ...newMerchant(), mobilePhone: phone });
      const res = await t.call({
        method: "POST",
        url: `/api/changePhoneNumber/${code}/${encodeURIComponent(phone)}`,
        headers: here,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ mobilePhone: "validation.phoneTaken" });
      expect((await userRow(merchant.email)).mobilePhone).toBe(merchant.mobilePhone);
    });
  });

  describe("sessions", () => {
    it("lists the devices signed in, with this one marked, and signs out one or all the others", async () => {
      const merchant = await registerAndConfirm(t);
      const tokens: string[] = [];
      for (const agent of [
        "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0",
        "Mozilla/5.0 (iPhone) Safari/604.1",
        "Mozilla/5.0 (X11; Linux) Firefox/133.0",
      ]) {
        await t.call({
          method: "POST",
          url: "/api/login",
          payload: { username: merchant.email, password: merchant.password, rememberMe: true },
        });
        const code = await lastCode(t, merchant.mobilePhone);
        const approved = await t.call({
          method: "POST",
          url: `/api/approveLogin/${code}/${encodeURIComponent(merchant.email)}`,
          headers: { "user-agent": agent },
          remoteAddress: nextAddress(),
        });
        tokens.push(approved.json().accessToken);
        t.clock.advance(61_000);
      }
      const [chrome, iphone, firefox] = [bearer(tokens[0]!), bearer(tokens[1]!), bearer(tokens[2]!)];
      const listed = await t.call({ method: "GET", url: "/api/sessions", headers: iphone });
      expect(listed.statusCode).toBe(200);
      const content = listed.json().content as { id: string; userAgent: string; ipAddress: string; current: boolean }[];
      expect(content.map((s) => [s.userAgent.split(" ").at(-1), s.current])).toEqual([
        ["Safari/604.1", true],
        ["Firefox/133.0", false],
        ["Chrome/131.0", false],
      ]);
      expect(content[0]!.ipAddress).toMatch(/^198\.51\.100\./);

      // Another user's session is not found, and theirs is not listed.
      const stranger = await registerAndConfirm(t);
      const strangerHeaders = bearer((await signIn(t, stranger)).accessToken);
      expect(
        (await t.call({ method: "DELETE", url: `/api/sessions/${content[1]!.id}`, headers: strangerHeaders }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.call({ method: "GET", url: "/api/sessions", headers: strangerHeaders })).json().content,
      ).toHaveLength(1);

      const one = await t.call({ method: "DELETE", url: `/api/sessions/${content[1]!.id}`, headers: iphone });
      expect(one.json()).toEqual({ ended: 1 });
      expect((await profileOf(firefox)).statusCode).toBe(401);
      expect((await profileOf(chrome)).statusCode).toBe(200);
      expect(
        (await t.call({ method: "DELETE", url: `/api/sessions/${content[1]!.id}`, headers: iphone })).statusCode,
      ).toBe(404);

      const others = await t.call({ method: "POST", url: "/api/sessions/end-others", headers: iphone });
      expect(others.json()).toEqual({ ended: 1 });
      expect((await profileOf(chrome)).statusCode).toBe(401);
      expect((await profileOf(iphone)).statusCode).toBe(200);
      const left = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, (await userRow(merchant.email)).id));
      expect(left.filter((s) => s.revokedAt === null)).toHaveLength(1);
    });
  });
});
