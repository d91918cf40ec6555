import { useEffect, useMemo } from "react";
import { usePageLocale } from "../../light/i18n/use-page-locale";
import { CheckoutLayout } from "../components/checkout-layout";
import { LinkNotFound, LoadFailed, Loading } from "../components/page-states";
import { loadMessages } from "../i18n/messages";
import { LocaleContext } from "../i18n/translator";
import { useServerRead } from "../use-server-read";
import { qrPageApi } from "./api";
import type { QrPageData } from "./page-data";
import { qrPageTitle } from "./page-title";
import { QrPaymentForm } from "./qr-payment-form";

/**
 * An application's QR page, `/pay/merchant/{merchantId}`: the merchant as on the checkout,
 * and the amount to pay. Rendered by the server (server.tsx) and hydrated in the browser
 * (main.tsx) from the same data, as the checkout is (docs/checkout-page.md).
 */
export function QrApp({ data }: { data: QrPageData }) {
  const { merchantId, config } = data;
  const locale = usePageLocale({ language: data.language, messages: data.messages }, loadMessages);
  const { language, t } = locale;
  const api = useMemo(
    () => qrPageApi({ apiBaseUrl: config.apiBaseUrl, merchantId, language }),
    [config.apiBaseUrl, merchantId, language],
  );
  const { value: merchant, failure, reading, read } = useServerRead(api.readMerchant, data.merchant);

  // <html lang> follows the language (screen readers, CSS text-transform), the tab's title too.
  useEffect(() => {
    document.documentElement.lang = language;
    if (merchant !== undefined) document.title = qrPageTitle(t, merchant);
  }, [language, t, merchant]);

  let content;
  if (merchant) content = <QrPaymentForm merchant={merchant} api={api} />;
  else if (merchant === null)
    content = <LinkNotFound title={t("checkout.qrPage.notFound.title")} text={t("checkout.qrPage.notFound.text")} />;
  else if (failure) content = <LoadFailed failure={failure} onRetry={() => void read()} retrying={reading} />;
  else content = <Loading />;

  return (
    <LocaleContext value={locale}>
      <CheckoutLayout config={config} merchant={merchant}>
        {content}
      </CheckoutLayout>
    </LocaleContext>
  );
}
