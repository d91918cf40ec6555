import type { Language } from "@portal/contracts";

/** The ISO 20022 return reason codes banks send most, in the merchant's words. */
type Reasons = Record<string, string>;

interface BankFileTexts {
  subject(appName: string): string;
  sent(appName: string, amount: string): string;
  returned(appName: string, amount: string, reason: string, link: string): string;
  /** A return reason code in words; an unknown one is named as it came. */
  returnReason(code: string): string;
}

const en: Reasons = {
  AC01: "the account number is wrong",
  AC04: "the account is closed",
  AC06: "the account is blocked",
  AG01: "the bank does not allow this transfer to the account",
  AM04: "the bank could not cover the transfer",
  AM05: "the transfer was a duplicate",
  BE04: "the receiving bank needs the holder's address",
  MD07: "the account holder is deceased",
  MS02: "the account holder refused it",
  MS03: "the bank gave no reason",
  RC01: "the bank's code is wrong",
  RR04: "of a regulatory reason",
  RJCT: "the bank rejected the transfer",
};
const az: Reasons = {
  AC01: "hesab nömrəsi səhvdir",
  AC04: "hesab bağlanıb",
  AC06: "hesab bloklanıb",
  AG01: "bank bu hesaba köçürməyə icazə vermir",
  AM04: "bank köçürməni ödəyə bilmədi",
  AM05: "köçürmə təkrar idi",
  BE04: "qəbul edən bank hesab sahibinin ünvanını tələb edir",
  MD07: "hesab sahibi vəfat edib",
  MS02: "hesab sahibi köçürmədən imtina etdi",
  MS03: "bank səbəb göstərmədi",
  RC01: "bankın kodu səhvdir",
  RR04: "tənzimləmə tələbləri səbəbindən",
  RJCT: "bank köçürməni rədd etdi",
};
const ru: Reasons = {
  AC01: "неверный номер счёта",
  AC04: "счёт закрыт",
  AC06: "счёт заблокирован",
  AG01: "банк не разрешает этот перевод на счёт",
  AM04: "банк не смог провести перевод",
  AM05: "перевод оказался повторным",
  BE04: "банку получателя нужен адрес владельца счёта",
  MD07: "владелец счёта умер",
  MS02: "владелец счёта отказался от перевода",
  MS03: "банк не указал причину",
  RC01: "неверный код банка",
  RR04: "по требованию регулятора",
  RJCT: "банк отклонил перевод",
};

/** The e-mail a merchant receives when the bank's statement says how their withdrawal ended, in the owner's language. */
const texts: Record<Language, BankFileTexts> = {
  en: {
    subject: (app) => `A withdrawal from ${app}`,
    sent: (app, amount) => `Your bank has received the withdrawal of ${amount} from the wallet of ${app}.`,
    returned: (app, amount, reason, link) =>
      `The bank returned the withdrawal of ${amount} from the wallet of ${app}: ${reason}. ` +
      `The amount and its fee are back in the wallet: ${link}`,
    returnReason: (code) => en[code] ?? `the bank returned the transfer (${code})`,
  },
  az: {
    subject: (app) => `${app} pul kisəsindən çıxarış`,
    sent: (app, amount) => `${app} pul kisəsindən ${amount} məbləğində çıxarış bankınıza daxil oldu.`,
    returned: (app, amount, reason, link) =>
      `Bank ${app} pul kisəsindən ${amount} məbləğində çıxarışı geri qaytardı: ${reason}. ` +
      `Məbləğ və komissiya pul kisəsinə qaytarıldı: ${link}`,
    returnReason: (code) => az[code] ?? `bank köçürməni geri qaytardı (${code})`,
  },
  ru: {
    subject: (app) => `Вывод средств из ${app}`,
    sent: (app, amount) => `Ваш банк получил вывод ${amount} из кошелька ${app}.`,
    returned: (app, amount, reason, link) =>
      `Банк вернул вывод ${amount} из кошелька ${app}: ${reason}. ` + `Сумма и комиссия вернулись в кошелёк: ${link}`,
    returnReason: (code) => ru[code] ?? `банк вернул перевод (${code})`,
  },
};

export const bankFileMessages = (language: Language) => texts[language];
