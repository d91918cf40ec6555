import * as z from "zod/mini";

/**
 * Money (DESIGN §3): integer minor units in storage, decimal major units with at most two
 * decimals at the API boundary, converted by reading the digits, never by `x * 100`.
 *
 * The conversions live in amount-rules.ts, free of zod for the QR page; exported from here too, as before.
 */
export * from "./amount-rules";

/** Currencies an invoice can be priced in; each region bills in its own by default. */
export const currencies = ["AZN", "AED", "USD", "EUR"] as const;
export const Currency = z.enum(currencies);
export type Currency = z.infer<typeof Currency>;
