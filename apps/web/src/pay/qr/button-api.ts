import type { Language, PayButtonPaymentRequest, PayButtonView, QrPaymentStarted } from "@portal/contracts";
import { jsonCaller } from "../../light/http";

interface ApiSettings {
  /** Absolute, or "/" for the page's own origin (runtime config). */
  apiBaseUrl: string;
  buttonId: string;
  /** Sent as Accept-Language, as the portal's client does. */
  language: Language;
}

/**
 * A pay button's public calls (`api/checkout/button/{buttonId}`) over plain fetch, as the QR
 * page's (`api.ts`): no session, nothing cached.
 */
export function payButtonApi({ apiBaseUrl, buttonId, language }: ApiSettings) {
  const base = `api/checkout/button/${encodeURIComponent(buttonId)}`;
  const call = jsonCaller({ apiBaseUrl, language });
  return {
    readButton: () => call<PayButtonView>(base),
    /** The click becomes an invoice, paid on its checkout. */
    startPayment: ({ body }: { body: PayButtonPaymentRequest }) => call<QrPaymentStarted>(base, { body }),
  };
}
export type PayButtonApi = ReturnType<typeof payButtonApi>;
