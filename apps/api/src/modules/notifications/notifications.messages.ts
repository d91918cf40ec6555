import type { Language } from "@portal/contracts";

/** A hold that lapses soon: what it is and when. */
export interface HoldLapsing {
  appName: string;
  invoiceCode: string;
  amount: string;
  currency: string;
  /** Already written for the reader, on the region's clock and saying which: "3 Dec 2026, 05:09 (Baku, GMT+4)". */
  lapsesAt: string;
}

/** A payout above the account's threshold that someone made and another must review. */
export interface PayoutWaiting {
  appName: string;
  amount: string;
  currency: string;
  madeBy: string;
}

/** A bulk upload whose processing ended. */
export interface BulkFinished {
  fileName: string;
  created: number;
  failed: number;
  sent: number;
}

/** What the bots and WhatsApp say, in the reader's language. */
export interface NotificationTexts {
  code(code: string): string;
  connected: string;
  linkInvalid: string;
  help: string;
  stopped: string;
  notConnected: string;
  test: string;
  holdLapsing(n: HoldLapsing): string;
  payoutWaiting(n: PayoutWaiting): string;
  bulkFinished(n: BulkFinished): string;
  /** Ends a notice: where in the portal to look. */
  openIt: string;
  /** Names the paying customer after a payment's notice. */
  customer(name: string): string;
}

const texts: Record<Language, NotificationTexts> = {
  en: {
    code: (code) => `Your code to connect payment notifications: ${code}. It is valid for 3 minutes; do not share it.`,
    connected:
      "Connected. Payment notifications of the merchant portal will come to this chat. Send /stop to disconnect.",
    linkInvalid:
      "This link has expired or was already used. Connect again in the portal: Settings → Payment notifications.",
    help: "This bot sends payment notifications of the merchant portal. Connect it in the portal: Settings → Payment notifications. Send /stop to disconnect.",
    stopped: "Disconnected. Payment notifications will no longer come to this chat.",
    notConnected: "This chat is not connected to the merchant portal.",
    test: "Test message: payment notifications of the merchant portal reach you here.",
    holdLapsing: (n) =>
      `${n.appName}: the hold of ${n.amount} ${n.currency} (invoice ${n.invoiceCode}) lapses on ${n.lapsesAt}. Complete or cancel it before then.`,
    payoutWaiting: (n) =>
      `${n.appName}: a payout of ${n.amount} ${n.currency} made by ${n.madeBy} is waiting for review.`,
    bulkFinished: (n) =>
      `Bulk upload ${n.fileName} is processed: ${n.created} invoices created, ${n.failed} rows failed, ${n.sent} links sent.`,
    openIt: "Open:",
    customer: (name) => `Customer: ${name}.`,
  },
  az: {
    code: (code) =>
      `Ödəniş bildirişlərini qoşmaq üçün kodunuz: ${code}. Kod 3 dəqiqə etibarlıdır, onu heç kimlə paylaşmayın.`,
    connected: "Qoşuldu. Merçant portalının ödəniş bildirişləri bu söhbətə gələcək. Ayırmaq üçün /stop göndərin.",
    linkInvalid:
      "Bu keçidin vaxtı bitib və ya o artıq istifadə olunub. Portalda yenidən qoşun: Parametrlər → Ödəniş bildirişləri.",
    help: "Bu bot merçant portalının ödəniş bildirişlərini göndərir. Onu portalda qoşun: Parametrlər → Ödəniş bildirişləri. Ayırmaq üçün /stop göndərin.",
    stopped: "Ayrıldı. Ödəniş bildirişləri artıq bu söhbətə gəlməyəcək.",
    notConnected: "Bu söhbət merçant portalına qoşulmayıb.",
    test: "Sınaq mesajı: merçant portalının ödəniş bildirişləri sizə buraya çatır.",
    holdLapsing: (n) =>
      `${n.appName}: ${n.invoiceCode} fakturası üzrə ${n.amount} ${n.currency} bloklamasının müddəti ${n.lapsesAt} tarixində bitir. Ona qədər tamamlayın və ya ləğv edin.`,
    payoutWaiting: (n) =>
      `${n.appName}: ${n.madeBy} tərəfindən yaradılmış ${n.amount} ${n.currency} məbləğində ödəniş yoxlamanı gözləyir.`,
    bulkFinished: (n) =>
      `${n.fileName} toplu yükləməsi emal olundu: ${n.created} faktura yaradıldı, ${n.failed} sətirdə xəta var, ${n.sent} keçid göndərildi.`,
    openIt: "Baxın:",
    customer: (name) => `Müştəri: ${name}.`,
  },
  ru: {
    code: (code) =>
      `Ваш код для подключения уведомлений о платежах: ${code}. Он действует 3 минуты, никому его не сообщайте.`,
    connected:
      "Подключено. Уведомления о платежах портала мерчанта будут приходить в этот чат. Чтобы отключить, отправьте /stop.",
    linkInvalid:
      "Срок действия ссылки истёк или она уже использована. Подключите снова на портале: Настройки → Уведомления о платежах.",
    help: "Этот бот присылает уведомления о платежах портала мерчанта. Подключите его на портале: Настройки → Уведомления о платежах. Чтобы отключить, отправьте /stop.",
    stopped: "Отключено. Уведомления о платежах больше не будут приходить в этот чат.",
    notConnected: "Этот чат не подключён к порталу мерчанта.",
    test: "Тестовое сообщение: уведомления о платежах портала мерчанта приходят вам сюда.",
    holdLapsing: (n) =>
      `${n.appName}: блокировка ${n.amount} ${n.currency} по счёту ${n.invoiceCode} истекает ${n.lapsesAt}. Завершите или отмените её до этого времени.`,
    payoutWaiting: (n) =>
      `${n.appName}: выплата ${n.amount} ${n.currency}, созданная пользователем ${n.madeBy}, ждёт проверки.`,
    bulkFinished: (n) =>
      `Массовая загрузка ${n.fileName} обработана: создано счетов — ${n.created}, строк с ошибками — ${n.failed}, отправлено ссылок — ${n.sent}.`,
    openIt: "Открыть:",
    customer: (name) => `Клиент: ${name}.`,
  },
};

export const notificationTexts = (language: Language): NotificationTexts => texts[language];

/** The reader's language from their Telegram app, when it is one of ours. */
export function languageOfChat(code: string | undefined): Language {
  const base = code?.slice(0, 2);
  return base === "az" || base === "ru" ? base : "en";
}
