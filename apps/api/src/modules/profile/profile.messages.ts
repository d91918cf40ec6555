import type { Language } from "@portal/contracts";

interface ProfileTexts {
  /** To the new number: the code that proves the user holds it. */
  changePhoneCode(code: string): string;
  /** To the current number: the code that proves who the user is before the e-mail address or phone changes. */
  reauthenticateCode(code: string): string;
  /** To the old number, once the new one is confirmed, with the link that undoes it. */
  phoneReplaced(newPhoneHint: string, undoLink: string): string;
  /** To the account's address, once the phone changed, with the link that undoes it. */
  phoneChanged(newPhoneHint: string, undoLink: string): string;
  /** By e-mail, after a password change. */
  passwordChanged(resetUrl: string): string;
  /** To a new address: the link that makes it the account's. */
  confirmNewEmail(link: string): string;
  /** To the current address, when a change to another is asked for, with the link that stops it. */
  emailChangeAsked(newEmail: string, undoLink: string): string;
  /** To the former address, once the new one is confirmed, with the link that undoes it. */
  emailChanged(newEmail: string, undoLink: string): string;
  /** To the restored address, once "this wasn't me" undid a change. */
  changeUndone(): string;
  /** The e-mails' subject lines (the SMS have none). */
  subjects: {
    passwordChanged: string;
    confirmNewEmail: string;
    emailChangeAsked: string;
    emailChanged: string;
    phoneChanged: string;
    changeUndone: string;
  };
}

/** Texts of the SMS and e-mails that changes of one's own sign-in details send, in the reader's language. */
const texts: Record<Language, ProfileTexts> = {
  en: {
    changePhoneCode: (code) =>
      `Your code to make this the phone of your merchant account is ${code}. It is valid for 3 minutes. Do not share it.`,
    reauthenticateCode: (code) =>
      `${code} is your code to confirm it is you before changing your merchant account's e-mail address or phone. It is valid for 3 minutes. Do not share it.`,
    phoneReplaced: (hint, link) =>
      `This number is no longer the phone of your merchant account: it was replaced by ${hint}. Not you? Undo it: ${link}`,
    phoneChanged: (hint, link) =>
      `The phone of your merchant account is now ${hint}: sign-in codes go there from now on. If this wasn't you, open ${link} within 7 days: ` +
      "it restores your phone, signs out every device and asks you for a new password.",
    passwordChanged: (url) =>
      `The password of your merchant account was changed, and every other device was signed out. If you did not do this, reset your password now at ${url}.`,
    confirmNewEmail: (link) =>
      `To make this the e-mail address of your merchant account, open ${link} within 24 hours. If you did not ask for this, ignore this message.`,
    emailChangeAsked: (email, link) =>
      `A change of your merchant account's e-mail address to ${email} was asked for. It takes effect once confirmed from that mailbox. ` +
      `If this wasn't you, open ${link}: it stops the change, signs out every device and asks you for a new password.`,
    emailChanged: (email, link) =>
      `The e-mail address of your merchant account is now ${email}: sign in with it from now on. If this wasn't you, open ${link} within 7 days: ` +
      "it gives the account this address back, signs out every device and asks you for a new password.",
    changeUndone: () =>
      "The change to your merchant account was undone: its e-mail address and phone are as they were, every device was signed out, and a new password is needed to sign in.",
    subjects: {
      passwordChanged: "The password of your merchant account was changed",
      confirmNewEmail: "Confirm the new e-mail address of your merchant account",
      emailChangeAsked: "Change of e-mail address requested for your merchant account",
      emailChanged: "The e-mail address of your merchant account was changed",
      phoneChanged: "The phone of your merchant account was changed",
      changeUndone: "The change to your merchant account was undone",
    },
  },
  az: {
    changePhoneCode: (code) =>
      `Bu nömrəni merçant hesabınızın telefonu etmək üçün kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır. Onu heç kimlə paylaşmayın.`,
    reauthenticateCode: (code) =>
      `${code} — merçant hesabınızın e-poçt ünvanını və ya telefonunu dəyişməzdən əvvəl bunun siz olduğunuzu təsdiqləmək üçün kodunuz. Kod 3 dəqiqə etibarlıdır. Onu heç kimlə paylaşmayın.`,
    phoneReplaced: (hint, link) =>
      `Bu nömrə artıq merçant hesabınızın telefonu deyil: onu ${hint} nömrəsi əvəz etdi. Siz deyildiniz? Ləğv edin: ${link}`,
    phoneChanged: (hint, link) =>
      `Merçant hesabınızın telefonu indi ${hint} nömrəsidir: giriş kodları bundan sonra ora göndəriləcək. Bunu siz etməmisinizsə, 7 gün ərzində bu keçidi açın: ${link} — ` +
      "telefonunuz bərpa olunacaq, bütün cihazlarda hesabdan çıxış ediləcək və sizdən yeni şifrə istəniləcək.",
    passwordChanged: (url) =>
      `Merçant hesabınızın şifrəsi dəyişdirildi və bütün digər cihazlarda hesabdan çıxış edildi. Bunu siz etməmisinizsə, şifrənizi dərhal burada bərpa edin: ${url}.`,
    confirmNewEmail: (link) =>
      `Bu ünvanı merçant hesabınızın e-poçt ünvanı etmək üçün 24 saat ərzində bu keçidi açın: ${link}. Bunu siz istəməmisinizsə, bu mesajı nəzərə almayın.`,
    emailChangeAsked: (email, link) =>
      `Merçant hesabınızın e-poçt ünvanının ${email} ünvanına dəyişdirilməsi istənildi. Dəyişiklik həmin poçt qutusundan təsdiqləndikdən sonra qüvvəyə minəcək. ` +
      `Bunu siz istəməmisinizsə, bu keçidi açın: ${link} — dəyişiklik dayandırılacaq, bütün cihazlarda hesabdan çıxış ediləcək və sizdən yeni şifrə istəniləcək.`,
    emailChanged: (email, link) =>
      `Merçant hesabınızın e-poçt ünvanı indi ${email} ünvanıdır: bundan sonra onunla daxil olun. Bunu siz etməmisinizsə, 7 gün ərzində bu keçidi açın: ${link} — ` +
      "hesaba bu ünvan qaytarılacaq, bütün cihazlarda hesabdan çıxış ediləcək və sizdən yeni şifrə istəniləcək.",
    changeUndone: () =>
      "Merçant hesabınızdakı dəyişiklik ləğv edildi: e-poçt ünvanı və telefon əvvəlki kimidir, bütün cihazlarda hesabdan çıxış edildi və daxil olmaq üçün yeni şifrə lazımdır.",
    subjects: {
      passwordChanged: "Merçant hesabınızın şifrəsi dəyişdirildi",
      confirmNewEmail: "Merçant hesabınızın yeni e-poçt ünvanını təsdiqləyin",
      emailChangeAsked: "Merçant hesabınızın e-poçt ünvanının dəyişdirilməsi istənildi",
      emailChanged: "Merçant hesabınızın e-poçt ünvanı dəyişdirildi",
      phoneChanged: "Merçant hesabınızın telefonu dəyişdirildi",
      changeUndone: "Merçant hesabınızdakı dəyişiklik ləğv edildi",
    },
  },
  ru: {
    changePhoneCode: (code) =>
      `Ваш код, чтобы сделать этот номер телефоном учётной записи мерчанта: ${code}. Код действителен 3 минуты. Никому его не сообщайте.`,
    reauthenticateCode: (code) =>
      `${code} — ваш код, чтобы подтвердить, что это вы, перед сменой адреса электронной почты или телефона учётной записи мерчанта. Код действителен 3 минуты. Никому его не сообщайте.`,
    phoneReplaced: (hint, link) =>
      `Этот номер больше не является телефоном вашей учётной записи мерчанта: его заменил номер ${hint}. Это были не вы? Отмените: ${link}`,
    phoneChanged: (hint, link) =>
      `Телефон вашей учётной записи мерчанта теперь ${hint}: коды для входа будут приходить на него. Если это были не вы, откройте ссылку в течение 7 дней: ${link} — ` +
      "ваш телефон будет восстановлен, на всех устройствах будет выполнен выход и потребуется новый пароль.",
    passwordChanged: (url) =>
      `Пароль вашей учётной записи мерчанта изменён, на всех остальных устройствах выполнен выход. Если это были не вы, немедленно восстановите пароль: ${url}.`,
    confirmNewEmail: (link) =>
      `Чтобы сделать этот адрес электронной почтой вашей учётной записи мерчанта, откройте ссылку в течение 24 часов: ${link}. Если вы этого не запрашивали, просто проигнорируйте это письмо.`,
    emailChangeAsked: (email, link) =>
      `Запрошена смена адреса электронной почты вашей учётной записи мерчанта на ${email}. Смена вступит в силу после подтверждения из этого почтового ящика. ` +
      `Если это были не вы, откройте ссылку: ${link} — смена будет остановлена, на всех устройствах будет выполнен выход и потребуется новый пароль.`,
    emailChanged: (email, link) =>
      `Адрес электронной почты вашей учётной записи мерчанта теперь ${email}: входите с ним. Если это были не вы, откройте ссылку в течение 7 дней: ${link} — ` +
      "учётной записи вернётся этот адрес, на всех устройствах будет выполнен выход и потребуется новый пароль.",
    changeUndone: () =>
      "Изменение в вашей учётной записи мерчанта отменено: адрес электронной почты и телефон прежние, на всех устройствах выполнен выход, для входа нужен новый пароль.",
    subjects: {
      passwordChanged: "Пароль учётной записи мерчанта изменён",
      confirmNewEmail: "Подтвердите новый адрес электронной почты учётной записи мерчанта",
      emailChangeAsked: "Запрошена смена адреса электронной почты учётной записи мерчанта",
      emailChanged: "Адрес электронной почты учётной записи мерчанта изменён",
      phoneChanged: "Телефон учётной записи мерчанта изменён",
      changeUndone: "Изменение в учётной записи мерчанта отменено",
    },
  },
};

export const profileMessages = (lang: Language) => texts[lang];
