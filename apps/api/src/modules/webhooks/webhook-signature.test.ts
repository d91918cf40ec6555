import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, signWebhook, verifyWebhook } from "./webhook-signature";

const secret = "whsec_example";
const body = '{"id":"evt_1","type":"transaction.approved"}';
const now = new Date("2023-11-14T22:13:20.000Z"); // 1700000000
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe("webhook signatures", () => {
  it("signs as documented: t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>'>", () => {
    // The worked example of the receivers' documentation, computed apart from the code (openssl dgst -sha256 -hmac).
    const expected = "59c537cdcddf1eaef08d97a5a4c3e208b9a648bb130c5e29c90cd9acb5bd2658";
    expect(createHmac("sha256", secret).update(`1700000000.${body}`).digest("hex")).toBe(expected);
    expect(signWebhook(secret, body, now)).toBe(`t=1700000000,v1=${expected}`);
    expect(verifyWebhook(`t=1700000000,v1=${expected}`, body, [secret], now)).toBe(true);
    expect(SIGNATURE_HEADER).toBe("Portal-Signature");
    expect(SIGNATURE_TOLERANCE_SECONDS).toBe(300);
  });

  it("verifies what it signed, and not a changed body or another secret", () => {
    const header = signWebhook(secret, body, now);
    expect(verifyWebhook(header, body, [secret], now)).toBe(true);
    expect(verifyWebhook(header, body.replace("approved", "declined"), [secret], now)).toBe(false);
    expect(verifyWebhook(header, `${body} `, [secret], now)).toBe(false);
    expect(verifyWebhook(header, body, ["whsec_other"], now)).toBe(false);
    expect(verifyWebhook(header, body, [], now)).toBe(false);
  });

  it("accepts either secret while one is being replaced, from either side", () => {
    // The receiver knows both: the delivery is signed with the new one.
    expect(verifyWebhook(signWebhook("whsec_new", body, now), body, ["whsec_old", "whsec_new"], now)).toBe(true);
    // The sender signs with both: a receiver still on the old one accepts it.
    const both = signWebhook(["whsec_new", "whsec_old"], body, now);
    expect(both.split(",")).toHaveLength(3);
    expect(verifyWebhook(both, body, ["whsec_old"], now)).toBe(true);
    expect(verifyWebhook(both, body, ["whsec_new"], now)).toBe(true);
    expect(verifyWebhook(both, body, ["whsec_other"], now)).toBe(false);
  });

  it("refuses a signature older or newer than the tolerance", () => {
    const header = signWebhook(secret, body, now);
    expect(verifyWebhook(header, body, [secret], later(299))).toBe(true);
    expect(verifyWebhook(header, body, [secret], later(300.999))).toBe(true);
    expect(verifyWebhook(header, body, [secret], later(301))).toBe(false);
    expect(verifyWebhook(header, body, [secret], later(-299))).toBe(true);
    expect(verifyWebhook(header, body, [secret], later(-301))).toBe(false);
    expect(verifyWebhook(header, body, [secret], later(3599), 3600)).toBe(true);
  });

  it("refuses a missing or garbled header without throwing", () => {
    const signed = signWebhook(secret, body, now);
    const v1 = signed.split(",")[1]!;
    for (const header of [
      undefined,
      "",
      ",",
      "t=1700000000",
      v1,
      `${v1},t=`,
      `t=abc,${v1}`,
      `t=-1700000000,${v1}`,
      `t=1700000000.5,${v1}`,
      `t=1700000000,t=1700000000,${v1}`,
      `t=1700000000,v1=${"0".repeat(64)}`,
      `t=1700000000,${v1.slice(0, -2)}`,
      `t=1700000000,v0=${v1.slice(3)}`,
      "t=1700000000,v1=\u0000\u00ff",
      "garbage",
      "=,=,==",
    ]) {
      expect(verifyWebhook(header, body, [secret], now), String(header)).toBe(false);
    }
  });

  it("skips entries of schemes it does not know and spaces after commas", () => {
    const [t, v1] = signWebhook(secret, body, now).split(",");
    expect(verifyWebhook(`${t}, v2=abc, ${v1}`, body, [secret], now)).toBe(true);
  });
});
