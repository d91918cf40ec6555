import auth from "../../locales/ru/auth.json";
import common from "../../locales/ru/common.json";
import errors from "../../locales/ru/errors.json";
import validation from "@portal/contracts/locales/ru/validation.json";
import { authMessages, type StrongSignInTexts } from "./messages";

const strongSignIn: StrongSignInTexts = {
  passkeySignIn: "Продолжить с ключом доступа",
  authenticatorTitle: "Откройте приложение-аутентификатор",
  authenticatorIntro: "Введите 6-значный код из приложения-аутентификатора.",
  authenticatorOrTextIntro:
    "Введите 6-значный код из приложения-аутентификатора или код, который мы отправили в SMS на номер {{phoneHint}}.",
  passkeyTitle: "Подтвердите, что это вы",
  passkeyIntro: "Чтобы завершить вход, воспользуйтесь ключом доступа.",
  usePasskey: "Использовать ключ доступа",
  textMeInstead: "Получить код по SMS",
  texted: "Мы отправили вам код в SMS.",
  useRecoveryCode: "Использовать код восстановления",
  recoveryTitle: "Введите код восстановления",
  recoveryIntro:
    "Введите один из кодов восстановления, которые вы сохранили при добавлении приложения-аутентификатора или ключа доступа. Каждый код действует только один раз.",
  recoveryField: "Код восстановления",
  passkeyCancelled:
    "Ключ доступа не использован: запрос отменён или время ожидания истекло. Попробуйте снова или выберите другой способ входа.",
  passkeyFailed:
    "Не удалось использовать ключ доступа в этом браузере. Попробуйте снова или выберите другой способ входа.",
};

export const messages = authMessages({ auth, common, errors, validation }, strongSignIn);
