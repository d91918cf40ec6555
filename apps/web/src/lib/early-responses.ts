/**
 * Answers to the signed-in screen's first GETs, asked for by the boot script
 * (`boot/early-requests.ts`) as soon as the HTML is parsed, while the portal's JavaScript
 * downloads; the API client takes each one instead of asking again (`lib/api.ts`). Without
 * them the data request waits for every script, then the session check (docs/web-portal.md,
 * "First load").
 *
 * An answer is taken once, by a GET for the same address with the same bearer token, and only
 * while it is fresh: later calls (a refetch, a screen opened afterwards) go to the network.
 * Each start and each take is a User Timing mark (`early-request`, `early-response-taken`,
 * the address as detail): the browser's performance panel shows them, and the browser tests
 * check that every early request was taken.
 */

/** How long an early answer may stand in for a request; then it is dropped unread. */
const FRESH_FOR_MS = 30_000;

const started = new Map<string, Promise<Response>>();

/** The address without the empty query string the API client may leave on it. */
const addressOf = (url: string) => url.replace(/\?$/, "");
const keyOf = (url: string, authorization: string) => `${authorization} ${addressOf(url)}`;

/** Asks for `url` now; the answer waits for `takeEarlyResponse`. */
export function startEarlyRequest(url: string, authorization: string, timeoutMs: number) {
  if (started.size === 0) setTimeout(() => started.clear(), FRESH_FOR_MS);
  const answer = fetch(url, { headers: { authorization }, signal: AbortSignal.timeout(timeoutMs) });
  // Never taken (the screen asked for something else): no unhandled rejection for a failure nobody awaits.
  answer.catch(() => undefined);
  started.set(keyOf(url, authorization), answer);
  performance.mark("early-request", { detail: addressOf(url) });
}

/** The early answer to `request`, once; undefined when there is none or it is no longer fresh. */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (started.size === 0 || request.method !== "GET") return undefined;
  const key = keyOf(request.url, request.headers.get("authorization") ?? "");
  const answer = started.get(key);
  if (!answer) return undefined;
  started.delete(key);
  performance.mark("early-response-taken", { detail: addressOf(request.url) });
  return answer;
}
