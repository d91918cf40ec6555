import type { Language } from "@portal/contracts";

const texts = {
  en: { connectCode: (code: string) => `Your code to connect as a sole trader is ${code}. It is valid for 3 minutes.` },
  az: { connectCode: (code: string) => `Fərdi sahibkar kimi qoşulmaq üçün kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır.` },
  ru: { connectCode: (code: string) => `Ваш код для подключения как индивидуальный предприниматель: ${code}. Код действителен 3 минуты.` },
} satisfies Record<Language, Record<string, (arg: string) => string>>;

export const connectMessages = (lang: Language) => texts[lang];
