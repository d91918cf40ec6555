import "../../light/light.css";
import "../pay.css";
import type { RuntimeConfig } from "@portal/contracts";
import { translator } from "../../light/i18n/translator";
import { keptLanguage } from "../../light/language-choice";
import { mountLightPage } from "../../light/mount-page";
import { loadMessages } from "../i18n/messages";
import { type QrPageData, readQrPageData } from "./page-data";
import { QrApp } from "./qr-app";

/** Without the server's rendering, the page reads the runtime config, its strings and (in the app) the merchant itself. */
async function dataOfThisPage(): Promise<QrPageData> {
  const response = await fetch(new URL("/api/config", window.location.origin));
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const { region, apiBaseUrl, logoUrl, testMode } = (await response.json()) as RuntimeConfig;
  const language = keptLanguage(region);
  return {
    // `/pay/merchant/{merchantId}`
    merchantId: decodeURIComponent(window.location.pathname.split("/")[3] ?? ""),
    merchant: undefined,
    language,
    config: { region, apiBaseUrl, logoUrl, testMode },
    messages: await loadMessages[language](),
  };
}

mountLightPage({
  rendered: readQrPageData(),
  gather: dataOfThisPage,
  app: (data) => <QrApp data={data} />,
  failureText: async () => translator(await loadMessages[keptLanguage("default")]())("errors.generic"),
});
