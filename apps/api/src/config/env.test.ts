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
  it("keeps every channel in the sandbox unless told otherwise", () => {
    const env = loadEnv({});
    expect([env.SMTP_URL, env.SMS_PROVIDER, env.TELEGRAM_BOT_TOKEN, env.WHATSAPP_TOKEN]).toEqual([undefined, "sandbox", undefined, undefined]);
  });

  it("hears Telegram by webhook in production and by polling elsewhere; a webhook needs its secret", () => {
    const token = "123456789:AAFakeTokenForTheLocalBotApi_0123456";
    expect(loadEnv({ TELEGRAM_BOT_TOKEN: token }).TELEGRAM_UPDATES).toBe("polling");
    const production = { NODE_ENV: "production", APP_SECRET: "s".repeat(32), PUBLIC_URL: "https://portal.example.az", TELEGRAM_BOT_TOKEN: token };
    expect(errorOf(production)).toContain("TELEGRAM_WEBHOOK_SECRET: is required when Telegram updates come by webhook");
    expect(loadEnv({ ...production, TELEGRAM_WEBHOOK_SECRET: "w".repeat(32) }).TELEGRAM_UPDATES).toBe("webhook");
    expect(errorOf({ TELEGRAM_BOT_TOKEN: "not-a-token" })).toContain("TELEGRAM_BOT_TOKEN: must be a token from @BotFather");
  });

  it("names each setting a real channel lacks, and refuses malformed ones", () => {
    expect(errorOf({ SMS_PROVIDER: "twilio" })).toMatch(/TWILIO_ACCOUNT_SID: is required[\s\S]*TWILIO_AUTH_TOKEN: is required[\s\S]*TWILIO_FROM: is required/);
    expect(errorOf({ SMTP_URL: "smtp://mail.example.az" })).toContain("MAIL_FROM: is required with SMTP_URL");
    expect(errorOf({ SMTP_URL: "http://mail.example.az", MAIL_FROM: "a@b.az" })).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
    expect(errorOf({ SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: "nope", TWILIO_AUTH_TOKEN: "x".repeat(32), TWILIO_FROM: "Portal" })).toContain(
      "TWILIO_ACCOUNT_SID: must be AC followed by 32 hex digits",
    );
    expect(errorOf({ SMS_PROVIDER: "carrier-pigeon" })).toContain("SMS_PROVIDER");
    expect(errorOf({ WHATSAPP_TOKEN: "t".repeat(40) })).toMatch(
      /WHATSAPP_PHONE_NUMBER_ID: is required[\s\S]*WHATSAPP_APP_SECRET: is required[\s\S]*WHATSAPP_VERIFY_TOKEN: is required/,
    );
  });
});
