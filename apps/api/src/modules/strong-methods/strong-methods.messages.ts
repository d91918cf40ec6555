import type { Language, StrongMethod } from "@portal/contracts";

interface StrongMethodTexts {
  methodName: Record<StrongMethod, string>;
  added(method: string, name: string): { subject: string; text: string };
  /** To the user and the account's owner: the user has no strong method left. */
  lastRemoved(email: string): { subject: string; text: string };
}

/** The e-mails that changes of sign-in methods send, in the reader's language. */
const texts: Record<Language, StrongMethodTexts> = {
  en: {
    methodName: { totp: "an authenticator app", passkey: "a passkey" },
    added: (method, name) => ({
      subject: "A new sign-in method was added",
      text:
        `A sign-in method was added to your merchant account: ${method} ("${name}"). ` +
        "If this wasn't you, reset your password now and remove it in Settings → Security, or contact support.",
    }),
    lastRemoved: (email) => ({
      subject: "Sign-in no longer has a strong method",
      text:
        `The last authenticator app or passkey of ${email} was removed; signing in now takes an SMS code. ` +
        "If this wasn't expected, reset the password and contact support.",
    }),
  },
  az: {
    methodName: { totp: "autentifikator tətbiqi", passkey: "passkey" },
    added: (method, name) => ({
      subject: "Yeni giriş üsulu əlavə edildi",
      text:
        `Merçant hesabınıza yeni giriş üsulu əlavə edildi: ${method} ("${name}"). ` +
        "Bunu siz etməmisinizsə, dərhal şifrənizi bərpa edin və Parametrlər → Təhlükəsizlik bölməsində onu silin və ya dəstək xidməti ilə əlaqə saxlayın.",
    }),
    lastRemoved: (email) => ({
      subject: "Girişdə artıq güclü üsul yoxdur",
      text:
        `${email} istifadəçisinin sonuncu autentifikator tətbiqi və ya passkey-i silindi; indi giriş SMS kodu ilə olur. ` +
        "Bu gözlənilmirdisə, şifrəni bərpa edin və dəstək xidməti ilə əlaqə saxlayın.",
    }),
  },
  ru: {
    methodName: { totp: "приложение-аутентификатор", passkey: "ключ доступа (passkey)" },
    added: (method, name) => ({
      subject: "Добавлен новый способ входа",
      text:
        `Для входа в ваш аккаунт мерчанта добавлен способ: ${method} («${name}»). ` +
        "Если это были не вы, сейчас же смените пароль и удалите его в разделе «Настройки → Безопасность» или обратитесь в поддержку.",
    }),
    lastRemoved: (email) => ({
      subject: "Для входа больше нет надёжного способа",
      text:
        `У пользователя ${email} удалён последний аутентификатор или ключ доступа; теперь вход выполняется по коду из SMS. ` +
        "Если вы этого не ожидали, смените пароль и обратитесь в поддержку.",
    }),
  },
};

export const strongMethodMessages = (lang: Language) => texts[lang];
