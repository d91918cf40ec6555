import type { Transaction } from "@portal/contracts";
import { useTranslation } from "react-i18next";

/** The outcome of an attempt in the interface language; the acquirer's own words (English) only when it gave no code. */
export function useResponseText() {
  const { t } = useTranslation();
  return ({ responseCode, responseDescription }: Pick<Transaction, "responseCode" | "responseDescription">) =>
    responseCode ? t(`transactions.responseCodes.${responseCode}`) : responseDescription;
}
