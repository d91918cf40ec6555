import { useEffect, useMemo, useState } from "react";
import { usePageLocale } from "../../light/i18n/use-page-locale";
import { CheckoutLayout } from "../components/checkout-layout";
import { Outcome } from "../components/outcome";
import { LinkNotFound, LoadFailed, Loading } from "../components/page-states";
import { loadMessages } from "../i18n/messages";
import { LocaleContext } from "../i18n/translator";
import { useServerRead } from "../use-server-read";
import { payButtonApi } from "./button-api";
import type { ButtonPageData } from "./button-page-data";
import { ButtonPaymentForm } from "./button-payment-form";
import { buttonPageTitle } from "./page-title";

/**
 * A pay button's page, `/pay/button/{buttonId}`: the merchant as on the checkout, what the
 * button is for, and its amount (or the customer's, within its bounds). Rendered by the
 * server and hydrated in the browser as the QR page is, on the same template and parts.
 */
export function ButtonApp({ data }: { data: ButtonPageData }) {
  const { buttonId, config } = data;
  const locale = usePageLocale({ language: data.language, messages: data.messages }, loadMessages);
  const { language, t } = locale;
  const api = useMemo(
    () => payButtonApi({ apiBaseUrl: config.apiBaseUrl, buttonId, language }),
    [config.apiBaseUrl, buttonId, language],
  );
  const { value: button, failure, reading, read } = useServerRead(api.readButton, data.button);
  // The merchant disabled the button while the page was open: the refused click says so, with focus.
  const [refused, setRefused] = useState(false);

  // <html lang> follows the language (screen readers, CSS text-transform), the tab's title too.
  useEffect(() => {
    document.documentElement.lang = language;
    if (button !== undefined) document.title = buttonPageTitle(t, button);
  }, [language, t, button]);

  let content;
  if (button?.available) {
    content = (
      <ButtonPaymentForm
        button={button}
        api={api}
        onUnavailable={() => {
          setRefused(true);
          void read();
        }}
      />
    );
  } else if (button) {
    content = (
      <Outcome
        icon="linkOff"
        tone="error"
        title={t("checkout.buttonPage.unavailable.title")}
        text={t("checkout.buttonPage.unavailable.text", { merchantName: button.merchantName })}
        focusHeading={refused}
      />
    );
  } else if (button === null)
    content = (
      <LinkNotFound title={t("checkout.buttonPage.notFound.title")} text={t("checkout.buttonPage.notFound.text")} />
    );
  else if (failure) content = <LoadFailed failure={failure} onRetry={() => void read()} retrying={reading} />;
  else content = <Loading />;

  return (
    <LocaleContext value={locale}>
      <CheckoutLayout config={config} merchant={button}>
        {content}
      </CheckoutLayout>
    </LocaleContext>
  );
}
