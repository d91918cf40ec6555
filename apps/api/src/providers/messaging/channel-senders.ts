import type { Env } from "@/config/env";
import type { ChannelSenders } from "./message-delivery";
import { smtpEmail } from "./smtp-email";
import { telegramApi, telegramChat } from "./telegram-chat";
import { twilioSms } from "./twilio-sms";
import { whatsappCloud } from "./whatsapp-cloud";

/** The real provider of each channel the configuration names; a channel without one stays the sandbox's. */
export function channelSenders(env: Env): ChannelSenders {
  return {
    ...(env.SMTP_URL && env.MAIL_FROM ? { email: smtpEmail(env.SMTP_URL, env.MAIL_FROM) } : {}),
    ...(env.SMS_PROVIDER === "twilio" && env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? {
          sms: twilioSms({
            apiUrl: env.TWILIO_API_URL,
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
          }),
        }
      : {}),
    ...(env.TELEGRAM_BOT_TOKEN
      ? { telegram: telegramChat(telegramApi(env.TELEGRAM_BOT_TOKEN, env.TELEGRAM_API_ROOT)) }
      : {}),
    ...(env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
      ? {
          whatsapp: whatsappCloud({
            apiUrl: env.WHATSAPP_API_URL,
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            templates: { code: env.WHATSAPP_TEMPLATE_CODE, notice: env.WHATSAPP_TEMPLATE_NOTICE },
          }),
        }
      : {}),
  };
}
