import type { PayPageInput } from "@portal/contracts";
import { renderToString } from "react-dom/server";
import { messages as az } from "./i18n/az";
import { messages as en } from "./i18n/en";
import { messages as ru } from "./i18n/ru";
import { translator } from "../light/i18n/translator";
import { pageDataBlock } from "@portal/contracts/page-data";
import { escapeHtml, fillTemplate } from "../light/page-data";
import { PAGE_DATA_ID, type PayPageData } from "./page-data";
import { pageTitle } from "./page-title";
import { PayApp } from "./pay-app";

/*
 * The checkout's server rendering, built by Vite into apps/web/dist-ssr/server.js and
 * loaded by the API (apps/api/src/modules/web/pay-page.ts). Relative and deep contract
 * imports only: no alias exists where the API runs it.
 */

const messagesOf = { az, en, ru } as const;

/** The places pay.html leaves for the server; each appears exactly once in the template. */
const placeholders = {
  lang: "<!--pay-lang-->",
  title: "<!--pay-title-->",
  root: "<!--pay-root-->",
  data: "<!--pay-data-->",
} as const;

/**
 * The page for one invoice: React renders the same App the browser hydrates, and the
 * template gets the language, the title, the markup and the page's data.
 */
export function renderPayDocument(template: string, input: PayPageInput): string {
  const { region, apiBaseUrl, logoUrl, testMode } = input.config;
  const data: PayPageData = {
    ...input,
    config: { region, apiBaseUrl, logoUrl, testMode },
    messages: messagesOf[input.language],
  };
  const filled = {
    lang: input.language,
    title: escapeHtml(pageTitle(translator(data.messages), input.invoice)),
    root: renderToString(<PayApp data={data} />),
    data: pageDataBlock(PAGE_DATA_ID, data),
  };
  return fillTemplate(template, placeholders, filled);
}
