import type { Language } from "@portal/contracts";

interface AuthTexts {
  registerCode(code: string): string;
  loginCode(code: string): string;
  passwordReset(link: string): string;
  /** A reset asked for an address that became the account's less than 72 hours ago: no link, and why. */
  passwordResetHeld(hoursLeft: number): string;
  verifyEmail(link: string): string;
  /** Someone registered again with an address that has an account. */
  registrationAttempt(signInUrl: string): string;
  /** …with an address whose registration was never confirmed from its e-mail. */
  unconfirmedRegistration(link: string): string;
  accountLocked(unlockLink: string, minutes: number): string;
  /** The e-mails' subject lines (the SMS have none). */
  subjects: {
    passwordReset: string;
    passwordResetHeld: string;
    verifyEmail: string;
    registrationAttempt: string;
    unconfirmedRegistration: string;
    accountLocked: string;
  };
}

/** Texts of the SMS and e-mails the sign-in flows send, in the reader's language. */
const texts: Record<Language, AuthTexts> = {
  en: {
    registerCode: (code) => `Your registration code is ${code}. It is valid for 3 minutes.`,
    loginCode: (code) => `Your sign-in code is ${code}. It is valid for 3 minutes. Do not share it.`,
    passwordReset: (link) =>
      `To set a new password, open ${link} within 30 minutes. If you did not ask for this, ignore this message.`,
    passwordResetHeld: (hours) =>
      `A password reset was asked for, but this address became your merchant account's less than 72 hours ago, so no reset link is sent to it for ${hours} more hours. ` +
      "If the change wasn't you, use the link in the message we sent to your former address, or contact support.",
    verifyEmail: (link) =>
      `Confirm the e-mail address of your new merchant account: open ${link} within 7 days. ` +
      `If you did not register, open the same link and choose "I did not register": the registration is removed.`,
    registrationAttempt: (signInUrl) =>
      `Someone tried to register a new merchant account with this e-mail address, which already has one. ` +
      `If it was you, sign in at ${signInUrl} (or reset your password there). If it was not you, ignore this message.`,
    unconfirmedRegistration: (link) =>
      `Someone tried to register with this e-mail address, which already has a registration that was never confirmed from this mailbox. ` +
      `If that registration is yours, confirm it at ${link}. If it is not, open the same link and choose "I did not register"; then you can register.`,
    accountLocked: (link, minutes) =>
      `Sign-in to your merchant account was locked for ${minutes} minutes after too many wrong passwords. ` +
      `If it was you, open ${link} to unlock it now. If it was not you, unlock it and change your password.`,
    subjects: {
      passwordReset: "Password reset for your merchant account",
      passwordResetHeld: "Password reset on hold for your merchant account",
      verifyEmail: "Confirm the e-mail address of your merchant account",
      registrationAttempt: "Someone tried to register with your e-mail address",
      unconfirmedRegistration: "Your merchant account registration awaits confirmation",
      accountLocked: "Sign-in to your merchant account is locked",
    },
  },
  az: {
    registerCode: (code) => `Qeydiyyat kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır.`,
    loginCode: (code) => `Giriş kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır. Onu heç kimlə paylaşmayın.`,
    passwordReset: (link) =>
      `Yeni şifrə təyin etmək üçün 30 dəqiqə ərzində bu keçidi açın: ${link}. Bunu siz istəməmisinizsə, bu mesajı nəzərə almayın.`,
    passwordResetHeld: (hours) =>
      `Şifrənin bərpası istənildi, lakin bu ünvan merçant hesabınıza 72 saatdan az əvvəl bağlanıb, ona görə də daha ${hours} saat bu ünvana bərpa keçidi göndərilmir. ` +
      "Dəyişikliyi siz etməmisinizsə, əvvəlki ünvanınıza göndərdiyimiz mesajdakı keçiddən istifadə edin və ya dəstək xidmətinə müraciət edin.",
    verifyEmail: (link) =>
      `Yeni merçant hesabınızın e-poçt ünvanını təsdiqləyin: 7 gün ərzində bu keçidi açın: ${link}. ` +
      `Qeydiyyatdan siz keçməmisinizsə, həmin keçidi açıb "Qeydiyyatdan mən keçməmişəm" seçin: qeydiyyat silinəcək.`,
    registrationAttempt: (signInUrl) =>
      `Kimsə bu e-poçt ünvanı ilə yeni merçant hesabı açmağa cəhd etdi, lakin bu ünvanın artıq hesabı var. ` +
      `Bu sizsinizsə, ${signInUrl} ünvanında daxil olun (və ya orada şifrənizi bərpa edin). Siz deyilsinizsə, bu mesajı nəzərə almayın.`,
    unconfirmedRegistration: (link) =>
      `Kimsə bu e-poçt ünvanı ilə qeydiyyatdan keçməyə cəhd etdi, lakin bu ünvanla bu poçt qutusundan heç vaxt təsdiqlənməmiş qeydiyyat var. ` +
      `Həmin qeydiyyat sizindirsə, onu burada təsdiqləyin: ${link}. Sizin deyilsə, həmin keçidi açıb "Qeydiyyatdan mən keçməmişəm" seçin; sonra qeydiyyatdan keçə bilərsiniz.`,
    accountLocked: (link, minutes) =>
      `Çoxlu yanlış şifrədən sonra merçant hesabınıza giriş ${minutes} dəqiqəlik bloklandı. ` +
      `Bu sizsinizsə, blokdan indi çıxarmaq üçün bu keçidi açın: ${link}. Siz deyilsinizsə, blokdan çıxarın və şifrənizi dəyişin.`,
    subjects: {
      passwordReset: "Merçant hesabınızın şifrəsinin bərpası",
      passwordResetHeld: "Merçant hesabınızın şifrəsinin bərpası gözləmədədir",
      verifyEmail: "Merçant hesabınızın e-poçt ünvanını təsdiqləyin",
      registrationAttempt: "Kimsə e-poçt ünvanınızla qeydiyyatdan keçməyə cəhd etdi",
      unconfirmedRegistration: "Merçant hesabınızın qeydiyyatı təsdiq gözləyir",
      accountLocked: "Merçant hesabınıza giriş bloklandı",
    },
  },
  ru: {
    registerCode: (code) => `Ваш код регистрации: ${code}. Код действителен 3 минуты.`,
    loginCode: (code) => `Ваш код для входа: ${code}. Код действителен 3 минуты. Никому его не сообщайте.`,
    passwordReset: (link) =>
      `Чтобы задать новый пароль, откройте ссылку в течение 30 минут: ${link}. Если вы этого не запрашивали, просто проигнорируйте это письмо.`,
    passwordResetHeld: (hours) =>
      `Запрошено восстановление пароля, но этот адрес стал адресом вашей учётной записи мерчанта менее 72 часов назад, поэтому ещё ${hours} ч ссылка для восстановления на него не отправляется. ` +
      "Если смену адреса сделали не вы, воспользуйтесь ссылкой из письма, отправленного на ваш прежний адрес, или обратитесь в службу поддержки.",
    verifyEmail: (link) =>
      `Подтвердите адрес электронной почты вашей новой учётной записи мерчанта: откройте ссылку в течение 7 дней: ${link}. ` +
      `Если вы не регистрировались, откройте ту же ссылку и выберите «Я не регистрировался»: регистрация будет удалена.`,
    registrationAttempt: (signInUrl) =>
      `Кто-то пытался зарегистрировать новую учётную запись мерчанта с этим адресом, но у него уже есть учётная запись. ` +
      `Если это были вы, войдите на ${signInUrl} (или восстановите там пароль). Если нет, просто проигнорируйте это письмо.`,
    unconfirmedRegistration: (link) =>
      `Кто-то пытался зарегистрироваться с этим адресом, но для него уже есть регистрация, так и не подтверждённая из этого почтового ящика. ` +
      `Если эта регистрация ваша, подтвердите её: ${link}. Если нет, откройте ту же ссылку и выберите «Я не регистрировался»; после этого вы сможете зарегистрироваться.`,
    accountLocked: (link, minutes) =>
      `Вход в вашу учётную запись мерчанта заблокирован на ${minutes} минут после слишком многих неверных паролей. ` +
      `Если это были вы, откройте ссылку, чтобы разблокировать вход сейчас: ${link}. Если не вы, разблокируйте вход и смените пароль.`,
    subjects: {
      passwordReset: "Восстановление пароля учётной записи мерчанта",
      passwordResetHeld: "Восстановление пароля учётной записи мерчанта отложено",
      verifyEmail: "Подтвердите адрес электронной почты учётной записи мерчанта",
      registrationAttempt: "Попытка регистрации с вашим адресом электронной почты",
      unconfirmedRegistration: "Регистрация учётной записи мерчанта ждёт подтверждения",
      accountLocked: "Вход в учётную запись мерчанта заблокирован",
    },
  },
};

export const authMessages = (lang: Language) => texts[lang];
