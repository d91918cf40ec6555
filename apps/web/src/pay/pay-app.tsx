import { useEffect, useMemo } from "react";
import { checkoutApi } from "./api";
import { CheckoutContext } from "./checkout-context";
import { CheckoutLayout } from "./components/checkout-layout";
import { LinkNotFound, LoadFailed, Loading } from "./components/page-states";
import { Payment } from "./components/payment";
import { loadMessages } from "./i18n/messages";
import { usePageLocale } from "../light/i18n/use-page-locale";
import { prepareLiveRegions } from "../light/live-region";
import { LocaleContext } from "./i18n/translator";
import type { PayPageData } from "./page-data";
import { pageTitle } from "./page-title";
import { useServerRead } from "./use-server-read";

/**
 * The hosted checkout (DESIGN §1), `/pay/{invoiceCode}`: rendered by the server
 * (server.tsx) and hydrated in the browser (main.tsx) from the same data.
 */
export function PayApp({ data }: { data: PayPageData }) {
  const { invoiceCode, config } = data;
  const locale = usePageLocale({ language: data.language, messages: data.messages }, loadMessages);
  const { language } = locale;
  const api = useMemo(
    () => checkoutApi({ apiBaseUrl: config.apiBaseUrl, invoiceCode, language }),
    [config.apiBaseUrl, invoiceCode, language],
  );
  const checkout = useMemo(() => ({ invoiceCode, api, region: config.region }), [invoiceCode, api, config.region]);
  const { value: invoice, failure, reading, read } = useServerRead(api.readInvoice, data.invoice);

  // <html lang> follows the language (screen readers, CSS text-transform), the tab's title too.
  const { t } = locale;
  useEffect(prepareLiveRegions, []);
  useEffect(() => {
    document.documentElement.lang = language;
    if (invoice !== undefined) document.title = pageTitle(t, invoice);
  }, [language, t, invoice]);

  let content;
  if (invoice) content = <Payment invoice={invoice} reading={reading} readInvoice={read} />;
  else if (invoice === null)
    content = <LinkNotFound title={t("checkout.notFound.title")} text={t("checkout.notFound.text")} />;
  else if (failure) content = <LoadFailed failure={failure} onRetry={() => void read()} retrying={reading} />;
  else content = <Loading />;

  return (
    <LocaleContext value={locale}>
      <CheckoutContext value={checkout}>
        <CheckoutLayout config={config} merchant={invoice}>
          {content}
        </CheckoutLayout>
      </CheckoutContext>
    </LocaleContext>
  );
}
