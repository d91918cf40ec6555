import type { PayButtonPageInput, QrPageInput } from "@portal/contracts";
import { renderToString } from "react-dom/server";
import { translator } from "../../light/i18n/translator";
import { pageDataBlock } from "@portal/contracts/page-data";
import { escapeHtml, fillTemplate } from "../../light/page-data";
import { messages as az } from "../i18n/az";
import { messages as en } from "../i18n/en";
import { messages as ru } from "../i18n/ru";
import { ButtonApp } from "./button-app";
import { BUTTON_PAGE_DATA_ID, type ButtonPageData } from "./button-page-data";
import { QR_PAGE_DATA_ID, type QrPageData } from "./page-data";
import { buttonPageTitle, qrPageTitle } from "./page-title";
import { QrApp } from "./qr-app";

/*
 * The server rendering of the QR page and of pay buttons' pages (one template, qr.html),
 * built by Vite into apps/web/dist-ssr/qr.js and loaded by the API
 * (apps/api/src/modules/web/qr-page.ts, pay-button-page.ts). Relative and deep contract
 * imports only: no alias exists where the API runs it.
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
  const data: QrPageData = {
    ...input,
    config: { region, apiBaseUrl, logoUrl, testMode },
    messages: messagesOf[input.language],
  };
  const filled = {
    lang: input.language,
    title: escapeHtml(qrPageTitle(translator(data.messages), input.merchant)),
    root: renderToString(<QrApp data={data} />),
    data: pageDataBlock(QR_PAGE_DATA_ID, data),
  };
  return fillTemplate(template, placeholders, filled);
}

/** A pay button's page, on the same template: the button's data travels in a block of its own, which tells main.tsx which page it is. */
export function renderButtonDocument(template: string, input: PayButtonPageInput): string {
  const { region, apiBaseUrl, logoUrl, testMode } = input.config;
  const data: ButtonPageData = {
    ...input,
    config: { region, apiBaseUrl, logoUrl, testMode },
    messages: messagesOf[input.language],
  };
  const filled = {
    lang: input.language,
    title: escapeHtml(buttonPageTitle(translator(data.messages), input.button)),
    root: renderToString(<ButtonApp data={data} />),
    data: pageDataBlock(BUTTON_PAGE_DATA_ID, data),
  };
  return fillTemplate(template, placeholders, filled);
}
