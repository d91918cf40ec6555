import type { SubscriptionType } from "@portal/contracts";

/** Messenger names are trademarks, written the same in every language (as the card brands, lib/card-input.ts). */
export const messengerNames: Record<SubscriptionType, string> = { telegram: "Telegram", whatsapp: "WhatsApp" };
