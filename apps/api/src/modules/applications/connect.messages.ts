import type { Language } from "@portal/contracts";

interface ConnectTexts {
  connectCode(code: string): string;
  attachCardCode(code: string, lastDigits: string): string;
}

const texts: Record<Language, ConnectTexts> = {
  en: {
    connectCode: (code) => `Your code to connect as a sole trader is ${code}. It is valid for 3 minutes.`,
    attachCardCode: (code, last) =>
      `Your code to receive payouts on the card ending ${last} is ${code}. It is valid for 3 minutes. Do not share it.`,
  },
  az: {
    connectCode: (code) => `Fərdi sahibkar kimi qoşulmaq üçün kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır.`,
    attachCardCode: (code, last) =>
      `Ödənişləri sonu ${last} olan karta almaq üçün kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır. Onu heç kimlə paylaşmayın.`,
  },
  ru: {
    connectCode: (code) =>
      `Ваш код для подключения как индивидуальный предприниматель: ${code}. Код действителен 3 минуты.`,
    attachCardCode: (code, last) =>
      `Ваш код для получения выплат на карту, оканчивающуюся на ${last}: ${code}. Код действителен 3 минуты. Никому его не сообщайте.`,
  },
};

export const connectMessages = (lang: Language) => texts[lang];
