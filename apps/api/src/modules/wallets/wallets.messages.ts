import type { Language } from "@portal/contracts";

interface Texts {
  /** The SMS with the code that confirms one transfer: what, to whom. */
  transferCode: (code: string, amount: string, receiver: string) => string;
  /**
   * The SMS with the code that confirms one withdrawal: how much with the fee, where to. The
   * code comes first: the masked card number has six digits in a row too.
   */
  withdrawCode: (code: string, amountWithFee: string, account: string) => string;
  /** The SMS with the code that confirms one top-up of a mobile wallet: how much, to which number. Code first, like a withdrawal's. */
  topUpCode: (code: string, amount: string, phone: string) => string;
  /** The SMS with the code that confirms one payout: how much with the fee, to whom (masked name and account). Code first. */
  payoutCode: (code: string, amountWithFee: string, recipient: string) => string;
}

const texts: Record<Language, Texts> = {
  en: {
    transferCode: (code, amount, receiver) =>
      `Your code to transfer ${amount} to ${receiver} is ${code}. It is valid for 3 minutes. Do not share it.`,
    withdrawCode: (code, amount, account) =>
      `${code} is your code to withdraw ${amount} (fee included) to ${account}. It is valid for 3 minutes. Do not share it.`,
    topUpCode: (code, amount, phone) =>
      `${code} is your code to top up the mobile wallet of ${phone} with ${amount}. It is valid for 3 minutes. Do not share it.`,
    payoutCode: (code, amount, recipient) =>
      `${code} is your code to pay out ${amount} (fee included) to ${recipient}. It is valid for 3 minutes. Do not share it with anyone, even us.`,
  },
  az: {
    transferCode: (code, amount, receiver) =>
      `${receiver} tacirinə ${amount} köçürmək üçün kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır. Heç kimlə paylaşmayın.`,
    withdrawCode: (code, amount, account) =>
      `${code} — ${account} hesabına ${amount} (komissiya daxil) çıxarmaq üçün kodunuz. Kod 3 dəqiqə etibarlıdır. Heç kimlə paylaşmayın.`,
    topUpCode: (code, amount, phone) =>
      `${code} — ${phone} nömrəsinin mobil pul kisəsini ${amount} artırmaq üçün kodunuz. Kod 3 dəqiqə etibarlıdır. Heç kimlə paylaşmayın.`,
    payoutCode: (code, amount, recipient) =>
      `${code} — ${recipient} alıcısına ${amount} (komissiya daxil) ödəniş göndərmək üçün kodunuz. Kod 3 dəqiqə etibarlıdır. Heç kimlə, hətta bizimlə də paylaşmayın.`,
  },
  ru: {
    transferCode: (code, amount, receiver) =>
      `Ваш код для перевода ${amount} мерчанту ${receiver}: ${code}. Код действителен 3 минуты. Никому его не сообщайте.`,
    withdrawCode: (code, amount, account) =>
      `${code} — ваш код для вывода ${amount} (с комиссией) на ${account}. Код действителен 3 минуты. Никому его не сообщайте.`,
    topUpCode: (code, amount, phone) =>
      `${code} — ваш код для пополнения мобильного кошелька ${phone} на ${amount}. Код действителен 3 минуты. Никому его не сообщайте.`,
    payoutCode: (code, amount, recipient) =>
      `${code} — ваш код для выплаты ${amount} (с комиссией) получателю ${recipient}. Код действителен 3 минуты. Никому его не сообщайте, даже нам.`,
  },
};

export const walletMessages = (lang: Language) => texts[lang];
