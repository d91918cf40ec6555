import { Api, GrammyError } from "grammy";
import { type ChannelSender, DeliveryRefused, PROVIDER_TIMEOUT_MS } from "./channel-sender";

/**
 * Bot messages through the Telegram Bot API (`sendMessage`, grammY's client; `apiRoot` is
 * the API's address, a local fake in tests). Telegram refusing the chat (the user blocked the
 * bot, no such chat) is final; rate limits and outages are tried again.
 */
export function telegramChat(api: Api): ChannelSender {
  return {
    provider: "telegram",
    async send(message) {
      try {
        await api.sendMessage(message.to, message.text, { link_preview_options: { is_disabled: true } });
      } catch (err) {
        if (err instanceof GrammyError && err.error_code >= 400 && err.error_code < 500 && err.error_code !== 429) {
          throw new DeliveryRefused(`Telegram ${err.error_code}: ${err.description}`);
        }
        throw err instanceof GrammyError ? new Error(`Telegram ${err.error_code}: ${err.description}`) : err;
      }
    },
    close: () => undefined,
  };
}

/** The Bot API client of a token; `apiRoot` `https://api.telegram.org` unless a test points it elsewhere. */
export const telegramApi = (token: string, apiRoot: string) =>
  new Api(token, { apiRoot, timeoutSeconds: PROVIDER_TIMEOUT_MS / 1000 });
