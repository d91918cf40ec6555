import { type Language, languages } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { brandNames } from "@/lib/card-input";

const isLanguage = (code: string): code is Language => (languages as readonly string[]).includes(code);
const isNamedBrand = (brand: string): brand is keyof typeof brandNames => Object.hasOwn(brandNames, brand);

/** What the checkout recorded of a payment attempt, as codes, in the interface language. */
export function useOperationText() {
  const { t } = useTranslation();
  return {
    /** The language the customer paid in, named in the reader's language ("İngilis dili", not "English"). */
    language: (code: string) => (isLanguage(code) ? t(`transactions.detail.languages.${code}`) : code),
    /** A card brand by its trademark, which no language translates; an unknown one in words. */
    cardBrand: (brand: string) =>
      isNamedBrand(brand) ? brandNames[brand] : brand === "other" ? t("transactions.detail.cardBrands.other") : brand,
  };
}
