import type { Language, UserStatus } from "@portal/contracts";

interface UserTexts {
  /** The SMS with the code that confirms adding a user to the account. */
  subUserCode: (code: string) => string;
  /** The new user's e-mail: who added them, and the link to set their own password. */
  invitation: (inviter: string, link: string) => string;
  /** The invitation e-mail's subject line. */
  invitationSubject: string;
  /** The export's column headers and words. */
  sheet: {
    name: string;
    headers: {
      fullName: string;
      email: string;
      mobilePhone: string;
      role: string;
      permissions: string;
      applications: string;
      status: string;
      lastSignIn: string;
      allowedBy: string;
      allowedAt: string;
    };
    mainUser: string;
    allApplications: string;
    status: Record<UserStatus, string>;
  };
}

const texts: Record<Language, UserTexts> = {
  en: {
    subUserCode: (code) =>
      `${code} is your code to add a user to your merchant account. It is valid for 3 minutes. Do not share it.`,
    invitation: (inviter, link) =>
      `${inviter} has given you access to their merchant portal. To set your password, open ${link} within 30 minutes. ` +
      `If the link has expired, choose "Forgot password?" on the sign-in page.`,
    invitationSubject: "You have been given access to a merchant portal",
    sheet: {
      name: "Users",
      headers: {
        fullName: "Full name",
        email: "E-mail",
        mobilePhone: "Phone",
        role: "Role",
        permissions: "Permissions",
        applications: "Applications",
        status: "Status",
        lastSignIn: "Last sign-in",
        allowedBy: "Who allowed",
        allowedAt: "Allowed on",
      },
      mainUser: "Main user",
      allApplications: "All",
      status: { invited: "Invited", active: "Active", deactivated: "Deactivated" },
    },
  },
  az: {
    subUserCode: (code) =>
      `${code} — tacir hesabınıza istifadəçi əlavə etmək üçün kodunuz. Kod 3 dəqiqə etibarlıdır. Heç kimlə paylaşmayın.`,
    invitation: (inviter, link) =>
      `${inviter} sizə tacir portalına giriş icazəsi verdi. Şifrənizi təyin etmək üçün 30 dəqiqə ərzində bu keçidi açın: ${link}. ` +
      `Keçidin vaxtı keçibsə, giriş səhifəsində "Şifrəni unutmusunuz?" seçin.`,
    invitationSubject: "Sizə tacir portalına giriş icazəsi verildi",
    sheet: {
      name: "İstifadəçilər",
      headers: {
        fullName: "Ad və soyad",
        email: "E-poçt",
        mobilePhone: "Telefon",
        role: "Rol",
        permissions: "İcazələr",
        applications: "Tətbiqlər",
        status: "Status",
        lastSignIn: "Son giriş",
        allowedBy: "İcazə verən",
        allowedAt: "İcazə tarixi",
      },
      mainUser: "Əsas istifadəçi",
      allApplications: "Hamısı",
      status: { invited: "Dəvət edilib", active: "Aktiv", deactivated: "Deaktiv edilib" },
    },
  },
  ru: {
    subUserCode: (code) =>
      `${code} — ваш код для добавления пользователя в аккаунт мерчанта. Код действителен 3 минуты. Никому его не сообщайте.`,
    invitation: (inviter, link) =>
      `${inviter} открыл(а) вам доступ к порталу мерчанта. Чтобы задать пароль, откройте ${link} в течение 30 минут. ` +
      `Если ссылка устарела, выберите «Забыли пароль?» на странице входа.`,
    invitationSubject: "Вам открыт доступ к порталу мерчанта",
    sheet: {
      name: "Пользователи",
      headers: {
        fullName: "Имя и фамилия",
        email: "E-mail",
        mobilePhone: "Телефон",
        role: "Роль",
        permissions: "Разрешения",
        applications: "Приложения",
        status: "Статус",
        lastSignIn: "Последний вход",
        allowedBy: "Кто разрешил",
        allowedAt: "Дата разрешения",
      },
      mainUser: "Основной пользователь",
      allApplications: "Все",
      status: { invited: "Приглашён", active: "Активен", deactivated: "Деактивирован" },
    },
  },
};

export const userMessages = (lang: Language) => texts[lang];
