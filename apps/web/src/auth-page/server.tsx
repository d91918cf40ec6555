import type { AuthPageDocument, AuthPageInput } from "@portal/contracts";
import { renderToString } from "react-dom/server";
import { pageDataBlock } from "@portal/contracts/page-data";
import { escapeHtml, fillTemplate } from "../light/page-data";
import { AuthApp } from "./auth-app";
import { messages as az } from "./i18n/az";
import { messages as en } from "./i18n/en";
import { messages as ru } from "./i18n/ru";
import { screenOf } from "./navigation";
import { PAGE_DATA_ID, type AuthPageData } from "./page-data";

/*
 * The signed-out screens' server rendering, built by Vite into apps/web/dist-ssr/auth.js
 * and loaded by the API (apps/api/src/modules/web/auth-page.ts). Relative and deep contract
 * imports only: no alias exists where the API runs it.
 */

const messagesOf = { az, en, ru } as const;

/** The places auth.html leaves for the server; each appears exactly once in the template. */
const placeholders = {
  lang: "<!--auth-lang-->",
  title: "<!--auth-title-->",
  root: "<!--auth-root-->",
  data: "<!--auth-data-->",
} as const;

/** The screen at `input.path`: React renders the same App the browser hydrates. */
export function renderAuthDocument(template: string, input: AuthPageInput): AuthPageDocument {
  const { region, apiBaseUrl, logoUrl, testMode, signInLayout, appStoreUrl } = input.config;
  const data: AuthPageData = {
    language: input.language,
    config: { region, apiBaseUrl, logoUrl, testMode, signInLayout, appStoreUrl },
    messages: messagesOf[input.language],
  };
  const html = fillTemplate(template, placeholders, {
    lang: input.language,
    title: escapeHtml(data.messages.common.productName),
    root: renderToString(<AuthApp data={data} path={input.path} />),
    data: pageDataBlock(PAGE_DATA_ID, data),
  });
  return { status: screenOf(input.path).name === "notFound" ? 404 : 200, html };
}
