import type { Language } from "@portal/contracts";

export interface ContractTexts {
  title: string;
  date: (date: string) => string;
  parties: string;
  provider: string;
  merchant: string;
  company: { name: string; taxId: string; address: string; website: string };
  individual: { name: string; fin: string; address: string; phone: string };
  application: { heading: string; name: string; url: string; merchantId: string };
  clauses: { heading: string; body: string }[];
  signature: {
    heading: string;
    unsigned: string;
    signedBy: (phone: string, userId: string) => string;
    at: (when: string) => string;
    transaction: (id: string) => string;
  };
}

const PROVIDER = "Merchant portal";

/** The merchant agreement in the three languages; facts are filled in by the renderer. */
export const contractTexts: Record<Language, ContractTexts> = {
  en: {
    title: "Merchant service agreement",
    date: (d) => `Date: ${d}`,
    parties: "Parties",
    provider: `Service provider: ${PROVIDER}`,
    merchant: "Merchant",
    company: { name: "Company", taxId: "Tax ID", address: "Address", website: "Website" },
    individual: { name: "Full name", fin: "FIN code", address: "Address", phone: "Phone" },
    application: { heading: "Application", name: "Name", url: "Address", merchantId: "Merchant ID" },
    clauses: [
      {
        heading: "1. Subject",
        body: "The service provider accepts online card payments on behalf of the merchant through the application named above and credits them to the merchant's wallet.",
      },
      {
        heading: "2. Payouts and fees",
        body: "Withdrawals to Kapital Bank cards and IBANs are free of charge. Withdrawals to other cards or IBANs cost a fixed 1 AZN for amounts up to 650 AZN, and 0.15% of the whole amount above that.",
      },
      {
        heading: "3. Refunds",
        body: "The merchant may refund a payment in full or in part, never more than was captured.",
      },
      {
        heading: "4. Data protection",
        body: "Card numbers are kept only masked. Neither party discloses the other's confidential information.",
      },
      {
        heading: "5. Term",
        body: "The agreement takes effect when signed with the mobile e-signature and remains in force until either party ends it in writing.",
      },
    ],
    signature: {
      heading: "Signature",
      unsigned: "To be signed with the mobile e-signature.",
      signedBy: (phone, userId) => `Signed with the mobile e-signature by the holder of ${phone} (user ID ${userId}).`,
      at: (when) => `Signed at: ${when}`,
      transaction: (id) => `Transaction: ${id}`,
    },
  },
  az: {
    title: "Tacir xidmət müqaviləsi",
    date: (d) => `Tarix: ${d}`,
    parties: "Tərəflər",
    provider: `Xidmət göstərən: ${PROVIDER}`,
    merchant: "Tacir",
    company: { name: "Şirkət", taxId: "VÖEN", address: "Ünvan", website: "Veb sayt" },
    individual: { name: "Ad, soyad", fin: "FİN kod", address: "Ünvan", phone: "Telefon" },
    application: { heading: "Tətbiq", name: "Ad", url: "Ünvan", merchantId: "Tacir ID" },
    clauses: [
      {
        heading: "1. Müqavilənin predmeti",
        body: "Xidmət göstərən yuxarıda adı çəkilən tətbiq vasitəsilə tacirin adından onlayn kart ödənişlərini qəbul edir və onları tacirin cüzdanına köçürür.",
      },
      {
        heading: "2. Ödənişlər və komissiyalar",
        body: "Kapital Bank kartlarına və IBAN-larına çıxarışlar ödənişsizdir. Digər kartlara və ya IBAN-lara çıxarışlar 650 AZN-ə qədər məbləğlər üçün sabit 1 AZN, 650 AZN-dən yuxarı məbləğlər üçün isə bütün məbləğin 0,15%-i məbləğindədir.",
      },
      {
        heading: "3. Geri qaytarmalar",
        body: "Tacir ödənişi tam və ya qismən geri qaytara bilər, lakin heç vaxt tutulan məbləğdən artıq deyil.",
      },
      {
        heading: "4. Məlumatların qorunması",
        body: "Kart nömrələri yalnız maskalanmış şəkildə saxlanılır. Tərəflər bir-birinin məxfi məlumatlarını açıqlamır.",
      },
      {
        heading: "5. Müddət",
        body: "Müqavilə mobil elektron imza ilə imzalandığı andan qüvvəyə minir və tərəflərdən biri onu yazılı şəkildə ləğv edənədək qüvvədə qalır.",
      },
    ],
    signature: {
      heading: "İmza",
      unsigned: "Mobil elektron imza ilə imzalanmalıdır.",
      signedBy: (phone, userId) =>
        `${phone} nömrəsinin sahibi tərəfindən mobil elektron imza ilə imzalanıb (istifadəçi ID ${userId}).`,
      at: (when) => `İmzalanma vaxtı: ${when}`,
      transaction: (id) => `Əməliyyat: ${id}`,
    },
  },
  ru: {
    title: "Договор об обслуживании мерчанта",
    date: (d) => `Дата: ${d}`,
    parties: "Стороны",
    provider: `Поставщик услуг: ${PROVIDER}`,
    merchant: "Мерчант",
    company: { name: "Компания", taxId: "ИНН", address: "Адрес", website: "Сайт" },
    individual: { name: "ФИО", fin: "FIN-код", address: "Адрес", phone: "Телефон" },
    application: { heading: "Приложение", name: "Название", url: "Адрес", merchantId: "ID мерчанта" },
    clauses: [
      {
        heading: "1. Предмет договора",
        body: "Поставщик услуг принимает онлайн-платежи по картам от имени мерчанта через указанное выше приложение и зачисляет их в кошелёк мерчанта.",
      },
      {
        heading: "2. Выплаты и комиссии",
        body: "Вывод средств на карты и IBAN Kapital Bank бесплатен. Вывод на другие карты или IBAN стоит фиксированно 1 AZN при сумме до 650 AZN включительно, а при сумме свыше 650 AZN — 0,15% от всей суммы.",
      },
      {
        heading: "3. Возвраты",
        body: "Мерчант может вернуть платёж полностью или частично, но не больше списанной суммы.",
      },
      {
        heading: "4. Защита данных",
        body: "Номера карт хранятся только в маскированном виде. Стороны не раскрывают конфиденциальную информацию друг друга.",
      },
      {
        heading: "5. Срок действия",
        body: "Договор вступает в силу с момента подписания мобильной электронной подписью и действует, пока одна из сторон не расторгнет его письменно.",
      },
    ],
    signature: {
      heading: "Подпись",
      unsigned: "Подлежит подписанию мобильной электронной подписью.",
      signedBy: (phone, userId) =>
        `Подписано мобильной электронной подписью владельцем номера ${phone} (ID пользователя ${userId}).`,
      at: (when) => `Время подписания: ${when}`,
      transaction: (id) => `Транзакция: ${id}`,
    },
  },
};
