import type { CheckoutInvoice, PayPageInput } from "@portal/contracts";
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

/** The `<script type="application/json">` block the data travels in (CSP: no inline script runs). */
export const PAGE_DATA_ID = "pay-data";

/**
 * JSON that stays data inside a script element: `<`, `>` and `&` are written as escapes,
 * so a merchant's text holding `</script>` or `<!--` cannot end the block or open a
 * comment; U+2028/U+2029 likewise, for older parsers.
 */
export function serializePageData(data: PayPageData): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function readPageData(): PayPageData | null {
  const block = document.getElementById(PAGE_DATA_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as PayPageData) : null;
}
