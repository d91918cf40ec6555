import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const URL_A = "http://localhost/api/invoices?page=0";
const TOKEN = "Bearer t-1";

/** A fresh module each time: its answers are per page load. */
const load = async () => {
  vi.resetModules();
  return import("./early-responses");
};
const get = (url: string, authorization = TOKEN, method = "GET") =>
  new Request(url, { method, headers: { authorization } });

describe("early responses", () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetch = vi.fn(async () => Response.json({ content: [] }));
    vi.stubGlobal("fetch", fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    performance.clearMarks();
  });

  it("hands the answer to the same GET with the same token, once", async () => {
    const { startEarlyRequest, takeEarlyResponse } = await load();
    startEarlyRequest(URL_A, TOKEN, 30_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    const answer = takeEarlyResponse(get(URL_A));
    expect(await (await answer!).json()).toEqual({ content: [] });
    expect(takeEarlyResponse(get(URL_A))).toBeUndefined();
    expect(performance.getEntriesByName("early-response-taken").map((m) => (m as PerformanceMark).detail)).toEqual([
      URL_A,
    ]);
  });

  it("keeps it from another token, another address and a write", async () => {
    const { startEarlyRequest, takeEarlyResponse } = await load();
    startEarlyRequest(URL_A, TOKEN, 30_000);
    expect(takeEarlyResponse(get(URL_A, "Bearer someone-else"))).toBeUndefined();
    expect(takeEarlyResponse(get("http://localhost/api/invoices?page=1"))).toBeUndefined();
    expect(takeEarlyResponse(get(URL_A, TOKEN, "DELETE"))).toBeUndefined();
    expect(takeEarlyResponse(get(URL_A))).toBeDefined();
  });

  it("matches an address the API client left an empty query string on", async () => {
    const { startEarlyRequest, takeEarlyResponse } = await load();
    startEarlyRequest("http://localhost/api/meta-data-transactions", TOKEN, 30_000);
    expect(takeEarlyResponse(get("http://localhost/api/meta-data-transactions?"))).toBeDefined();
  });

  it("drops answers nobody took within 30 seconds", async () => {
    vi.useFakeTimers();
    const { startEarlyRequest, takeEarlyResponse } = await load();
    startEarlyRequest(URL_A, TOKEN, 60_000);
    vi.advanceTimersByTime(30_001);
    expect(takeEarlyResponse(get(URL_A))).toBeUndefined();
  });
});
