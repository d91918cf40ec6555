import * as z from "zod/mini";
import { toMajorNumber, toMinorUnits } from "./amount-rules";

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

// The schema side of an amount inside the server; its document entry says what the edge sends.
const minorUnits = z.bigint();
z.globalRegistry.add(minorUnits, { type: "number" });

/**
 * An amount in an answer of the portal's API (DESIGN §3): minor units (a bigint) inside the
 * server, a decimal number in major units on the wire. The response serializer encodes it, so
 * services and repos hand over minor units and this is the one conversion on the way out.
 */
export const MajorAmount = z.codec(z.number().check(z.refine((n) => signedMinorUnits(n) !== null)), minorUnits, {
  decode: (n) => signedMinorUnits(n)!,
  encode: toMajorNumber,
});

/** An amount as an answer sent it (a `MajorAmount`'s number), in minor units again: what the portal checks typed amounts against. */
export const minorOf = (sent: number): bigint => z.decode(MajorAmount, sent);

/** -12.5 → -1250n: a ledger entry's amount may be a debit. */
function signedMinorUnits(n: number): bigint | null {
  const minor = toMinorUnits(Math.abs(n));
  return minor === null ? null : n < 0 ? -minor : minor;
}

/**
 * A schema's value as the server builds it: its `MajorAmount`s in minor units. The schema's own
 * type name (`z.input`) is the value as the API sends it, what the portal and a client read.
 */
export type Decoded<S extends z.ZodMiniType> = z.output<S>;
