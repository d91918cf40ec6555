import type { CheckoutInvoice, PayPageInput } from "@portal/contracts";
import { readPageData as readBlock } from "../light/page-data";
import type { PayMessages } from "./i18n/messages";

/**
 * What the page is rendered from, on the server and again in the browser: the server's
 * input plus the strings of its language, so hydration needs no other request. The
 * invoice is `undefined` only where the server did not render the page: it is read then.
 */
export interface PayPageData extends Omit<PayPageInput, "invoice"> {
  invoice: CheckoutInvoice | null | undefined;
  messages: PayMessages;
}

/** The `<script type="application/json">` block the data travels in. */
export const PAGE_DATA_ID = "pay-data";

export const readPageData = () => readBlock<PayPageData>(PAGE_DATA_ID);
