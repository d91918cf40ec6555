import type { QrPageMerchant } from "@portal/contracts";
import type { Translate } from "../i18n/translator";

/** The tab's title: whom the customer pays, as on the checkout; for a code that leads nowhere, SPEC §8's message. */
export const qrPageTitle = (t: Translate, merchant: QrPageMerchant | null) =>
  merchant ? t("checkout.pageTitle", { merchantName: merchant.merchantName }) : t("checkout.qrPage.notFound.title");
