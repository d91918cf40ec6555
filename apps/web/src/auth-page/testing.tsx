import type { AuthPageConfig, Language, RuntimeConfig } from "@portal/contracts";
import { render } from "@testing-library/react";
import { vi } from "vitest";
import { defaultRegionConfig } from "@/testing/runtime-config";
import { AuthApp } from "./auth-app";
import { messages as az } from "./i18n/az";
import { messages as en } from "./i18n/en";
import { messages as ru } from "./i18n/ru";
import { pageLoad } from "../light/page-load";
import type { AuthPageData } from "./page-data";

/** What of a region's runtime configuration the signed-out page is given (as the API picks it). */
export const authConfig = ({
  region,
  apiBaseUrl,
  logoUrl,
  testMode,
  signInLayout,
  appStoreUrl,
}: RuntimeConfig): AuthPageConfig => ({
  region,
  apiBaseUrl,
  logoUrl,
  testMode,
  signInLayout,
  appStoreUrl,
});

export const messagesOf = { az, en, ru };

interface Opening {
  language?: Language;
  config?: RuntimeConfig;
}

/** The page's data, as the server hands it over: a language, its strings and the region's configuration. */
export const authPageData = ({ language = "en", config = defaultRegionConfig }: Opening = {}): AuthPageData => ({
  language,
  config: authConfig(config),
  messages: messagesOf[language],
});

/**
 * Opens the signed-out page at `path` as the browser does (the address bar says it, as
 * main.tsx reads it). Full page loads (the portal) and scrolling, which jsdom cannot do,
 * are watched instead.
 */
export function renderAuth(path: string, opening: Opening = {}) {
  window.history.replaceState(null, "", path);
  const pageLoads = vi.spyOn(pageLoad, "open").mockImplementation(() => undefined);
  const scrolls = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  const view = render(<AuthApp data={authPageData(opening)} path={path} />);
  return { ...view, pageLoads, scrolls };
}

/** Forgets what a test left: the address, the language cookie and `<html lang>`. */
export function resetPage() {
  vi.restoreAllMocks();
  document.cookie = "lang=; Max-Age=0; Path=/";
  document.documentElement.lang = "";
  window.history.replaceState(null, "", "/");
}
