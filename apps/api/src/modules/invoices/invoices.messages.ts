import type { Language } from "@portal/contracts";

interface InvoiceMail {
  merchant: string;
  fullName: string;
  invoiceCode: string;
  amount: string;
  currency: string;
  description: string;
  paymentUrl: string;
  expires: string;
}

interface PaymentNotice {
  appName: string;
  invoiceCode: string;
  amount: string;
  currency: string;
  maskedPan: string;
  held: boolean;
}

interface Texts {
  invoiceMail: (m: InvoiceMail) => string;
  paymentNotice: (n: PaymentNotice) => string;
}

const texts: Record<Language, Texts> = {
  en: {
    invoiceMail: (m) =>
      `Dear ${m.fullName},\n\n${m.merchant} has sent you invoice ${m.invoiceCode} for ${m.amount} ${m.currency}.\n${m.description}\n\nPay by card here: ${m.paymentUrl}\nThe link is valid until ${m.expires}.`,
    paymentNotice: (n) =>
      n.held
        ? `${n.appName}: ${n.amount} ${n.currency} is held on card ${n.maskedPan} for invoice ${n.invoiceCode}. Complete or cancel it in Transactions.`
        : `${n.appName}: invoice ${n.invoiceCode} is paid, ${n.amount} ${n.currency} by card ${n.maskedPan}.`,
  },
  az: {
    invoiceMail: (m) =>
      `Hörmətli ${m.fullName},\n\n${m.merchant} sizə ${m.amount} ${m.currency} məbləğində ${m.invoiceCode} nömrəli faktura göndərib.\n${m.description}\n\nKartla ödəniş: ${m.paymentUrl}\nLink ${m.expires} tarixinədək etibarlıdır.`,
    paymentNotice: (n) =>
      n.held
        ? `${n.appName}: ${n.invoiceCode} fakturası üzrə ${n.maskedPan} kartında ${n.amount} ${n.currency} bloklanıb. Əməliyyatlar bölməsində tamamlayın və ya ləğv edin.`
        : `${n.appName}: ${n.invoiceCode} fakturası ödənilib, ${n.maskedPan} kartı ilə ${n.amount} ${n.currency}.`,
  },
  ru: {
    invoiceMail: (m) =>
      `Здравствуйте, ${m.fullName}!\n\n${m.merchant} выставил вам счёт ${m.invoiceCode} на сумму ${m.amount} ${m.currency}.\n${m.description}\n\nОплатить картой: ${m.paymentUrl}\nСсылка действительна до ${m.expires}.`,
    paymentNotice: (n) =>
      n.held
        ? `${n.appName}: по счёту ${n.invoiceCode} на карте ${n.maskedPan} заблокировано ${n.amount} ${n.currency}. Завершите или отмените операцию в разделе «Транзакции».`
        : `${n.appName}: счёт ${n.invoiceCode} оплачен, ${n.amount} ${n.currency} картой ${n.maskedPan}.`,
  },
};

export const invoiceMessages = (lang: Language) => texts[lang];
