import type { QrPageInput, QrPageMerchant } from "@portal/contracts";
import { readPageData as readBlock } from "../../light/page-data";
import type { PayMessages } from "../i18n/messages";

/**
 * What the QR page is rendered from, on the server and again in the browser: the server's
 * input plus the strings of its language (the checkout's, `pay/i18n`). The merchant is
 * `undefined` only where the server did not render the page: it is read then.
 */
export interface QrPageData extends Omit<QrPageInput, "merchant"> {
  merchant: QrPageMerchant | null | undefined;
  messages: PayMessages;
}

/** The `<script type="application/json">` block the data travels in. */
export const QR_PAGE_DATA_ID = "qr-data";

export const readQrPageData = () => readBlock<QrPageData>(QR_PAGE_DATA_ID);
