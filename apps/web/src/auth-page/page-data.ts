import type { AuthPageInput } from "@portal/contracts";
import { readPageData as readBlock } from "../light/page-data";
import type { AuthMessages } from "./i18n/messages";

/** What the page is rendered from, on the server and again in the browser: the server's input and its language's strings. */
export interface AuthPageData extends Omit<AuthPageInput, "path"> {
  messages: AuthMessages;
}

/** The `<script type="application/json">` block the data travels in. */
export const PAGE_DATA_ID = "auth-data";

export const readPageData = () => readBlock<AuthPageData>(PAGE_DATA_ID);
