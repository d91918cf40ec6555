import "../light/light.css";
import "./auth-page.css";
import type { AuthPageConfig, RuntimeConfig } from "@portal/contracts";
import { translator } from "../light/i18n/translator";
import { keptLanguage } from "../light/language-choice";
import { mountLightPage } from "../light/mount-page";
import { AuthApp } from "./auth-app";
import { loadMessages } from "./i18n/messages";
import { type AuthPageData, readPageData } from "./page-data";

const path = window.location.pathname;

/** Without the server's rendering (Vite's dev server, or a server without the SSR build) the page gathers its data itself. */
async function dataOfThisPage(): Promise<AuthPageData> {
  const response = await fetch(new URL("/api/config", window.location.origin));
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const { region, apiBaseUrl, logoUrl, testMode, signInLayout, appStoreUrl } = (await response.json()) as RuntimeConfig;
  const config: AuthPageConfig = { region, apiBaseUrl, logoUrl, testMode, signInLayout, appStoreUrl };
  const language = keptLanguage(region);
  return { language, config, messages: await loadMessages[language]() };
}

mountLightPage({
  rendered: readPageData(),
  gather: dataOfThisPage,
  app: (data) => <AuthApp data={data} path={path} />,
  failureText: async () => translator(await loadMessages[keptLanguage("default")]())("errors.generic"),
});
