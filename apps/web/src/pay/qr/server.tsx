import type { QrPageInput } from "@portal/contracts";
import { renderToString } from "react-dom/server";
import { translator } from "../../light/i18n/translator";
import { escapeHtml, fillTemplate, pageDataBlock } from "../../light/page-data";
import { messages as az } from "../i18n/az";
import { messages as en } from "../i18n/en";
import { messages as ru } from "../i18n/ru";
import { QR_PAGE_DATA_ID, type QrPageData } from "./page-data";
import { qrPageTitle } from "./page-title";
import { QrApp } from "./qr-app";

/*
 * The QR page's server rendering, built by Vite into apps/web/dist-ssr/qr.js and loaded by
 * the API (apps/api/src/modules/web/qr-page.ts). Relative and deep contract imports only:
 * no alias exists where the API runs it.
 */

const messagesOf = { az, en, ru } as const;

/** The places qr.html leaves for the server; each appears exactly once in the template. */
const placeholders = {
  lang: "<!--qr-lang-->",
  title: "<!--qr-title-->",
  root: "<!--qr-root-->",
  data: "<!--qr-data-->",
} as const;

/**
 * The page of one merchant: React renders the same App the browser hydrates, and the
 * template gets the language, the title, the markup and the page's data.
 */
export function renderQrDocument(template: string, input: QrPageInput): string {
  const { region, apiBaseUrl, logoUrl, testMode } = input.config;
  const data: QrPageData = { ...input, config: { region, apiBaseUrl, logoUrl, testMode }, messages: messagesOf[input.language] };
  const filled = {
    lang: input.language,
    title: escapeHtml(qrPageTitle(translator(data.messages), input.merchant)),
    root: renderToString(<QrApp data={data} />),
    data: pageDataBlock(QR_PAGE_DATA_ID, data),
  };
  return fillTemplate(template, placeholders, filled);
}
