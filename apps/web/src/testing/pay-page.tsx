import type { Language, PayPageConfig, RuntimeConfig } from "@portal/contracts";
import { render } from "@testing-library/react";
import { defaultRegionConfig } from "./runtime-config";
import { messages as az } from "@/pay/i18n/az";
import { messages as en } from "@/pay/i18n/en";
import { messages as ru } from "@/pay/i18n/ru";
import type { PayPageData } from "@/pay/page-data";
import { PayApp } from "@/pay/pay-app";
import { invoiceCode } from "@/pay/test-fixtures";

/** What of a region's runtime configuration the page is given. */
export const payConfig = ({ region, apiBaseUrl, logoUrl, testMode }: RuntimeConfig): PayPageConfig => ({
  region,
  apiBaseUrl,
  logoUrl,
  testMode,
});

export const messagesOf = { az, en, ru };

/** The page's data: by default as the page builds it without the server (it reads the invoice itself). */
export const pageData = (overrides: Partial<PayPageData> & { language?: Language } = {}): PayPageData => ({
  invoiceCode,
  invoice: undefined,
  language: "en",
  config: payConfig(defaultRegionConfig),
  messages: messagesOf[overrides.language ?? "en"],
  ...overrides,
});

/** Renders the checkout page in the browser (no server HTML). */
export const renderPay = (overrides: Partial<PayPageData> = {}) => render(<PayApp data={pageData(overrides)} />);
