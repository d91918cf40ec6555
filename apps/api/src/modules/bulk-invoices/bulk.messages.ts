import type { BulkColumn, Language } from "@portal/contracts";
import azValidation from "@portal/contracts/locales/az/validation.json";
import enValidation from "@portal/contracts/locales/en/validation.json";
import ruValidation from "@portal/contracts/locales/ru/validation.json";

/**
 * The words of the files the server writes for bulk invoices (the sample table, the result),
 * in the user's language. The rule messages are the portal's own (`validation.*`), read from
 * the texts its screens show.
 */
interface BulkTexts {
  invoicesSheet: string;
  rulesSheet: string;
  resultSheet: string;
  column: string;
  required: string;
  rule: string;
  yes: string;
  no: string;
  invoiceCode: string;
  paymentUrl: string;
  status: string;
  error: string;
  notCreated: string;
  notProcessed: string;
  exampleName: string;
  exampleDescription: string;
  /** What each column takes, for the sample table's second sheet. */
  rules: Record<BulkColumn, string>;
  /** A `validation.*` key's text, without its prefix. */
  validation: Record<string, string>;
}

const texts: Record<Language, BulkTexts> = {
  en: {
    invoicesSheet: "Invoices",
    rulesSheet: "Columns",
    resultSheet: "Result",
    column: "Column",
    required: "Required",
    rule: "What to write",
    yes: "yes",
    no: "no",
    invoiceCode: "Invoice code",
    paymentUrl: "Payment link",
    status: "Status",
    error: "Error",
    notCreated: "Not created",
    notProcessed: "Not processed yet",
    exampleName: "Leyla Aliyeva",
    exampleDescription: "Room 204, 3 nights",
    rules: {
      bookingId:
        "Your own reference of the booking or bill, unique: a booking ID already on an unpaid or paid invoice is refused. Up to 64 characters.",
      fullName: "The customer's first and last name, up to 100 characters.",
      phone:
        "The customer's mobile number: +994501234567, 994501234567 or 0501234567. The SMS with the payment link goes here.",
      email: "Optional. The customer's e-mail address, for sending the link by e-mail.",
      amount: "At least 1 and less than 40 000, at most two decimals: 25.50 or 25,50.",
      currency: "AZN, USD, EUR or AED.",
      description: "What the customer pays for, up to 500 characters.",
      linkExpirationDate:
        "The last day the link takes payment: after today and within a year. A date cell, or text as 2026-12-31 or 31.12.2026.",
      dueDate: "Optional. The day the payment is due, written like the link expiration date.",
      checkInDate: "Optional. For hotels: the day of arrival, written like the link expiration date.",
      preAuth:
        "Optional. yes: the payment is only held on the card until you complete it; no or empty: it is taken at once.",
    },
    validation: enValidation,
  },
  az: {
    invoicesSheet: "Fakturalar",
    rulesSheet: "Sütunlar",
    resultSheet: "Nəticə",
    column: "Sütun",
    required: "Məcburi",
    rule: "Nə yazmalı",
    yes: "bəli",
    no: "xeyr",
    invoiceCode: "Faktura kodu",
    paymentUrl: "Ödəniş linki",
    status: "Status",
    error: "Xəta",
    notCreated: "Yaradılmayıb",
    notProcessed: "Hələ emal olunmayıb",
    exampleName: "Leyla Əliyeva",
    exampleDescription: "204 nömrəli otaq, 3 gecə",
    rules: {
      bookingId:
        "Bron və ya hesab üçün öz istinad nömrəniz, təkrarsız olmalıdır: ödənilməmiş və ya ödənilmiş fakturada artıq olan bron ID-si qəbul edilmir. 64 simvola qədər.",
      fullName: "Müştərinin adı və soyadı, 100 simvola qədər.",
      phone:
        "Müştərinin mobil nömrəsi: +994501234567, 994501234567 və ya 0501234567. Ödəniş linki olan SMS bu nömrəyə göndərilir.",
      email: "İstəyə bağlı. Linki e-poçtla göndərmək üçün müştərinin e-poçt ünvanı.",
      amount: "Ən azı 1 və 40 000-dən az, ən çoxu iki onluq rəqəm: 25.50 və ya 25,50.",
      currency: "AZN, USD, EUR və ya AED.",
      description: "Müştərinin nə üçün ödədiyi, 500 simvola qədər.",
      linkExpirationDate:
        "Linkin ödəniş qəbul etdiyi son gün: bu gündən sonra və bir il ərzində. Tarix xanası və ya 2026-12-31 ya da 31.12.2026 kimi mətn.",
      dueDate: "İstəyə bağlı. Ödənişin son günü, linkin bitmə tarixi kimi yazılır.",
      checkInDate: "İstəyə bağlı. Otellər üçün: gəliş günü, linkin bitmə tarixi kimi yazılır.",
      preAuth:
        "İstəyə bağlı. bəli: məbləğ siz tamamlayana qədər kartda yalnız bloklanır; xeyr və ya boş: məbləğ dərhal tutulur.",
    },
    validation: azValidation,
  },
  ru: {
    invoicesSheet: "Счета",
    rulesSheet: "Столбцы",
    resultSheet: "Результат",
    column: "Столбец",
    required: "Обязательный",
    rule: "Что писать",
    yes: "да",
    no: "нет",
    invoiceCode: "Код счёта",
    paymentUrl: "Ссылка на оплату",
    status: "Статус",
    error: "Ошибка",
    notCreated: "Не создан",
    notProcessed: "Ещё не обработан",
    exampleName: "Лейла Алиева",
    exampleDescription: "Номер 204, 3 ночи",
    rules: {
      bookingId:
        "Ваш собственный номер брони или счёта, без повторов: ID бронирования, который уже есть в неоплаченном или оплаченном счёте, не принимается. До 64 символов.",
      fullName: "Имя и фамилия клиента, до 100 символов.",
      phone:
        "Мобильный номер клиента: +994501234567, 994501234567 или 0501234567. На него уходит SMS со ссылкой на оплату.",
      email: "Необязательно. Адрес электронной почты клиента, чтобы отправить ссылку письмом.",
      amount: "Не меньше 1 и меньше 40 000, не более двух знаков после запятой: 25.50 или 25,50.",
      currency: "AZN, USD, EUR или AED.",
      description: "За что платит клиент, до 500 символов.",
      linkExpirationDate:
        "Последний день, когда ссылка принимает оплату: позже сегодняшнего дня и в пределах года. Ячейка с датой или текст вида 2026-12-31 или 31.12.2026.",
      dueDate: "Необязательно. День, к которому нужно оплатить; пишется так же, как срок действия ссылки.",
      checkInDate: "Необязательно. Для отелей: день заезда; пишется так же, как срок действия ссылки.",
      preAuth:
        "Необязательно. да: сумма только блокируется на карте, пока вы не завершите оплату; нет или пусто: сумма списывается сразу.",
    },
    validation: ruValidation,
  },
};

export const bulkMessages = (language: Language): BulkTexts => texts[language];
