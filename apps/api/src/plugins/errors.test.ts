import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "@/test-support/test-app";

/** Fastify's router answered these itself, in its own shape (found by fuzz.test.ts). */
describe("errors the router finds before any route runs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
  });

  it("answer a broken escape or an overlong path parameter with the error shape", async () => {
    for (const url of ["/api/checkout/%ZZ", "/api/invoices/%ED%A0%80/qr", `/api/booking/invoice/${"x".repeat(101)}`]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(Object.keys(res.json()).sort(), url).toEqual(["code", "message", "requestId"]);
      expect(res.json().code).toBe("VALIDATION_ERROR");
    }
  });

  it("answers a body in a format the call does not read with 415 and its own code", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/xml" },
      payload: "<login/>",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Send the request body as application/json.",
      requestId: expect.any(String),
    });
  });
});
