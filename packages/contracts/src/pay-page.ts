import type { CheckoutInvoice } from "./checkout";
import type { Language } from "./languages";
import type { PayButtonView } from "./pay-buttons";
import type { QrPageMerchant } from "./qr-payments";
import type { RuntimeConfig } from "./regions";

/** What of the runtime configuration (`GET /api/config`) the checkout page uses. */
export type PayPageConfig = Pick<RuntimeConfig, "region" | "apiBaseUrl" | "logoUrl" | "testMode">;

/**
 * What the server renders the hosted checkout (`/pay/{invoiceCode}`) from: the web app's
 * server-rendering module takes it, the API gives it (docs/checkout-page.md).
 */
export interface PayPageInput {
  invoiceCode: string;
  /** As `GET api/checkout/{invoiceCode}` answers; null for a link that does not exist. */
  invoice: CheckoutInvoice | null;
  language: Language;
  config: PayPageConfig;
}

/** What the server renders an application's QR page (`/pay/merchant/{merchantId}`) from, as `PayPageInput` the checkout. */
export interface QrPageInput {
  merchantId: string;
  /** As `GET api/checkout/merchant/{merchantId}` answers; null for no live application with that merchant id. */
  merchant: QrPageMerchant | null;
  language: Language;
  config: PayPageConfig;
}

/**
 * What the server renders a pay button's page (`/pay/button/{buttonId}`) from: the QR page's
 * build renders it too (`renderButtonDocument`), on the same template and parts.
 */
export interface PayButtonPageInput {
  buttonId: string;
  /** As `GET api/checkout/button/{buttonId}` answers; null for an unknown button or one whose application is not live. */
  button: PayButtonView | null;
  language: Language;
  config: PayPageConfig;
}
