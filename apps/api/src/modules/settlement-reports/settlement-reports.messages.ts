import type {
  Language,
  PayoutStatus,
  SettlementLineKind,
  SettlementPayoutKind,
  SettlementReportFrequency,
  WalletOperationKind,
} from "@portal/contracts";

/** The report file's words: the portal's own for the same things (wallet operations, payout statuses). */
interface FileTexts {
  title: string;
  sheets: { summary: string; payouts: string; lines: string };
  about: {
    application: string;
    merchantId: string;
    period: string;
    currency: string;
    times: string;
    generated: string;
  };
  summaryHeaders: { line: string; count: string; amount: string };
  openingBalance: string;
  closingBalance: string;
  lines: Record<SettlementLineKind, string>;
  payoutHeaders: {
    id: string;
    date: string;
    kind: string;
    status: string;
    destination: string;
    description: string;
    amount: string;
    fee: string;
    settled: string;
  };
  lineHeaders: {
    payout: string;
    date: string;
    kind: string;
    counterparty: string;
    description: string;
    orderId: string;
    invoiceCode: string;
    amount: string;
    balanceAfter: string;
  };
  payoutKinds: Record<SettlementPayoutKind, string>;
  statuses: Record<PayoutStatus, string>;
  operationKinds: Record<WalletOperationKind, string>;
  /** Under a payout whose oldest lines the report leaves out. */
  linesCut: string;
  /** A section of the CSV, before its rows. */
  noPayouts: string;
}

const texts: Record<Language, FileTexts> = {
  en: {
    title: "Settlement report",
    sheets: { summary: "Summary", payouts: "Payouts", lines: "Payout operations" },
    about: {
      application: "Application",
      merchantId: "Merchant ID",
      period: "Period",
      currency: "Currency",
      times: "Times",
      generated: "Generated",
    },
    summaryHeaders: { line: "Line", count: "Count", amount: "Amount" },
    openingBalance: "Opening balance",
    closingBalance: "Closing balance",
    lines: {
      payments: "Card payments received",
      refunds: "Refunds",
      transfersIn: "Transfers from other merchants",
      transfersOut: "Transfers to other merchants",
      fees: "Fees",
      paidOut: "Paid out (withdrawals and payouts sent)",
      held: "Held (withdrawals and payouts not sent by the end of the period)",
      returned: "Returned to the wallet (refused withdrawals and payouts)",
    },
    payoutHeaders: {
      id: "Payout ID",
      date: "Date",
      kind: "Type",
      status: "Status",
      destination: "Sent to",
      description: "Description",
      amount: "Amount",
      fee: "Fee",
      settled: "Completed",
    },
    lineHeaders: {
      payout: "Payout ID",
      date: "Date",
      kind: "Operation",
      counterparty: "Counterparty",
      description: "Description",
      orderId: "Order ID",
      invoiceCode: "Invoice code",
      amount: "Amount",
      balanceAfter: "Balance after",
    },
    payoutKinds: { withdrawal: "Withdrawal", payout: "Payout", topUp: "Mobile wallet top-up" },
    statuses: { review: "In review", rejected: "Rejected", inProgress: "In progress", sent: "Sent", failed: "Failed" },
    operationKinds: {
      cardPayment: "Card payment",
      capture: "Hold completion",
      refund: "Refund",
      refundFailed: "Refund failed: money returned",
      walletTransfer: "Transfer between merchants",
      withdrawal: "Withdrawal",
      withdrawalFee: "Withdrawal fee",
      withdrawalReturned: "Withdrawal returned",
      payout: "Payout",
      payoutFee: "Payout fee",
      payoutReturned: "Payout returned",
      topUp: "Mobile wallet top-up",
      topUpReturned: "Top-up returned",
    },
    linesCut: "Older operations of this payout are not listed: a report lists at most 5,000.",
    noPayouts: "No withdrawals or payouts left the wallet in this period.",
  },
  az: {
    title: "Hesablaşma hesabatı",
    sheets: { summary: "Xülasə", payouts: "Ödəmələr", lines: "Ödəmələrin əməliyyatları" },
    about: {
      application: "Tətbiq",
      merchantId: "Tacir ID-si",
      period: "Dövr",
      currency: "Valyuta",
      times: "Vaxt",
      generated: "Hazırlanıb",
    },
    summaryHeaders: { line: "Maddə", count: "Say", amount: "Məbləğ" },
    openingBalance: "Dövrün əvvəlinə qalıq",
    closingBalance: "Dövrün sonuna qalıq",
    lines: {
      payments: "Kartla qəbul edilmiş ödənişlər",
      refunds: "Geri qaytarmalar",
      transfersIn: "Digər tacirlərdən köçürmələr",
      transfersOut: "Digər tacirlərə köçürmələr",
      fees: "Komissiyalar",
      paidOut: "Ödənilib (göndərilmiş çıxarılmalar və ödəmələr)",
      held: "Saxlanılıb (dövrün sonunadək göndərilməmiş çıxarılmalar və ödəmələr)",
      returned: "Pul kisəsinə qaytarılıb (rədd edilmiş çıxarılmalar və ödəmələr)",
    },
    payoutHeaders: {
      id: "Ödəmə ID-si",
      date: "Tarix",
      kind: "Növ",
      status: "Vəziyyət",
      destination: "Alıcı / hesab",
      description: "Təsvir",
      amount: "Məbləğ",
      fee: "Komissiya",
      settled: "Başa çatıb",
    },
    lineHeaders: {
      payout: "Ödəmə ID-si",
      date: "Tarix",
      kind: "Əməliyyat",
      counterparty: "Qarşı tərəf",
      description: "Təsvir",
      orderId: "Sifariş ID-si",
      invoiceCode: "Faktura kodu",
      amount: "Məbləğ",
      balanceAfter: "Sonrakı qalıq",
    },
    payoutKinds: { withdrawal: "Vəsaitin çıxarılması", payout: "Ödəmə", topUp: "Mobil pul kisəsinin artırılması" },
    statuses: {
      review: "Yoxlamada",
      rejected: "Rədd edildi",
      inProgress: "İcrada",
      sent: "Göndərildi",
      failed: "Uğursuz",
    },
    operationKinds: {
      cardPayment: "Kartla ödəniş",
      capture: "Bloklamanın tamamlanması",
      refund: "Geri qaytarma",
      refundFailed: "Geri qaytarma alınmadı: vəsait geri qayıtdı",
      walletTransfer: "Tacirlər arası köçürmə",
      withdrawal: "Vəsaitin çıxarılması",
      withdrawalFee: "Çıxarılma komissiyası",
      withdrawalReturned: "Çıxarılma geri qaytarıldı",
      payout: "Ödəmə",
      payoutFee: "Ödəmə komissiyası",
      payoutReturned: "Ödəmə geri qaytarıldı",
      topUp: "Mobil pul kisəsinin artırılması",
      topUpReturned: "Artırma geri qaytarıldı",
    },
    linesCut: "Bu ödəmənin daha köhnə əməliyyatları göstərilmir: hesabatda ən çoxu 5 000 əməliyyat olur.",
    noPayouts: "Bu dövrdə pul kisəsindən heç bir çıxarılma və ya ödəmə olmayıb.",
  },
  ru: {
    title: "Отчёт о расчётах",
    sheets: { summary: "Сводка", payouts: "Выплаты", lines: "Операции выплат" },
    about: {
      application: "Приложение",
      merchantId: "ID мерчанта",
      period: "Период",
      currency: "Валюта",
      times: "Время",
      generated: "Сформирован",
    },
    summaryHeaders: { line: "Статья", count: "Количество", amount: "Сумма" },
    openingBalance: "Входящий остаток",
    closingBalance: "Исходящий остаток",
    lines: {
      payments: "Полученные платежи картой",
      refunds: "Возвраты",
      transfersIn: "Переводы от других мерчантов",
      transfersOut: "Переводы другим мерчантам",
      fees: "Комиссии",
      paidOut: "Выплачено (отправленные выводы и выплаты)",
      held: "Удержано (выводы и выплаты, не отправленные до конца периода)",
      returned: "Возвращено в кошелёк (отклонённые выводы и выплаты)",
    },
    payoutHeaders: {
      id: "ID выплаты",
      date: "Дата",
      kind: "Тип",
      status: "Статус",
      destination: "Получатель / счёт",
      description: "Описание",
      amount: "Сумма",
      fee: "Комиссия",
      settled: "Завершена",
    },
    lineHeaders: {
      payout: "ID выплаты",
      date: "Дата",
      kind: "Операция",
      counterparty: "Контрагент",
      description: "Описание",
      orderId: "ID заказа",
      invoiceCode: "Код счёта",
      amount: "Сумма",
      balanceAfter: "Остаток после",
    },
    payoutKinds: { withdrawal: "Вывод средств", payout: "Выплата", topUp: "Пополнение мобильного кошелька" },
    statuses: {
      review: "На проверке",
      rejected: "Отклонена",
      inProgress: "В обработке",
      sent: "Отправлена",
      failed: "Не выполнена",
    },
    operationKinds: {
      cardPayment: "Оплата картой",
      capture: "Завершение блокировки",
      refund: "Возврат",
      refundFailed: "Возврат не прошёл: средства вернулись",
      walletTransfer: "Перевод между мерчантами",
      withdrawal: "Вывод средств",
      withdrawalFee: "Комиссия за вывод",
      withdrawalReturned: "Вывод возвращён",
      payout: "Выплата",
      payoutFee: "Комиссия за выплату",
      payoutReturned: "Выплата возвращена",
      topUp: "Пополнение мобильного кошелька",
      topUpReturned: "Пополнение возвращено",
    },
    linesCut: "Более ранние операции этой выплаты не показаны: в отчёте не более 5 000 операций.",
    noPayouts: "В этом периоде из кошелька не было выводов и выплат.",
  },
};

export const settlementFileTexts = (language: Language) => texts[language];

/** What the scheduled e-mail says: the report is attached, the balances, and where to change it. */
interface MailFigures {
  appName: string;
  currency: string;
  /** Calendar days as the reader writes them. */
  from: string;
  to: string;
  opening: string;
  closing: string;
  frequency: SettlementReportFrequency;
}

const frequencyWords: Record<Language, Record<SettlementReportFrequency, string>> = {
  en: { daily: "daily", weekly: "weekly", monthly: "monthly" },
  az: { daily: "gündəlik", weekly: "həftəlik", monthly: "aylıq" },
  ru: { daily: "ежедневный", weekly: "еженедельный", monthly: "ежемесячный" },
};

const mails: Record<Language, (f: MailFigures) => { subject: string; text: string }> = {
  en: (f) => ({
    subject: `Settlement report for ${f.appName}: ${f.from} – ${f.to}`,
    text:
      `Your ${frequencyWords.en[f.frequency]} settlement report for ${f.appName} (${f.currency}) from ${f.from} to ${f.to} is attached.\n` +
      `Opening balance: ${f.opening}. Closing balance: ${f.closing}.\n` +
      "You can change or stop these e-mails on the portal's Settlement report screen.",
  }),
  az: (f) => ({
    subject: `${f.appName} üzrə hesablaşma hesabatı: ${f.from} – ${f.to}`,
    text:
      `${f.appName} (${f.currency}) üzrə ${f.from} – ${f.to} dövrü üçün ${frequencyWords.az[f.frequency]} hesablaşma hesabatınız əlavə olunub.\n` +
      `Dövrün əvvəlinə qalıq: ${f.opening}. Dövrün sonuna qalıq: ${f.closing}.\n` +
      "Bu məktubları portalın «Hesablaşma hesabatı» səhifəsində dəyişə və ya dayandıra bilərsiniz.",
  }),
  ru: (f) => ({
    subject: `Отчёт о расчётах по ${f.appName}: ${f.from} – ${f.to}`,
    text:
      `Ваш ${frequencyWords.ru[f.frequency]} отчёт о расчётах по ${f.appName} (${f.currency}) за период с ${f.from} по ${f.to} — во вложении.\n` +
      `Входящий остаток: ${f.opening}. Исходящий остаток: ${f.closing}.\n` +
      "Изменить или отключить эти письма можно на странице «Отчёт о расчётах» в портале.",
  }),
};

export const settlementReportMail = (language: Language, figures: MailFigures) => mails[language](figures);
