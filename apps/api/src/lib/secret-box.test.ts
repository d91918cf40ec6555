import { describe, expect, it } from "vitest";
import { secretBox } from "./secret-box";

const APP_SECRET = "a-test-secret-of-at-least-32-characters";

describe("secretBox", () => {
  it("opens what it sealed, and never seals the same text twice alike", () => {
    const box = secretBox(APP_SECRET, "webhook-signing-secrets");
    const sealed = box.seal("whsec_abc");
    expect(sealed).not.toContain("whsec_abc");
    expect(box.seal("whsec_abc")).not.toBe(sealed);
    expect(box.open(sealed)).toBe("whsec_abc");
  });

  it("refuses a changed text, another purpose's key and another server secret", () => {
    const sealed = secretBox(APP_SECRET, "webhook-signing-secrets").seal("whsec_abc");
    const [v, iv, tag, body] = sealed.split(".") as [string, string, string, string];
    const flipped = `${v}.${iv}.${tag}.${body.startsWith("A") ? "B" : "A"}${body.slice(1)}`;
    expect(() => secretBox(APP_SECRET, "webhook-signing-secrets").open(flipped)).toThrow();
    expect(() => secretBox(APP_SECRET, "another-purpose").open(sealed)).toThrow();
    expect(() => secretBox(`${APP_SECRET}!`, "webhook-signing-secrets").open(sealed)).toThrow();
    expect(() => secretBox(APP_SECRET, "webhook-signing-secrets").open("garbage")).toThrow();
  });
});
