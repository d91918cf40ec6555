import "../light/light.css";
import "./auth-page.css";
import type { AuthPageConfig, RuntimeConfig } from "@portal/contracts";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { translator } from "../light/i18n/translator";
import { keptLanguage } from "../light/language-choice";
import { AuthApp } from "./auth-app";
import { loadMessages } from "./i18n/messages";
import { type AuthPageData, readPageData } from "./page-data";

const root = document.getElementById("root");
if (!root) throw new Error("auth.html has no #root element");
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

const rendered = readPageData();
if (rendered) {
  // The page is already painted and usable to read: hydrating as a transition lets React
  // yield to the browser instead of blocking a slow phone in one task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AuthApp data={rendered} path={path} />
      </StrictMode>,
    );
  });
} else {
  dataOfThisPage().then(
    (data) =>
      createRoot(root).render(
        <StrictMode>
          <AuthApp data={data} path={path} />
        </StrictMode>,
      ),
    async (error: unknown) => {
      // Without its configuration the page cannot reach the API: say so plainly.
      console.error(error);
      root.textContent = translator(await loadMessages[keptLanguage("default")]())("errors.generic");
    },
  );
}
