import type { CheckoutInvoice } from "@portal/contracts";
import type { Translate } from "./i18n/translator";

/** The tab's title: whom the customer pays; for a link that does not exist, that it does not. */
export const pageTitle = (t: Translate, invoice: CheckoutInvoice | null) =>
  invoice ? t("checkout.pageTitle", { merchantName: invoice.merchantName }) : t("checkout.notFound.title");
