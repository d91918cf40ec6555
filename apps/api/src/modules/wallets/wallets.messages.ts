import type { Language } from "@portal/contracts";

interface Texts {
  /** The SMS with the code that confirms one transfer: what, to whom. */
  transferCode: (code: string, amount: string, receiver: string) => string;
  /**
   * The SMS with the code that confirms one withdrawal: how much with the fee, where to. The
   * code comes first: the masked card number has six digits in a row too.
   */
  withdrawCode: (code: string, amountWithFee: string, account: string) => string;
}

const texts: Record<Language, Texts> = {
  en: {
    transferCode: (code, amount, receiver) => `Your code to transfer ${amount} to ${receiver} is ${code}. It is valid for 3 minutes. Do not share it.`,
    withdrawCode: (code, amount, account) =>
      `${code} is your code to withdraw ${amount} (fee included) to ${account}. It is valid for 3 minutes. Do not share it.`,
  },
  az: {
    transferCode: (code, amount, receiver) => `${receiver} tacirinə ${amount} köçürmək üçün kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır. Heç kimlə paylaşmayın.`,
    withdrawCode: (code, amount, account) =>
      `${code} — ${account} hesabına ${amount} (komissiya daxil) çıxarmaq üçün kodunuz. Kod 3 dəqiqə etibarlıdır. Heç kimlə paylaşmayın.`,
  },
  ru: {
    transferCode: (code, amount, receiver) =>
      `Ваш код для перевода ${amount} мерчанту ${receiver}: ${code}. Код действителен 3 минуты. Никому его не сообщайте.`,
    withdrawCode: (code, amount, account) =>
      `${code} — ваш код для вывода ${amount} (с комиссией) на ${account}. Код действителен 3 минуты. Никому его не сообщайте.`,
  },
};

export const walletMessages = (lang: Language) => texts[lang];
