import type { Language } from "@portal/contracts";

/** The e-mail that tells an owner their one-time codes are locked for the day, in their language. */
const texts: Record<Language, { subject: string; text: string }> = {
  en: {
    subject: "One-time codes for your merchant account are locked",
    text:
      `Too many wrong one-time codes were entered for your merchant account today, so codes are refused until tomorrow. ` +
      `If it was not you, someone knows your password: reset it now from the sign-in page.`,
  },
  az: {
    subject: "Merçant hesabınız üçün birdəfəlik kodlar bloklandı",
    text:
      `Bu gün merçant hesabınız üçün çoxlu yanlış birdəfəlik kod daxil edildi, ona görə kodlar sabaha qədər qəbul edilmir. ` +
      `Bu siz deyilsinizsə, kimsə şifrənizi bilir: giriş səhifəsindən onu dərhal bərpa edin.`,
  },
  ru: {
    subject: "Одноразовые коды для учётной записи мерчанта заблокированы",
    text:
      `Сегодня для вашей учётной записи мерчанта было введено слишком много неверных одноразовых кодов, поэтому коды не принимаются до завтра. ` +
      `Если это были не вы, кто-то знает ваш пароль: немедленно восстановите его на странице входа.`,
  },
};

export const codesLockedMessage = (lang: Language) => texts[lang];

/** The SMS a user with a strong method asks for in its place, whatever the action. */
const stepCodes: Record<Language, (code: string) => string> = {
  en: (code) => `Your confirmation code is ${code}. It is valid for 3 minutes. Do not share it.`,
  az: (code) => `Təsdiq kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır. Heç kimə deməyin.`,
  ru: (code) => `Ваш код подтверждения: ${code}. Он действует 3 минуты. Никому его не сообщайте.`,
};

export const stepCodeMessage = (lang: Language) => stepCodes[lang];
