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

interface Texts {
  invoiceMail: (m: InvoiceMail) => string;
  /** The invoice e-mail's subject line: who asks to be paid. */
  invoiceSubject: (merchant: string) => string;
}

const texts: Record<Language, Texts> = {
  en: {
    invoiceMail: (m) =>
      `Dear ${m.fullName},\n\n${m.merchant} has sent you invoice ${m.invoiceCode} for ${m.amount} ${m.currency}.\n${m.description}\n\nPay by card here: ${m.paymentUrl}\nThe link is valid until ${m.expires}.`,
    invoiceSubject: (merchant) => `Invoice from ${merchant}`,
  },
  az: {
    invoiceMail: (m) =>
      `Hörmətli ${m.fullName},\n\n${m.merchant} sizə ${m.amount} ${m.currency} məbləğində ${m.invoiceCode} nömrəli faktura göndərib.\n${m.description}\n\nKartla ödəniş: ${m.paymentUrl}\nLink ${m.expires} tarixinədək etibarlıdır.`,
    invoiceSubject: (merchant) => `${merchant} sizə ödəniş üçün faktura göndərib`,
  },
  ru: {
    invoiceMail: (m) =>
      `Здравствуйте, ${m.fullName}!\n\n${m.merchant} выставил вам счёт ${m.invoiceCode} на сумму ${m.amount} ${m.currency}.\n${m.description}\n\nОплатить картой: ${m.paymentUrl}\nСсылка действительна до ${m.expires}.`,
    invoiceSubject: (merchant) => `${merchant}: счёт на оплату`,
  },
};

export const invoiceMessages = (lang: Language) => texts[lang];
