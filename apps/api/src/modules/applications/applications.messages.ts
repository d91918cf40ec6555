import type { Language } from "@portal/contracts";

type Texts = Record<"updateKeyCode" | "deleteAppCode", (code: string, appName: string) => string>;

const texts: Record<Language, Texts> = {
  en: {
    updateKeyCode: (code, app) =>
      `Your code to create a new secret key for ${app} is ${code}. It is valid for 3 minutes.`,
    deleteAppCode: (code, app) => `Your code to disable ${app} is ${code}. It is valid for 3 minutes.`,
  },
  az: {
    updateKeyCode: (code, app) => `${app} üçün yeni məxfi açar yaratmaq kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır.`,
    deleteAppCode: (code, app) => `${app} tətbiqini deaktiv etmək üçün kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır.`,
  },
  ru: {
    updateKeyCode: (code, app) =>
      `Ваш код для создания нового секретного ключа ${app}: ${code}. Код действителен 3 минуты.`,
    deleteAppCode: (code, app) => `Ваш код для отключения ${app}: ${code}. Код действителен 3 минуты.`,
  },
};

export const applicationMessages = (lang: Language) => texts[lang];
