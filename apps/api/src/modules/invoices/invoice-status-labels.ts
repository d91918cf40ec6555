import type { InvoiceStatus, Language } from "@portal/contracts";

/**
 * SPEC §4's status labels of an invoice in each language, for the filter of `meta-invoice`
 * and for the files the server writes (a bulk invoice's result). The portal's own copy is
 * `common.paymentStatus` (a test keeps the two the same).
 */
const labels: Record<Language, Record<InvoiceStatus, string>> = {
  en: {
    created: "Created",
    paid: "Paid",
    preAuth: "Pre-auth",
    declined: "Declined",
    failed: "Failed",
    expired: "Expired",
    canceled: "Canceled",
    partialRefunded: "Partial refunded",
    refunded: "Refunded",
    preAuthExpired: "Pre-auth expired",
  },
  az: {
    created: "Yaradılıb",
    paid: "Ödənilib",
    preAuth: "Əvvəlcədən avtorizasiya",
    declined: "Rədd edilib",
    failed: "Uğursuz",
    expired: "Müddəti bitib",
    canceled: "Ləğv olunub",
    partialRefunded: "Qismən qaytarılıb",
    refunded: "Qaytarılıb",
    preAuthExpired: "Əvvəlcədən avtorizasiyanın müddəti bitib",
  },
  ru: {
    created: "Создан",
    paid: "Оплачен",
    preAuth: "Преавторизация",
    declined: "Отклонён",
    failed: "Ошибка",
    expired: "Истёк",
    canceled: "Отменён",
    partialRefunded: "Частично возвращён",
    refunded: "Возвращён",
    preAuthExpired: "Срок преавторизации истёк",
  },
};

export const invoiceStatusLabel = (status: InvoiceStatus, language: Language) => labels[language][status];
