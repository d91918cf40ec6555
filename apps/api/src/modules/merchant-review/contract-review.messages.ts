import type { Language } from "@portal/contracts";

interface ContractReviewTexts {
  subject(appName: string): string;
  confirmed(appName: string, live: boolean): string;
  refused(appName: string, reason: string, link: string): string;
}

/** The e-mail a merchant receives when an operator decides on the contract they signed on paper, in the owner's language. */
const texts: Record<Language, ContractReviewTexts> = {
  en: {
    subject: (app) => `The contract of ${app}`,
    confirmed: (app, live) =>
      `The provider confirmed the signed contract of ${app}. ` +
      (live ? "The application is live and can take payments now." : "It goes live once its review has passed."),
    refused: (app, reason, link) =>
      `The provider could not confirm the signed contract of ${app}: ${reason}\nUpload a corrected signed file: ${link}`,
  },
  az: {
    subject: (app) => `${app} müqaviləsi`,
    confirmed: (app, live) =>
      `Provayder ${app} üçün imzalanmış müqaviləni təsdiqlədi. ` +
      (live ? "Tətbiq aktivdir və artıq ödəniş qəbul edə bilər." : "Yoxlamadan keçdikdən sonra aktiv olacaq."),
    refused: (app, reason, link) =>
      `Provayder ${app} üçün imzalanmış müqaviləni təsdiqləyə bilmədi: ${reason}\nDüzəldilmiş imzalı faylı yükləyin: ${link}`,
  },
  ru: {
    subject: (app) => `Договор приложения ${app}`,
    confirmed: (app, live) =>
      `Провайдер подтвердил подписанный договор приложения ${app}. ` +
      (live ? "Приложение активно и уже может принимать платежи." : "Оно заработает, когда пройдёт проверку."),
    refused: (app, reason, link) =>
      `Провайдер не смог подтвердить подписанный договор приложения ${app}: ${reason}\nЗагрузите исправленный подписанный файл: ${link}`,
  },
};

export const contractReviewMessages = (language: Language) => texts[language];
