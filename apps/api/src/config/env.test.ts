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
    expect([env.SMTP_URL, env.SMS_PROVIDER, env.TELEGRAM_BOT_TOKEN, env.WHATSAPP_TOKEN]).toEqual([
      undefined,
      "sandbox",
      undefined,
      undefined,
    ]);
  });

  it("hears Telegram by webhook in production and by polling elsewhere; a webhook needs its secret", () => {
    const token = "123456789:AAFakeTokenForTheLocalBotApi_0123456";
    expect(loadEnv({ TELEGRAM_BOT_TOKEN: token }).TELEGRAM_UPDATES).toBe("polling");
    const production = {
      NODE_ENV: "production",
      PAYMENTS_MODE: "sandbox",
      APP_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://portal.example.az",
      TELEGRAM_BOT_TOKEN: token,
    };
    expect(errorOf(production)).toContain("TELEGRAM_WEBHOOK_SECRET: is required when Telegram updates come by webhook");
    expect(loadEnv({ ...production, TELEGRAM_WEBHOOK_SECRET: "w".repeat(32) }).TELEGRAM_UPDATES).toBe("webhook");
    expect(errorOf({ TELEGRAM_BOT_TOKEN: "not-a-token" })).toContain(
      "TELEGRAM_BOT_TOKEN: must be a token from @BotFather",
    );
  });

  it("names each setting a real channel lacks, and refuses malformed ones", () => {
    expect(errorOf({ SMS_PROVIDER: "twilio" })).toMatch(
      /TWILIO_ACCOUNT_SID: is required[\s\S]*TWILIO_AUTH_TOKEN: is required[\s\S]*TWILIO_FROM: is required/,
    );
    expect(errorOf({ SMTP_URL: "smtp://mail.example.az" })).toContain("MAIL_FROM: is required with SMTP_URL");
    expect(errorOf({ SMTP_URL: "http://mail.example.az", MAIL_FROM: "a@b.az" })).toContain(
      "SMTP_URL: must be an smtp:// or smtps:// URL",
    );
    expect(
      errorOf({
        SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: "nope",
        TWILIO_AUTH_TOKEN: "x".repeat(32),
        TWILIO_FROM: "Portal",
      }),
    ).toContain("TWILIO_ACCOUNT_SID: must be AC followed by 32 hex digits");
    expect(errorOf({ SMS_PROVIDER: "carrier-pigeon" })).toContain("SMS_PROVIDER");
    expect(errorOf({ WHATSAPP_TOKEN: "t".repeat(40) })).toMatch(
      /WHATSAPP_PHONE_NUMBER_ID: is required[\s\S]*WHATSAPP_APP_SECRET: is required[\s\S]*WHATSAPP_VERIFY_TOKEN: is required/,
    );
  });
});

describe("the payments mode", () => {
  const production = { NODE_ENV: "production", APP_SECRET: "s".repeat(32), PUBLIC_URL: "https://portal.example.az" };
  const realProviders = {
    ACQUIRER: "kapital",
    KAPITAL_API_URL: "https://txpgtst.kapitalbank.az/api",
    KAPITAL_LOGIN: "TerminalSys/portal",
    KAPITAL_PASSWORD: "terminal-password",
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
    TWILIO_AUTH_TOKEN: "t".repeat(32),
    TWILIO_FROM: "Portal",
    SMTP_URL: "smtps://portal:secret@mail.example.az",
    MAIL_FROM: "Portal <no-reply@example.az>",
    TELEGRAM_BOT_TOKEN: "123456789:AAFakeTokenForTheLocalBotApi_0123456",
    TELEGRAM_WEBHOOK_SECRET: "w".repeat(32),
    WHATSAPP_TOKEN: "w".repeat(40),
    WHATSAPP_PHONE_NUMBER_ID: "1234567890",
    WHATSAPP_APP_SECRET: "a".repeat(32),
    WHATSAPP_VERIFY_TOKEN: "v".repeat(32),
    REVIEW: "operators",
    ESIGN: "manual",
    PAYOUT_BANK: "iso20022",
    SETTLEMENT_IBAN: "AZ77AIIB38090019449300000001",
    SETTLEMENT_BIC: "AIIBAZ2X",
    SETTLEMENT_NAME: "Portal Payments MMC",
  };

  it("is the sandbox outside production, and production must choose", () => {
    expect(loadEnv({})).toMatchObject({ PAYMENTS_MODE: "sandbox", sandbox: true });
    expect(errorOf(production)).toContain("PAYMENTS_MODE: is required in production");
    expect(loadEnv({ ...production, PAYMENTS_MODE: "sandbox" })).toMatchObject({
      PAYMENTS_MODE: "sandbox",
      sandbox: true,
    });
    expect(errorOf({ ...production, PAYMENTS_MODE: "real" })).toContain("PAYMENTS_MODE");
  });

  it("refuses live money while any provider is the sandbox one, naming each", () => {
    const message = errorOf({ ...production, PAYMENTS_MODE: "live" });
    for (const line of [
      "ACQUIRER: is sandbox: live mode needs a real acquirer (kapital)",
      "SMS_PROVIDER: is sandbox",
      "SMTP_URL: is unset",
      "REVIEW: is sandbox: live mode needs the provider's risk operators to review merchants (REVIEW=operators)",
      "ESIGN: is sandbox: live mode needs ESIGN=manual",
      "PAYOUT_BANK: is sandbox: live mode sends money out through the provider's bank as ISO 20022 files (PAYOUT_BANK=iso20022)",
    ]) {
      expect(message).toContain(line);
    }
    expect(errorOf({ ...production, PAYMENTS_MODE: "live", ACQUIRER: "sandbox-hosted" })).toContain(
      "ACQUIRER: is sandbox-hosted",
    );
  });

  it("names only what is still missing once the real providers are set, and never a password", () => {
    const message = errorOf({ ...production, ...realProviders, PAYOUT_BANK: "sandbox", PAYMENTS_MODE: "live" });
    expect(message.split("\n").slice(1)).toEqual([
      "  PAYOUT_BANK: is sandbox: live mode sends money out through the provider's bank as ISO 20022 files (PAYOUT_BANK=iso20022)",
    ]);
    expect(message).not.toContain("terminal-password");
  });

  it("starts live once every provider is real or run by the provider's operators; Telegram and WhatsApp are optional", () => {
    expect(loadEnv({ ...production, ...realProviders, PAYMENTS_MODE: "live" })).toMatchObject({
      PAYMENTS_MODE: "live",
      sandbox: false,
      PAYOUT_BANK: "iso20022",
    });
    const withoutMessengers = Object.fromEntries(
      Object.entries(realProviders).filter(([name]) => !/^(TELEGRAM|WHATSAPP)_/.test(name)),
    );
    expect(loadEnv({ ...production, ...withoutMessengers, PAYMENTS_MODE: "live" })).toMatchObject({ sandbox: false });
  });

  it("takes the file bank only with the settlement account whole and well-formed", () => {
    expect(errorOf({ PAYOUT_BANK: "iso20022" })).toMatch(
      /SETTLEMENT_IBAN: is required with PAYOUT_BANK=iso20022[\s\S]*SETTLEMENT_BIC: is required[\s\S]*SETTLEMENT_NAME: is required/,
    );
    expect(
      errorOf({ PAYOUT_BANK: "iso20022", SETTLEMENT_IBAN: "az77 aiib", SETTLEMENT_BIC: "AIIB", SETTLEMENT_NAME: "X" }),
    ).toMatch(/SETTLEMENT_IBAN: must be an IBAN[\s\S]*SETTLEMENT_BIC: must be a BIC/);
  });

  it("takes Kapital Bank's terminal only whole", () => {
    expect(errorOf({ ACQUIRER: "kapital" })).toMatch(
      /KAPITAL_API_URL: is required[\s\S]*KAPITAL_LOGIN: is required[\s\S]*KAPITAL_PASSWORD: is required/,
    );
    expect(errorOf({ ...realProviders, KAPITAL_LOGIN: "portal" })).toContain(
      "KAPITAL_LOGIN: must be TerminalSys/<name>",
    );
    expect(loadEnv(realProviders).ACQUIRER).toBe("kapital");
  });
});
