import {
  cardBrandNames,
  type Language,
  type OperationKind,
  type Region,
  type operationStatuses,
} from "@portal/contracts";

type OperationStatus = (typeof operationStatuses)[number];

/** The receipt's words; the facts (names, codes, amounts, dates) are filled in by the renderer. */
export interface ReceiptTexts {
  title: string;
  merchant: { heading: string; application: string; company: string; individual: string };
  payment: {
    heading: string;
    orderId: string;
    /** The merchant API's id of the order, on a payment of one. */
    apiOrderId: string;
    invoiceCode: string;
    bookingId: string;
    status: string;
    createdAt: string;
    completedAt: string;
  };
  card: { heading: string; number: string; brand: string; holder: string; rrn: string; approvalCode: string };
  amounts: { heading: string; amount: string; captured: string; refunded: string; reversed: string };
  history: {
    heading: string;
    empty: string;
    columns: { date: string; kind: string; amount: string; status: string; actor: string };
    kinds: Record<OperationKind, string>;
    statuses: Record<OperationStatus, string>;
  };
  /** Card brands are names; only "other" is a word. */
  otherBrand: string;
  /** Which clock the dates are read on, with its offset from UTC ("GMT+4"). */
  timeZone: (region: Region, offset: string) => string;
  issued: (when: string) => string;
  footnote: string;
}

/** The networks' names, as the portal and the export write them. */
export const brandNames = cardBrandNames;

/** The words of the portal's transaction screens (locales/<lang>/transactions.json) where they name the same field. */
export const receiptTexts: Record<Language, ReceiptTexts> = {
  en: {
    title: "Payment receipt",
    merchant: { heading: "Merchant", application: "Application", company: "Company", individual: "Sole proprietor" },
    payment: {
      heading: "Payment",
      orderId: "Order ID",
      apiOrderId: "API order ID",
      invoiceCode: "Invoice code",
      bookingId: "Booking ID",
      status: "Status",
      createdAt: "Created",
      completedAt: "Completed",
    },
    card: {
      heading: "Card",
      number: "Card number",
      brand: "Card brand",
      holder: "Card holder",
      rrn: "RRN",
      approvalCode: "Approval code",
    },
    amounts: { heading: "Amounts", amount: "Amount", captured: "Captured", refunded: "Refunded", reversed: "Reversed" },
    history: {
      heading: "Operation history",
      empty: "No refunds, captures or reversals have been made on this payment.",
      columns: { date: "Date", kind: "Operation", amount: "Amount", status: "Status", actor: "Done by" },
      kinds: { capture: "Capture", refund: "Refund", reversal: "Reversal" },
      statuses: { inProgress: "In progress", succeeded: "Succeeded", failed: "Failed" },
    },
    otherBrand: "Other card",
    timeZone: (region, offset) => `Dates and times are ${region === "emirates" ? "Dubai" : "Baku"} time (${offset}).`,
    issued: (when) => `Receipt issued: ${when}`,
    footnote: "Generated automatically by the merchant portal from the payment's records.",
  },
  az: {
    title: "Ödəniş qəbzi",
    merchant: { heading: "Tacir", application: "Tətbiq", company: "Şirkət", individual: "Fərdi sahibkar" },
    payment: {
      heading: "Ödəniş",
      orderId: "Sifariş ID-si",
      apiOrderId: "API sifarişinin ID-si",
      invoiceCode: "Faktura kodu",
      bookingId: "Bron ID-si",
      status: "Vəziyyət",
      createdAt: "Yaradılıb",
      completedAt: "Tamamlanıb",
    },
    card: {
      heading: "Kart",
      number: "Kart nömrəsi",
      brand: "Kart növü",
      holder: "Kart sahibi",
      rrn: "RRN",
      approvalCode: "Təsdiq kodu",
    },
    amounts: {
      heading: "Məbləğlər",
      amount: "Məbləğ",
      captured: "Tutulub",
      refunded: "Qaytarılıb",
      reversed: "Ləğv edilib",
    },
    history: {
      heading: "Əməliyyat tarixçəsi",
      empty: "Bu ödəniş üzrə heç bir qaytarılma, tutulma və ya ləğvetmə aparılmayıb.",
      columns: { date: "Tarix", kind: "Əməliyyat", amount: "Məbləğ", status: "Vəziyyət", actor: "İcra edən" },
      kinds: { capture: "Tutulma", refund: "Qaytarılma", reversal: "Ləğvetmə" },
      statuses: { inProgress: "İcra olunur", succeeded: "Uğurlu", failed: "Uğursuz" },
    },
    otherBrand: "Digər kart",
    timeZone: (region, offset) =>
      `Tarix və vaxt ${region === "emirates" ? "Dubay" : "Bakı"} vaxtı ilə göstərilib (${offset}).`,
    issued: (when) => `Qəbzin tərtib olunduğu vaxt: ${when}`,
    footnote: "Ödənişin məlumatları əsasında tacir portalı tərəfindən avtomatik yaradılıb.",
  },
  ru: {
    title: "Квитанция об оплате",
    merchant: {
      heading: "Мерчант",
      application: "Приложение",
      company: "Компания",
      individual: "Индивидуальный предприниматель",
    },
    payment: {
      heading: "Оплата",
      orderId: "ID заказа",
      apiOrderId: "ID заказа в API",
      invoiceCode: "Код счёта",
      bookingId: "ID бронирования",
      status: "Статус",
      createdAt: "Создана",
      completedAt: "Завершена",
    },
    card: {
      heading: "Карта",
      number: "Номер карты",
      brand: "Платёжная система",
      holder: "Держатель карты",
      rrn: "RRN",
      approvalCode: "Код авторизации",
    },
    amounts: { heading: "Суммы", amount: "Сумма", captured: "Списано", refunded: "Возвращено", reversed: "Отменено" },
    history: {
      heading: "История операций",
      empty: "По этому платежу не было возвратов, списаний или отмен.",
      columns: { date: "Дата", kind: "Операция", amount: "Сумма", status: "Статус", actor: "Исполнитель" },
      kinds: { capture: "Списание", refund: "Возврат", reversal: "Отмена блокировки" },
      statuses: { inProgress: "В обработке", succeeded: "Выполнена", failed: "Не выполнена" },
    },
    otherBrand: "Другая карта",
    timeZone: (region, offset) =>
      `Дата и время указаны ${region === "emirates" ? "по времени Дубая" : "по бакинскому времени"} (${offset}).`,
    issued: (when) => `Квитанция сформирована: ${when}`,
    footnote: "Сформирована автоматически порталом мерчанта по данным платежа.",
  },
};
