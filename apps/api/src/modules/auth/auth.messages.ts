import type { Language } from "@portal/contracts";

/** Texts of the SMS and e-mails the sign-in flows send, in the reader's language. */
const texts = {
  en: {
    registerCode: (code: string) => `Your registration code is ${code}. It is valid for 3 minutes.`,
    loginCode: (code: string) => `Your sign-in code is ${code}. It is valid for 3 minutes. Do not share it.`,
    passwordReset: (link: string) =>
      `To set a new password, open ${link} within 30 minutes. If you did not ask for this, ignore this message.`,
  },
  az: {
    registerCode: (code: string) => `Qeydiyyat kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır.`,
    loginCode: (code: string) => `Giriş kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır. Onu heç kimlə paylaşmayın.`,
    passwordReset: (link: string) =>
      `Yeni şifrə təyin etmək üçün 30 dəqiqə ərzində bu keçidi açın: ${link}. Bunu siz istəməmisinizsə, bu mesajı nəzərə almayın.`,
  },
  ru: {
    registerCode: (code: string) => `Ваш код регистрации: ${code}. Код действителен 3 минуты.`,
    loginCode: (code: string) => `Ваш код для входа: ${code}. Код действителен 3 минуты. Никому его не сообщайте.`,
    passwordReset: (link: string) =>
      `Чтобы задать новый пароль, откройте ссылку в течение 30 минут: ${link}. Если вы этого не запрашивали, просто проигнорируйте это письмо.`,
  },
} satisfies Record<Language, Record<string, (arg: string) => string>>;

export const authMessages = (lang: Language) => texts[lang];
