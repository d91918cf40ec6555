import type { Language } from "@portal/contracts";

interface ReviewTexts {
  subject(appName: string): string;
  approved(appName: string, contractSigned: boolean, link: string): string;
  changesRequested(appName: string, reason: string, link: string): string;
  rejected(appName: string, reason: string): string;
}

/** The e-mail a merchant receives when the provider decides on an application, in the owner's language. */
const texts: Record<Language, ReviewTexts> = {
  en: {
    subject: (app) => `Your application ${app} was reviewed`,
    approved: (app, signed, link) =>
      `Your application ${app} passed review. ` +
      (signed ? "It is live and can take payments now." : `Sign the contract to make it live: ${link}`),
    changesRequested: (app, reason, link) =>
      `Your application ${app} needs changes before it can be approved: ${reason}\nMake them and send it to review again: ${link}`,
    rejected: (app, reason) => `Your application ${app} was not approved: ${reason}`,
  },
  az: {
    subject: (app) => `${app} tətbiqiniz yoxlanıldı`,
    approved: (app, signed, link) =>
      `${app} tətbiqiniz yoxlamadan keçdi. ` +
      (signed ? "O, aktivdir və artıq ödəniş qəbul edə bilər." : `Aktiv etmək üçün müqaviləni imzalayın: ${link}`),
    changesRequested: (app, reason, link) =>
      `${app} tətbiqinizin təsdiqi üçün dəyişikliklər lazımdır: ${reason}\nDəyişiklikləri edin və tətbiqi yenidən yoxlamaya göndərin: ${link}`,
    rejected: (app, reason) => `${app} tətbiqiniz təsdiqlənmədi: ${reason}`,
  },
  ru: {
    subject: (app) => `Ваше приложение ${app} проверено`,
    approved: (app, signed, link) =>
      `Ваше приложение ${app} прошло проверку. ` +
      (signed ? "Оно активно и уже может принимать платежи." : `Подпишите договор, чтобы его активировать: ${link}`),
    changesRequested: (app, reason, link) =>
      `Чтобы одобрить приложение ${app}, нужны изменения: ${reason}\nВнесите их и снова отправьте приложение на проверку: ${link}`,
    rejected: (app, reason) => `Ваше приложение ${app} не одобрено: ${reason}`,
  },
};

export const reviewMessages = (language: Language) => texts[language];
