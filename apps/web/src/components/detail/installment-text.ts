import { type Installment, installmentCardNames } from "@portal/contracts";
import type { TFunction } from "i18next";

/** The installment cards' brand names, written the same in every language (so not in the locale files). */

/** "BirKart, 90 days"; null without an installment plan. */
export const installmentText = (installment: Installment | null, t: TFunction) =>
  installment &&
  t("invoices.installment", { cardType: installmentCardNames[installment.cardType], period: installment.period });
