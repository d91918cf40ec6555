import "../../light/light.css";
import "../pay.css";
import type { RuntimeConfig } from "@portal/contracts";
import { translator } from "../../light/i18n/translator";
import { keptLanguage } from "../../light/language-choice";
import { mountLightPage } from "../../light/mount-page";
import { loadMessages } from "../i18n/messages";
import { ButtonApp } from "./button-app";
import { readButtonPageData } from "./button-page-data";
import { readQrPageData } from "./page-data";
import { QrApp } from "./qr-app";

/** `/pay/merchant/{merchantId}` (an application's QR page) or `/pay/button/{buttonId}` (a pay button's): the one template serves both. */
const [, , page, id = ""] = window.location.pathname.split("/");
const publicId = decodeURIComponent(id);

/** Without the server's rendering, the page reads the runtime config and its strings; the app then reads its merchant or button itself. */
async function basicsOfThisPage() {
  const response = await fetch(new URL("/api/config", window.location.origin));
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const { region, apiBaseUrl, logoUrl, testMode } = (await response.json()) as RuntimeConfig;
  const language = keptLanguage(region);
  return { language, config: { region, apiBaseUrl, logoUrl, testMode }, messages: await loadMessages[language]() };
}

const failureText = async () => translator(await loadMessages[keptLanguage("default")]())("errors.generic");

if (page === "button") {
  mountLightPage({
    rendered: readButtonPageData(),
    gather: async () => ({ buttonId: publicId, button: undefined, ...(await basicsOfThisPage()) }),
    app: (data) => <ButtonApp data={data} />,
    failureText,
  });
} else {
  mountLightPage({
    rendered: readQrPageData(),
    gather: async () => ({ merchantId: publicId, merchant: undefined, ...(await basicsOfThisPage()) }),
    app: (data) => <QrApp data={data} />,
    failureText,
  });
}
