import type { PayButtonView, QrPageMerchant } from "@portal/contracts";
import type { Translate } from "../i18n/translator";

/** The tab's title: whom the customer pays, as on the checkout; for a code that leads nowhere, SPEC §8's message. */
export const qrPageTitle = (t: Translate, merchant: QrPageMerchant | null) =>
  merchant ? t("checkout.pageTitle", { merchantName: merchant.merchantName }) : t("checkout.qrPage.notFound.title");

/** A pay button's page's title, as the QR page's; a disabled button's says it is no longer available. */
export function buttonPageTitle(t: Translate, button: PayButtonView | null) {
  if (!button) return t("checkout.buttonPage.notFound.title");
  return button.available
    ? t("checkout.pageTitle", { merchantName: button.merchantName })
    : t("checkout.buttonPage.unavailable.title");
}
