import type { PayButtonPageInput, PayButtonView } from "@portal/contracts";
import { readPageData as readBlock } from "../../light/page-data";
import type { PayMessages } from "../i18n/messages";

/**
 * What a pay button's page is rendered from, on the server and again in the browser: the
 * server's input plus the strings of its language (the checkout's, `pay/i18n`). The button is
 * `undefined` only where the server did not render the page: it is read then.
 */
export interface ButtonPageData extends Omit<PayButtonPageInput, "button"> {
  button: PayButtonView | null | undefined;
  messages: PayMessages;
}

/** The `<script type="application/json">` block the data travels in (the QR page's template, another block). */
export const BUTTON_PAGE_DATA_ID = "button-data";

export const readButtonPageData = () => readBlock<ButtonPageData>(BUTTON_PAGE_DATA_ID);
