import { formatRegionTimeLabelled, type Language, type OperationKind, type Region } from "@portal/contracts";

/** What the merchant is told about one of its transactions. */
export interface TransactionNotice {
  appName: string;
  invoiceCode: string;
  amount: string;
  currency: string;
  maskedPan: string;
  /** What happened: a payment taken or held, or an operation done on it. */
  event: "paid" | "held" | OperationKind;
  /** When, and on whose clock it is told (DESIGN §3): the time the portal shows for it. */
  at: Date;
  region: Region;
}

/** When it happened, on the region's clock and saying which: "Time: 3 Dec 2026, 05:09 (Baku, GMT+4)." */
const timeSentences: Record<Language, (when: string) => string> = {
  en: (when) => `Time: ${when}.`,
  az: (when) => `Vaxt: ${when}.`,
  ru: (when) => `Время: ${when}.`,
};

/** The e-mail's subject line, after the application's name: what happened, in a few words. */
const subjects: Record<Language, Record<TransactionNotice["event"], string>> = {
  en: {
    paid: "invoice paid",
    held: "amount held on a card",
    capture: "hold on a card completed",
    refund: "amount refunded to a card",
    reversal: "hold on a card cancelled",
  },
  az: {
    paid: "faktura ödənilib",
    held: "kartda məbləğ bloklanıb",
    capture: "bloklanmış məbləğ tutuldu",
    refund: "karta məbləğ qaytarıldı",
    reversal: "kartdakı bloklama ləğv edildi",
  },
  ru: {
    paid: "счёт оплачен",
    held: "сумма заблокирована на карте",
    capture: "заблокированная сумма списана",
    refund: "сумма возвращена на карту",
    reversal: "блокировка на карте отменена",
  },
};

const texts: Record<Language, (n: TransactionNotice) => string> = {
  en: (n) =>
    ({
      paid: `${n.appName}: invoice ${n.invoiceCode} is paid, ${n.amount} ${n.currency} by card ${n.maskedPan}.`,
      held: `${n.appName}: ${n.amount} ${n.currency} is held on card ${n.maskedPan} for invoice ${n.invoiceCode}. Complete or cancel it in Transactions.`,
      capture: `${n.appName}: ${n.amount} ${n.currency} of the hold on card ${n.maskedPan} (invoice ${n.invoiceCode}) is completed.`,
      refund: `${n.appName}: ${n.amount} ${n.currency} is refunded to card ${n.maskedPan} (invoice ${n.invoiceCode}).`,
      reversal: `${n.appName}: the hold of ${n.amount} ${n.currency} on card ${n.maskedPan} (invoice ${n.invoiceCode}) is cancelled.`,
    })[n.event],
  az: (n) =>
    ({
      paid: `${n.appName}: ${n.invoiceCode} fakturası ödənilib, ${n.maskedPan} kartı ilə ${n.amount} ${n.currency}.`,
      held: `${n.appName}: ${n.invoiceCode} fakturası üzrə ${n.maskedPan} kartında ${n.amount} ${n.currency} bloklanıb. Əməliyyatlar bölməsində tamamlayın və ya ləğv edin.`,
      capture: `${n.appName}: ${n.maskedPan} kartındakı bloklamadan ${n.amount} ${n.currency} tutuldu (${n.invoiceCode} fakturası).`,
      refund: `${n.appName}: ${n.maskedPan} kartına ${n.amount} ${n.currency} qaytarıldı (${n.invoiceCode} fakturası).`,
      reversal: `${n.appName}: ${n.maskedPan} kartındakı ${n.amount} ${n.currency} bloklaması ləğv edildi (${n.invoiceCode} fakturası).`,
    })[n.event],
  ru: (n) =>
    ({
      paid: `${n.appName}: счёт ${n.invoiceCode} оплачен, ${n.amount} ${n.currency} картой ${n.maskedPan}.`,
      held: `${n.appName}: по счёту ${n.invoiceCode} на карте ${n.maskedPan} заблокировано ${n.amount} ${n.currency}. Завершите или отмените операцию в разделе «Транзакции».`,
      capture: `${n.appName}: из блокировки на карте ${n.maskedPan} списано ${n.amount} ${n.currency} (счёт ${n.invoiceCode}).`,
      refund: `${n.appName}: на карту ${n.maskedPan} возвращено ${n.amount} ${n.currency} (счёт ${n.invoiceCode}).`,
      reversal: `${n.appName}: блокировка ${n.amount} ${n.currency} на карте ${n.maskedPan} отменена (счёт ${n.invoiceCode}).`,
    })[n.event],
};

/** The e-mail to the merchant: its subject line names the application and the event, its text the rest. */
export const transactionNotice = (lang: Language, notice: TransactionNotice) => ({
  subject: `${notice.appName}: ${subjects[lang][notice.event]}`,
  text: `${texts[lang](notice)} ${timeSentences[lang](formatRegionTimeLabelled(notice.at, lang, notice.region))}`,
});
