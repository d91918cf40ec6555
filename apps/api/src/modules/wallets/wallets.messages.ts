import type { Language } from "@portal/contracts";

interface Texts {
  /** The SMS with the code that confirms one transfer: what, to whom. */
  transferCode: (code: string, amount: string, receiver: string) => string;
}

const texts: Record<Language, Texts> = {
  en: { transferCode: (code, amount, receiver) => `Your code to transfer ${amount} to ${receiver} is ${code}. It is valid for 3 minutes. Do not share it.` },
  az: {
    transferCode: (code, amount, receiver) => `${receiver} tacirinə ${amount} köçürmək üçün kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır. Heç kimlə paylaşmayın.`,
  },
  ru: {
    transferCode: (code, amount, receiver) =>
      `Ваш код для перевода ${amount} мерчанту ${receiver}: ${code}. Код действителен 3 минуты. Никому его не сообщайте.`,
  },
};

export const walletMessages = (lang: Language) => texts[lang];
