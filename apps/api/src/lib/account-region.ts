import type { Region } from "@portal/contracts";

/**
 * Whose clock the times in what the server writes for an account outside a request's
 * region are on (jobs' chat messages, e-mails after a payment, the merchant agreement). Accounts keep no region of their own yet, so it is the
 * default region's (Baku, DESIGN §3), and every such time says so: "05:09 (Baku, GMT+4)".
 * What answers a request (a receipt, an export) reads the region from the request's host.
 */
export const ACCOUNT_REGION: Region = "default";
