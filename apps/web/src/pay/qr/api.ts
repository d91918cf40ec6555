import type { Language, QrPageMerchant, QrPaymentRequest, QrPaymentStarted } from "@portal/contracts";
import { jsonCaller } from "../../light/http";

interface ApiSettings {
  /** Absolute, or "/" for the page's own origin (runtime config). */
  apiBaseUrl: string;
  merchantId: string;
  /** Sent as Accept-Language, as the portal's client does. */
  language: Language;
}

/**
 * The QR page's public calls (`api/checkout/merchant/{merchantId}`) over plain fetch, as the
 * checkout's (`pay/api.ts`): no session, nothing cached.
 */
export function qrPageApi({ apiBaseUrl, merchantId, language }: ApiSettings) {
  const base = `api/checkout/merchant/${encodeURIComponent(merchantId)}`;
  const call = jsonCaller({ apiBaseUrl, language });
  return {
    readMerchant: () => call<QrPageMerchant>(base),
    /** The amount becomes an invoice, paid on its checkout. */
    startPayment: ({ body }: { body: QrPaymentRequest }) => call<QrPaymentStarted>(base, { body }),
  };
}
export type QrPageApi = ReturnType<typeof qrPageApi>;
