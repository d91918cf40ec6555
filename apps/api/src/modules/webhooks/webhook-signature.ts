import { hmac, safeEqual } from "@/lib/crypto";

/** The header a delivery's signature travels in. */
export const SIGNATURE_HEADER = "Portal-Signature";
/** How far a signature's time may be from the receiver's clock, either way; an older one is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const TIMESTAMP = /^\d{1,12}$/;
const V1 = /^[0-9a-f]{64}$/;

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * The signature header of one delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256>`, the HMAC
 * keyed by the endpoint's signing secret over `<t>.<body>`, the body as sent byte for byte.
 * The time is signed with the body, so a delivery cannot be replayed later under a new time.
 * While a secret is being replaced, give both: the header carries one `v1` per secret, and a
 * receiver holding either one accepts it.
 */
export function signWebhook(secret: string | readonly string[], body: string, now: Date): string {
  const t = unixSeconds(now).toString();
  const secrets = typeof secret === "string" ? [secret] : secret;
  return [`t=${t}`, ...secrets.map((s) => `v1=${hmac(s, `${t}.${body}`)}`)].join(",");
}

/**
 * The check a receiver makes (receivers' documentation will show it in Node and PHP): true when
 * a `v1` in the header is the HMAC of `<t>.<body>` under one of `secrets` and `t` is within
 * the tolerance of `now`. A missing or garbled header is false, never an exception. Entries of
 * other schemes are skipped, so a later `v2` does not break receivers that know only `v1`.
 */
export function verifyWebhook(
  header: string | undefined,
  body: string,
  secrets: readonly string[],
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const times: string[] = [];
  const signatures: string[] = [];
  for (const entry of header?.split(",") ?? []) {
    const [key, value = ""] = entry.trim().split("=", 2);
    if (key === "t") times.push(value);
    if (key === "v1" && V1.test(value)) signatures.push(value);
  }
  const [t] = times;
  if (times.length !== 1 || t === undefined || !TIMESTAMP.test(t) || signatures.length === 0) return false;
  if (Math.abs(unixSeconds(now) - Number(t)) > toleranceSeconds) return false;
  return secrets.some((secret) => {
    const expected = hmac(secret, `${t}.${body}`);
    return signatures.some((signature) => safeEqual(signature, expected));
  });
}
