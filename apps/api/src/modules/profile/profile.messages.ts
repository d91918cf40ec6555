import type { Language } from "@portal/contracts";

interface ProfileTexts {
  /** To the new number: the code that proves the user holds it. */
  changePhoneCode(code: string): string;
  /** To the old number, once the new one is confirmed. */
  phoneReplaced(newPhoneHint: string): string;
  /** By e-mail, after a password change. */
  passwordChanged(resetUrl: string): string;
  /** To a new address: the link that makes it the account's. */
  confirmNewEmail(link: string): string;
  /** To the current address, when a change to another is asked for. */
  emailChangeAsked(newEmail: string): string;
  /** To the former address, once the new one is confirmed. */
  emailChanged(newEmail: string): string;
  /** The e-mails' subject lines (the SMS have none). */
  subjects: {
    passwordChanged: string;
    confirmNewEmail: string;
    emailChangeAsked: string;
    emailChanged: string;
  };
}

/** Texts of the SMS and e-mails that changes of one's own sign-in details send, in the reader's language. */
const texts: Record<Language, ProfileTexts> = {
  en: {
    changePhoneCode: (code) => `Your code to make this the phone of your merchant account is ${code}. It is valid for 3 minutes. Do not share it.`,
    phoneReplaced: (hint) =>
      `This number is no longer the phone of your merchant account: it was replaced by ${hint}. If you did not do this, reset your password now.`,
    passwordChanged: (url) =>
      `The password of your merchant account was changed, and every other device was signed out. If you did not do this, reset your password now at ${url}.`,
    confirmNewEmail: (link) =>
      `To make this the e-mail address of your merchant account, open ${link} within 24 hours. If you did not ask for this, ignore this message.`,
    emailChangeAsked: (email) =>
      `A change of your merchant account's e-mail address to ${email} was asked for. It takes effect once confirmed from that mailbox. If you did not ask for this, change your password now.`,
    emailChanged: (email) =>
      `The e-mail address of your merchant account is now ${email}: sign in with it from now on. If you did not do this, contact support at once.`,
    subjects: {
      passwordChanged: "The password of your merchant account was changed",
      confirmNewEmail: "Confirm the new e-mail address of your merchant account",
      emailChangeAsked: "Change of e-mail address requested for your merchant account",
      emailChanged: "The e-mail address of your merchant account was changed",
    },
  },
  az: {
    changePhoneCode: (code) => `Bu nömrəni merçant hesabınızın telefonu etmək üçün kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır. Onu heç kimlə paylaşmayın.`,
    phoneReplaced: (hint) =>
      `Bu nömrə artıq merçant hesabınızın telefonu deyil: onu ${hint} nömrəsi əvəz etdi. Bunu siz etməmisinizsə, şifrənizi dərhal bərpa edin.`,
    passwordChanged: (url) =>
      `Merçant hesabınızın şifrəsi dəyişdirildi və bütün digər cihazlarda hesabdan çıxış edildi. Bunu siz etməmisinizsə, şifrənizi dərhal burada bərpa edin: ${url}.`,
    confirmNewEmail: (link) =>
      `Bu ünvanı merçant hesabınızın e-poçt ünvanı etmək üçün 24 saat ərzində bu keçidi açın: ${link}. Bunu siz istəməmisinizsə, bu mesajı nəzərə almayın.`,
    emailChangeAsked: (email) =>
      `Merçant hesabınızın e-poçt ünvanının ${email} ünvanına dəyişdirilməsi istənildi. Dəyişiklik həmin poçt qutusundan təsdiqləndikdən sonra qüvvəyə minəcək. Bunu siz istəməmisinizsə, şifrənizi dərhal dəyişin.`,
    emailChanged: (email) =>
      `Merçant hesabınızın e-poçt ünvanı indi ${email} ünvanıdır: bundan sonra onunla daxil olun. Bunu siz etməmisinizsə, dərhal dəstək xidmətinə müraciət edin.`,
    subjects: {
      passwordChanged: "Merçant hesabınızın şifrəsi dəyişdirildi",
      confirmNewEmail: "Merçant hesabınızın yeni e-poçt ünvanını təsdiqləyin",
      emailChangeAsked: "Merçant hesabınızın e-poçt ünvanının dəyişdirilməsi istənildi",
      emailChanged: "Merçant hesabınızın e-poçt ünvanı dəyişdirildi",
    },
  },
  ru: {
    changePhoneCode: (code) =>
      `Ваш код, чтобы сделать этот номер телефоном учётной записи мерчанта: ${code}. Код действителен 3 минуты. Никому его не сообщайте.`,
    phoneReplaced: (hint) =>
      `Этот номер больше не является телефоном вашей учётной записи мерчанта: его заменил номер ${hint}. Если это были не вы, немедленно восстановите пароль.`,
    passwordChanged: (url) =>
      `Пароль вашей учётной записи мерчанта изменён, на всех остальных устройствах выполнен выход. Если это были не вы, немедленно восстановите пароль: ${url}.`,
    confirmNewEmail: (link) =>
      `Чтобы сделать этот адрес электронной почтой вашей учётной записи мерчанта, откройте ссылку в течение 24 часов: ${link}. Если вы этого не запрашивали, просто проигнорируйте это письмо.`,
    emailChangeAsked: (email) =>
      `Запрошена смена адреса электронной почты вашей учётной записи мерчанта на ${email}. Смена вступит в силу после подтверждения из этого почтового ящика. Если вы этого не запрашивали, немедленно смените пароль.`,
    emailChanged: (email) =>
      `Адрес электронной почты вашей учётной записи мерчанта теперь ${email}: входите с ним. Если это были не вы, немедленно обратитесь в службу поддержки.`,
    subjects: {
      passwordChanged: "Пароль учётной записи мерчанта изменён",
      confirmNewEmail: "Подтвердите новый адрес электронной почты учётной записи мерчанта",
      emailChangeAsked: "Запрошена смена адреса электронной почты учётной записи мерчанта",
      emailChanged: "Адрес электронной почты учётной записи мерчанта изменён",
    },
  },
};

export const profileMessages = (lang: Language) => texts[lang];
