import { createHash } from "node:crypto";

/** Route parameters that carry a secret (codes, link tokens) or a person's address. */
const SECRET_PARAMS = new Set(["OTP", "guid", "token"]);
const PERSONAL_PARAMS = new Set(["email", "mobilePhone"]);
/** Query values that open something (the sandbox bank's order page takes its order's password). */
const SECRET_QUERY = new Set(["password"]);
/** Query values that name a person: e-mails, phone numbers. */
const PERSONAL_QUERY = new Set(["email", "to", "mobilePhone", "phoneNumber", "phone", "fullName", "guestName"]);

/** A short stable stand-in: lines of one person can still be told apart and correlated. */
const pseudonym = (value: string) => `[${createHash("sha256").update(value).digest("hex").slice(0, 8)}]`;

// Where no route matched (a 404), segments are judged by their look.
const looksSecret = (segment: string) =>
  /^\d{6}$/.test(segment) || /^[A-Za-z0-9_-]{43}$/.test(segment) || /^[0-9a-f-]{36}$/i.test(segment);
const looksPersonal = (segment: string) => /@|%40/.test(segment) || /^(\+|%2B)\d{9,15}$/i.test(segment);

function redactPath(path: string, routePattern: string | undefined): string {
  const segments = path.split("/");
  const pattern = routePattern?.split("/");
  return segments
    .map((segment, i) => {
      const param = pattern?.[i]?.startsWith(":") ? pattern[i]!.slice(1) : undefined;
      if (param ? SECRET_PARAMS.has(param) : looksSecret(segment) && i > 2) return "[redacted]";
      if (param ? PERSONAL_PARAMS.has(param) : looksPersonal(segment)) return pseudonym(decodeURIComponent(segment));
      return segment;
    })
    .join("/");
}

/**
 * The URL as it may appear in logs: one-time codes and link tokens blanked by the route's
 * parameter names, e-mail addresses and phone numbers replaced by a short hash.
 */
export function redactUrl(url: string, routePattern?: string): string {
  const [path = "", query] = url.split("?", 2);
  const safePath = redactPath(path, routePattern);
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const [key, value] of params) {
    if (SECRET_QUERY.has(key)) params.set(key, "[redacted]");
    else if (PERSONAL_QUERY.has(key) || value.includes("@")) params.set(key, pseudonym(value));
  }
  return `${safePath}?${params.toString()}`;
}
