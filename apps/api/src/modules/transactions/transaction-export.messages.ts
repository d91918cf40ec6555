import type { Language, RefundReason } from "@portal/contracts";

/** The export's columns, in the order of the sheet. */
export const exportColumns = [
  "date",
  "orderId",
  "apiOrderId",
  "application",
  "customer",
  "card",
  "brand",
  "amount",
  "currency",
  "status",
  "captured",
  "refunded",
  "net",
  "reversed",
  "rrn",
  "approvalCode",
  "invoiceCode",
  "bookingId",
  "description",
  "refundReasons",
] as const;
export type ExportColumn = (typeof exportColumns)[number];

/** Column headers in the user's language; the words the portal uses for the same fields. */
const headers: Record<Language, Record<ExportColumn, string>> = {
  en: {
    date: "Date",
    orderId: "Order ID",
    apiOrderId: "API order ID",
    application: "Application",
    customer: "Customer",
    card: "Card number",
    brand: "Card brand",
    amount: "Amount",
    currency: "Currency",
    status: "Status",
    captured: "Captured",
    refunded: "Refunded",
    net: "Net",
    reversed: "Reversed",
    rrn: "RRN",
    approvalCode: "Approval code",
    invoiceCode: "Invoice code",
    bookingId: "Booking ID",
    description: "Description",
    refundReasons: "Refund reason",
  },
  az: {
    date: "Tarix",
    orderId: "Sifariş ID-si",
    apiOrderId: "API sifarişinin ID-si",
    application: "Tətbiq",
    customer: "Müştəri",
    card: "Kart nömrəsi",
    brand: "Kart növü",
    amount: "Məbləğ",
    currency: "Valyuta",
    status: "Vəziyyət",
    captured: "Tutulub",
    refunded: "Qaytarılıb",
    net: "Xalis məbləğ",
    reversed: "Ləğv edilib",
    rrn: "RRN",
    approvalCode: "Təsdiq kodu",
    invoiceCode: "Faktura kodu",
    bookingId: "Bron ID-si",
    description: "Təsvir",
    refundReasons: "Qaytarılma səbəbi",
  },
  ru: {
    date: "Дата",
    orderId: "ID заказа",
    apiOrderId: "ID заказа в API",
    application: "Приложение",
    customer: "Клиент",
    card: "Номер карты",
    brand: "Платёжная система",
    amount: "Сумма",
    currency: "Валюта",
    status: "Статус",
    captured: "Списано",
    refunded: "Возвращено",
    net: "Чистая сумма",
    reversed: "Отменено",
    rrn: "RRN",
    approvalCode: "Код авторизации",
    invoiceCode: "Код счёта",
    bookingId: "ID бронирования",
    description: "Описание",
    refundReasons: "Причина возврата",
  },
};

export const exportHeaders = (language: Language) => exportColumns.map((column) => headers[language][column]);

/** A card network without a name of its own ("other"); the named ones are trademarks (`cardBrandNames`). */
export const otherBrand: Record<Language, string> = { en: "Other", az: "Digər", ru: "Другая" };

/** A refund's reason as the portal's refund dialog names it. */
export const refundReasonLabel: Record<Language, Record<RefundReason, string>> = {
  en: {
    requestedByCustomer: "Requested by the customer",
    duplicate: "Duplicate payment",
    fraudulent: "Fraudulent",
    other: "Other",
  },
  az: {
    requestedByCustomer: "Müştərinin istəyi ilə",
    duplicate: "Təkrar ödəniş",
    fraudulent: "Fırıldaqçılıq",
    other: "Digər",
  },
  ru: {
    requestedByCustomer: "По просьбе клиента",
    duplicate: "Повторный платёж",
    fraudulent: "Мошенничество",
    other: "Другое",
  },
};

/** The first cell of the totals rows under the list, one per currency (received, refunded, net, reversed in their columns). */
export const totalLabel: Record<Language, string> = { en: "Total", az: "Cəmi", ru: "Итого" };

/** The sheet's name (Excel allows 31 characters, none of `[]:*?/\`). */
export const sheetName: Record<Language, string> = { en: "Transactions", az: "Tranzaksiyalar", ru: "Транзакции" };

/** The e-mail that carries the report: its subject line, and its text. */
const reportSubject: Record<Language, string> = {
  en: "Your transactions report",
  az: "Tranzaksiyalar üzrə hesabatınız",
  ru: "Ваш отчёт по транзакциям",
};
const reportMail: Record<Language, (rows: number) => string> = {
  en: (rows) => `Your transactions report (${rows} ${rows === 1 ? "row" : "rows"}) is attached.`,
  az: (rows) => `Tranzaksiyalar üzrə hesabatınız (${rows} sətir) əlavə olunub.`,
  ru: (rows) => `Ваш отчёт по транзакциям (${rows} ${russianRows(rows)}) во вложении.`,
};

function russianRows(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  if (tens >= 11 && tens <= 14) return "строк";
  if (ones === 1) return "строка";
  if (ones >= 2 && ones <= 4) return "строки";
  return "строк";
}

export const transactionsReportMail = (language: Language, rows: number) => ({
  subject: reportSubject[language],
  text: reportMail[language](rows),
});
