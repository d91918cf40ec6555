import type { Context } from "@opentelemetry/api";
import type { tracing } from "@opentelemetry/sdk-node";

type ReadableSpan = tracing.ReadableSpan;
type Span = tracing.Span;

/** Attributes that hold a URL or a path as a client sent it: its query and its path's values may be secrets. */
const URL_KEYS = ["url.full", "http.url", "url.query", "http.target", "url.path"];

/**
 * Scrubs each span before it is exported: a path becomes its route pattern (`/api/approveLogin/:code/:email`
 * carries a one-time code and an e-mail in the path), a URL loses its query (a gateway's order
 * password, a link's token), and a URL of no known route keeps only its scheme, host and
 * first segment. Statements' parameters are never recorded in the first place (telemetry.ts).
 */
export class ScrubSpans implements tracing.SpanProcessor {
  onStart(_span: Span, _context: Context): void {}

  onEnd(span: ReadableSpan): void {
    // ReadableSpan's attributes are the span's own object: scrubbed in place, before the exporter's processor reads them.
    const attributes = span.attributes as Record<string, unknown>;
    const route = typeof attributes["http.route"] === "string" ? attributes["http.route"] : undefined;
    for (const key of URL_KEYS) {
      const value = attributes[key];
      if (typeof value !== "string") continue;
      if (key === "url.query") delete attributes[key];
      else if (key === "url.path" || key === "http.target") attributes[key] = route ?? firstSegment(value);
      else attributes[key] = withoutQuery(value);
    }
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

const withoutQuery = (url: string) => url.replace(/[?#].*$/, "");

/** `/api/checkout/AB12/pay?x=1` → `/api/…`: where a path has no route to stand for it. */
const firstSegment = (path: string) => {
  const [, first] = withoutQuery(path).split("/");
  return first ? `/${first}/…` : "/";
};
