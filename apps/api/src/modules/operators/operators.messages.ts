import type { Language } from "@portal/contracts";

interface OperatorTexts {
  invitationSubject: string;
  invitation(invitedBy: string, link: string): string;
}

/** The e-mail an invited operator receives, in the language the admin's console was in. */
const texts: Record<Language, OperatorTexts> = {
  en: {
    invitationSubject: "You are invited to the operator console",
    invitation: (by, link) =>
      `${by} invited you to the payment provider's operator console. Open ${link} within 3 days to set a password and add an authenticator app. ` +
      "If you did not expect this, ignore this message.",
  },
  az: {
    invitationSubject: "Operator konsoluna dəvət",
    invitation: (by, link) =>
      `${by} sizi ödəniş provayderinin operator konsoluna dəvət etdi. Şifrə təyin etmək və autentifikator tətbiqi əlavə etmək üçün 3 gün ərzində ${link} keçidini açın. ` +
      "Bunu gözləmirdinizsə, bu məktuba əhəmiyyət verməyin.",
  },
  ru: {
    invitationSubject: "Приглашение в консоль оператора",
    invitation: (by, link) =>
      `${by} пригласил(а) вас в консоль оператора платёжного провайдера. Откройте ${link} в течение 3 дней, чтобы задать пароль и добавить приложение-аутентификатор. ` +
      "Если вы не ждали этого письма, просто проигнорируйте его.",
  },
};

export const operatorMessages = (language: Language) => texts[language];
