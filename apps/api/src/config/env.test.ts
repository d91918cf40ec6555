import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

const errorOf = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (err) {
    if (err instanceof EnvError) return err.message;
    throw err;
  }
  return "";
};

describe("configuration of the message channels", () => {
  it("keeps both channels in the sandbox unless told otherwise", () => {
    const env = loadEnv({});
    expect([env.SMTP_URL, env.SMS_PROVIDER]).toEqual([undefined, "sandbox"]);
  });

  it("names each setting a real channel lacks, and refuses malformed ones", () => {
    expect(errorOf({ SMS_PROVIDER: "twilio" })).toMatch(/TWILIO_ACCOUNT_SID: is required[\s\S]*TWILIO_AUTH_TOKEN: is required[\s\S]*TWILIO_FROM: is required/);
    expect(errorOf({ SMTP_URL: "smtp://mail.example.az" })).toContain("MAIL_FROM: is required with SMTP_URL");
    expect(errorOf({ SMTP_URL: "http://mail.example.az", MAIL_FROM: "a@b.az" })).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
    expect(errorOf({ SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: "nope", TWILIO_AUTH_TOKEN: "x".repeat(32), TWILIO_FROM: "Portal" })).toContain(
      "TWILIO_ACCOUNT_SID: must be AC followed by 32 hex digits",
    );
    expect(errorOf({ SMS_PROVIDER: "carrier-pigeon" })).toContain("SMS_PROVIDER");
  });
});
