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
}

const texts: Record<Language, Texts> = {
  en: {
    invoiceMail: (m) =>
      `Dear ${m.fullName},\n\n${m.merchant} has sent you invoice ${m.invoiceCode} for ${m.amount} ${m.currency}.\n${m.description}\n\nPay by card here: ${m.paymentUrl}\nThe link is valid until ${m.expires}.`,
  },
  az: {
    invoiceMail: (m) =>
      `Hörmətli ${m.fullName},\n\n${m.merchant} sizə ${m.amount} ${m.currency} məbləğində ${m.invoiceCode} nömrəli faktura göndərib.\n${m.description}\n\nKartla ödəniş: ${m.paymentUrl}\nLink ${m.expires} tarixinədək etibarlıdır.`,
  },
  ru: {
    invoiceMail: (m) =>
      `Здравствуйте, ${m.fullName}!\n\n${m.merchant} выставил вам счёт ${m.invoiceCode} на сумму ${m.amount} ${m.currency}.\n${m.description}\n\nОплатить картой: ${m.paymentUrl}\nСсылка действительна до ${m.expires}.`,
  },
};

export const invoiceMessages = (lang: Language) => texts[lang];
