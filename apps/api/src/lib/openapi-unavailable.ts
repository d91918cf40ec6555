/**
 * Every call that reads or writes the database may be answered 503 UNAVAILABLE with
 * Retry-After while PostgreSQL restarts, fails over or is overloaded (docs/operations.md,
 * "When the database fails"), and every call when the process is overloaded: the documents
 * say so on each operation that answers errors, with the error shape its 4xx has.
 */
type Responses = Record<string, { content?: unknown } & Record<string, unknown>>;
type Operation = { responses?: Responses };

const UNAVAILABLE = {
  description:
    "UNAVAILABLE: the database is restarting, failing over or too busy, or the process is overloaded. Nothing was done that the same request sent again would repeat; send it again after Retry-After seconds.",
  headers: { "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" } } },
};

/** The same fields (an answer per status lists its own codes, so the `code` enums differ). */
function fieldsOf(content: unknown): string {
  const schema = (content as { "application/json"?: { schema?: { properties?: object } } })?.["application/json"]
    ?.schema;
  return JSON.stringify(Object.keys(schema?.properties ?? {}));
}
const sameShape = (a: unknown, b: unknown) => fieldsOf(a) !== "[]" && fieldsOf(a) === fieldsOf(b);

export function documentUnavailable<T extends { paths?: object }>(document: T): T {
  for (const path of Object.values((document.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const operation of Object.values(path) as Operation[]) {
      const responses = operation?.responses;
      const error =
        responses?.["4XX"] ?? Object.entries(responses ?? {}).find(([status]) => status.startsWith("4"))?.[1];
      if (!responses || !error?.content) continue;
      const own = responses["503"];
      // A route's own 503 of the error shape (a bot not yet reachable) gets the header too; the probe's is its own.
      if (!own) responses["503"] = { ...UNAVAILABLE, content: error.content };
      else if (sameShape(own.content, error.content)) own.headers ??= UNAVAILABLE.headers;
    }
  }
  return document;
}
