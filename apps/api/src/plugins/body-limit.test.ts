import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "@/test-support/test-app";

const TOO_LARGE = {
  code: "PAYLOAD_TOO_LARGE",
  message: "The request body is larger than 1 MB, the most this server accepts.",
  requestId: expect.any(String),
};

describe("a body over the server's 1 MB limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
  });

  const big = "x".repeat(1024 * 1024 + 1);

  // A call refused before its body is read (no session, a type nobody parses) keeps that answer.
  it("is a 413 in DESIGN §5's shape that names the limit, on a route or not, JSON or text", async () => {
    const calls = [
      {
        method: "POST" as const,
        url: "/api/login",
        payload: JSON.stringify({ username: big }),
        headers: { "content-type": "application/json" },
      },
      { method: "POST" as const, url: "/api/register", payload: big, headers: { "content-type": "text/plain" } },
      {
        method: "PUT" as const,
        url: "/api/nope",
        payload: JSON.stringify({ big }),
        headers: { "content-type": "application/json" },
      },
      {
        method: "POST" as const,
        url: "/api/forgot-password",
        payload: JSON.stringify({ email: big }),
        headers: { "content-type": "application/json" },
      },
    ];
    for (const call of calls) {
      const res = await t.call(call);
      expect(res.statusCode, call.url).toBe(413);
      expect(res.json(), call.url).toEqual(TOO_LARGE);
    }
  });

  it("is refused the same over a real connection, from its Content-Length", async () => {
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const res = await fetch(`${address}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: big }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });
});
