import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(backends)("probes and request ids on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it("answers /livez without the database, and /readyz with every check", async () => {
    const live = await t.call({ method: "GET", url: "/livez" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await t.call({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", redis: "off", shutdown: "ok" },
    });
  });

  it("turns /readyz to 503 once shutting down, while /livez still answers", async () => {
    t.app.lifecycle.shuttingDown = true;
    try {
      const ready = await t.call({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "unavailable", checks: { shutdown: "shutting_down" } });
      expect((await t.call({ method: "GET", url: "/livez" })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.shuttingDown = false;
    }
  });

  it("gives every request a UUID of its own, in X-Request-Id and in the error body", async () => {
    const first = await t.call({ method: "GET", url: "/api/invoices/not-a-uuid" });
    const second = await t.call({ method: "GET", url: "/api/invoices/not-a-uuid" });
    for (const res of [first, second]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers["x-request-id"]).toMatch(UUID);
      expect(res.json().requestId).toBe(res.headers["x-request-id"]);
    }
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
    // Not one a client names: without TRUST_PROXY the header is a client's word.
    const named = await t.call({ method: "GET", url: "/livez", headers: { "x-request-id": "chosen-by-client-1" } });
    expect(named.headers["x-request-id"]).toMatch(UUID);
  });

  it("puts the request id on the request's log lines", async () => {
    const merchant = await signedInMerchant(t);
    const res = await t.call({ method: "GET", url: "/api/profile", headers: merchant.headers });
    const id = res.headers["x-request-id"] as string;
    const lines = t
      .logs()
      .split("\n")
      .filter((line) => line.includes(id));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.parse(line).requestId).toBe(id);
  });
});

describe("request ids behind a trusted proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("keeps the proxy's id when it looks like one, and makes one otherwise", async () => {
    const kept = await t.call({ method: "GET", url: "/livez", headers: { "x-request-id": "0f2a9c1e7b3d4a5f" } });
    expect(kept.headers["x-request-id"]).toBe("0f2a9c1e7b3d4a5f");
    const odd = await t.call({ method: "GET", url: "/livez", headers: { "x-request-id": "two words\u0007" } });
    expect(odd.headers["x-request-id"]).toMatch(UUID);
  });
});

describe("an overloaded API", () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp("pglite", { OVERLOAD_EVENT_LOOP_DELAY_MS: "50" });
    // Listening: before the port opens, a long start-up is no overload.
    url = await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => t.close());

  it("answers 503 with Retry-After rather than queueing, probes still answering, and serves again once it recovers", async () => {
    // The event loop held for 1.5 s, as a runaway computation would hold it.
    const until = Date.now() + 1500;
    while (Date.now() < until);
    // The pressure sampler's overdue timer runs first, and sees the delay.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refused = await fetch(`${url}/api/config`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toMatchObject({ code: "UNAVAILABLE", requestId: refused.headers.get("x-request-id") });
    expect((await fetch(`${url}/livez`)).status).toBe(200);

    // The next samples, a second apart, see an idle loop.
    await expect.poll(async () => (await fetch(`${url}/api/config`)).status, { timeout: 5000 }).toBe(200);
  });
});
