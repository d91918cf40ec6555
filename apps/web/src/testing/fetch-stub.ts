import { vi } from "vitest";

type Handler = (request: Request) => Response | Promise<Response>;

/** A JSON response, as the API sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * Replaces the network: `"POST /api/login"` → handler. Unknown calls answer 404 like the
 * server does. Returns the requests made, for assertions on what was sent.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      const handler = handlers[`${request.method} ${new URL(request.url).pathname}`];
      return handler ? handler(request) : json(404, { code: "NOT_FOUND", message: "No such endpoint" });
    }),
  );
  return requests;
}
