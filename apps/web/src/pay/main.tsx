import "../light/light.css";
import "./pay.css";
import type { RuntimeConfig } from "@portal/contracts";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { loadMessages } from "./i18n/messages";
import { translator } from "../light/i18n/translator";
import { keptLanguage } from "../light/language-choice";
import { type PayPageData, readPageData } from "./page-data";
import { PayApp } from "./pay-app";

const root = document.getElementById("root");
if (!root) throw new Error("pay.html has no #root element");

/**
 * Without the server's rendering (Vite's dev server, or a server without the SSR build)
 * the page gathers its data itself: the runtime config, its strings, and (in the app)
 * the invoice.
 */
async function dataOfThisPage(): Promise<PayPageData> {
  const response = await fetch(new URL("/api/config", window.location.origin));
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  const { region, apiBaseUrl, logoUrl, testMode } = (await response.json()) as RuntimeConfig;
  const language = keptLanguage(region);
  return {
    invoiceCode: decodeURIComponent(window.location.pathname.split("/")[2] ?? ""),
    invoice: undefined,
    language,
    config: { region, apiBaseUrl, logoUrl, testMode },
    messages: await loadMessages[language](),
  };
}

const rendered = readPageData();
if (rendered) {
  // The page is already painted and usable to read: hydrating as a transition lets React
  // yield to the browser every few milliseconds instead of blocking a slow phone in one task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <PayApp data={rendered} />
      </StrictMode>,
    );
  });
} else {
  dataOfThisPage().then(
    (data) =>
      createRoot(root).render(
        <StrictMode>
          <PayApp data={data} />
        </StrictMode>,
      ),
    async (error: unknown) => {
      // Without its configuration the page cannot reach the API: say so plainly.
      console.error(error);
      root.textContent = translator(await loadMessages[keptLanguage("default")]())("errors.generic");
    },
  );
}
