import { type Language, type TransactionStatus, transactionStatuses } from "@portal/contracts";

/**
 * SPEC §4's status labels of a transaction in each language, for the filter of
 * `meta-data-transactions` and for the documents the server writes (receipts, exports).
 * The portal's own copy is `common.paymentStatus` (a test keeps the two the same).
 */
const labels: Record<Language, Record<TransactionStatus, string>> = {
  en: {
    inProgress: "In progress",
    success: "Success",
    declined: "Declined",
    failed: "Failed",
    preAuth: "Pre-auth",
    reversed: "Reversed",
    preAuthExpired: "Pre-auth expired",
    refundInProgress: "Refund in progress",
    partialRefunded: "Partial refunded",
    refunded: "Refunded",
  },
  az: {
    inProgress: "İcra olunur",
    success: "Uğurlu",
    declined: "Rədd edilib",
    failed: "Uğursuz",
    preAuth: "Əvvəlcədən avtorizasiya",
    reversed: "Ləğv edilib",
    preAuthExpired: "Əvvəlcədən avtorizasiyanın müddəti bitib",
    refundInProgress: "Qaytarılma icra olunur",
    partialRefunded: "Qismən qaytarılıb",
    refunded: "Qaytarılıb",
  },
  ru: {
    inProgress: "В обработке",
    success: "Успешно",
    declined: "Отклонён",
    failed: "Ошибка",
    preAuth: "Преавторизация",
    reversed: "Отменён банком",
    preAuthExpired: "Срок преавторизации истёк",
    refundInProgress: "Возврат в обработке",
    partialRefunded: "Частично возвращён",
    refunded: "Возвращён",
  },
};

export const transactionStatusLabel = (status: TransactionStatus, language: Language) => labels[language][status];

export const transactionStatusLabels = transactionStatuses.map((value) => ({
  value,
  labels: { az: labels.az[value], en: labels.en[value], ru: labels.ru[value] },
}));
