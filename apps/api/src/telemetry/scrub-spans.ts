import type { Context } from "@opentelemetry/api";
import type { tracing } from "@opentelemetry/sdk-node";

type ReadableSpan = tracing.ReadableSpan;
type Span = tracing.Span;

/** Attributes holding a whole URL, as the HTTP client instrumentations record it. */
const URL_KEYS = ["url.full", "http.url"];
/** Attributes holding a path as it was sent, query included. */
const PATH_KEYS = ["url.path", "http.target"];
/** Attributes holding a query alone. */
const QUERY_KEYS = ["url.query"];

/**
 * Scrubs each span before it is exported, since a URL can carry a secret anywhere in it:
 * - a request to us: its path becomes its route pattern (`/api/approveLogin/:OTP/:email`
 *   rather than the code and the e-mail, `/pay/:invoiceCode/return` rather than the link);
 * - a call we make: its URL keeps the scheme, the host and the path's shape, each segment
 *   that is not plainly a word turned into `{}` (Telegram's bot token is a path segment:
 *   `/bot123:AA…/sendMessage` becomes `/{}/{}`; Kapital's `/api/order/1000/exec-tran` becomes
 *   `/api/order/{}/exec-tran`); user and password are dropped;
 * - every query goes (an order's password, a webhook receiver's token, a phone looked up).
 * Statements' parameters, bodies and headers are never recorded in the first place (telemetry.ts).
 */
export class ScrubSpans implements tracing.SpanProcessor {
  onStart(_span: Span, _context: Context): void {}

  onEnd(span: ReadableSpan): void {
    // ReadableSpan's attributes are the span's own object: scrubbed in place, before the exporter's processor reads them.
    const attributes = span.attributes as Record<string, unknown>;
    const route = typeof attributes["http.route"] === "string" ? attributes["http.route"] : undefined;
    for (const key of URL_KEYS) {
      const value = attributes[key];
      if (typeof value === "string") attributes[key] = urlShape(value);
    }
    for (const key of PATH_KEYS) {
      const value = attributes[key];
      if (typeof value === "string") attributes[key] = route ?? pathShape(value);
    }
    for (const key of QUERY_KEYS) delete attributes[key];
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/** A segment kept as it is: lower-case words joined by `-`, `_` or `.` (`order`, `exec-tran`), short. Tokens, ids and codes have digits or capitals. */
const WORD = /^[a-z]+(?:[-_.][a-z]+)*$/;
const WORD_MAX_LENGTH = 24;

/** A path's shape without its query: `/api/order/1000/exec-tran?x=1` → `/api/order/{}/exec-tran`. */
export function pathShape(path: string): string {
  return path
    .replace(/[?#].*$/s, "")
    .split("/")
    .map((segment) => (segment === "" || (segment.length <= WORD_MAX_LENGTH && WORD.test(segment)) ? segment : "{}"))
    .join("/");
}

/** A URL's scheme, host and path's shape; nothing of a URL that does not parse. */
export function urlShape(url: string): string {
  if (!URL.canParse(url)) return "{}";
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathShape(pathname)}`;
}
