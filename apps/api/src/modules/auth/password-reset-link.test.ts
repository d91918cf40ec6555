import { answerBesidesRequestId } from "@/test-support/answers";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAndConfirm } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const MINUTE = 60_000;
const RATE_LIMIT = 10;

/** `GET api/confirm-password/{guid}`: the reset page asks whether its link still works before a password is typed. */
describe.each(backends)("checking a password reset link on %s", (backend) => {
  let t: TestApp;
  let ip = 0;
  // Each check from an address of its own, so the per-IP limit is only met where a test means to meet it.
  const from = () => `198.51.100.${++ip}`;
  beforeAll(async () => {
    t = await startTestApp(backend, { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  /** A fresh reset link of a new merchant, as e-mailed. */
  async function resetLink() {
    const m = await registerAndConfirm(t);
    await t.call({ method: "POST", url: "/api/forgot-password", payload: { email: m.email }, remoteAddress: from() });
    const mail = (
      await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(m.email)}` })
    ).json()[0];
    return { m, guid: /\/auth\/reset-password\/([0-9a-f-]{36})/.exec(mail.text)![1]! };
  }
  const check = (guid: string, remoteAddress = from()) =>
    t.call({ method: "GET", url: `/api/confirm-password/${guid}`, remoteAddress });
  const setPassword = (guid: string) =>
    t.call({
      method: "POST",
      url: `/api/confirm-password/${guid}`,
      payload: { password: "Fresh#2026", confirmPassword: "Fresh#2026" },
      remoteAddress: from(),
    });

  it("says a live link works without using it up, and a used one does not", async () => {
    const { m, guid } = await resetLink();
    for (let i = 0; i < 2; i++) {
      const live = await check(guid);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ ok: true });
      expect(live.body).not.toContain(m.email);
    }
    expect((await setPassword(guid)).statusCode).toBe(200);

    const used = await check(guid);
    expect(used.statusCode).toBe(422);
    expect(used.json()).toEqual({
      code: "RESET_LINK_INVALID",
      message: "This password reset link has expired or was already used.",
      requestId: expect.any(String),
    });
  });

  it("answers an unknown link exactly as an expired one, and refuses a malformed one", async () => {
    const { guid } = await resetLink();
    t.clock.advance(31 * MINUTE);
    const expired = await check(guid);
    const unknown = await check(randomUUID());
    expect(expired.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    // The same answer, but for the id of the request it answers.
    expect(answerBesidesRequestId(unknown)).toEqual(answerBesidesRequestId(expired));
    expect(unknown.json().requestId).not.toBe(expired.json().requestId);
    expect((await check("not-a-guid")).statusCode).toBe(400);
  });

  it("counts against the same per-IP limit as the other reset calls", async () => {
    // The limit counts per clock minute: start the calls at the top of one, so a slow machine
    // cannot carry them over into the next minute's count halfway.
    t.clock.advance(MINUTE - (t.clock.now().getTime() % MINUTE));
    const address = from();
    for (let i = 0; i < RATE_LIMIT; i++) expect((await check(randomUUID(), address)).statusCode).toBe(422);
    const limited = await check(randomUUID(), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    const forgot = await t.call({
      method: "POST",
      url: "/api/forgot-password",
      payload: { email: "x@example.az" },
      remoteAddress: address,
    });
    expect(forgot.statusCode).toBe(429);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await t.call({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(doc.paths["/api/confirm-password/{guid}"])).toEqual(expect.arrayContaining(["get", "post"]));
  });
});
