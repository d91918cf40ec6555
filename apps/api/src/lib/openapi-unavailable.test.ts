import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "@/test-support/test-app";

type Document = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { headers?: Record<string, unknown>; content?: unknown }> }>
  >;
};

/** The 503 of a database that restarts or an overloaded process (docs/operations.md), in both OpenAPI documents. */
describe("the documents' 503 UNAVAILABLE", () => {
  let t: TestApp;
  const documents: Record<string, Document> = {};
  beforeAll(async () => {
    t = await startTestApp("pglite");
    for (const url of ["/api/docs/json", "/api/v1/docs/json"]) documents[url] = (await t.app.inject({ url })).json();
  });
  afterAll(() => t.close());

  it("is on every operation that answers errors, with Retry-After and the error shape of its 4xx", () => {
    for (const [url, document] of Object.entries(documents)) {
      let counted = 0;
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const [method, { responses = {} }] of Object.entries(operations)) {
          const fourXX = Object.entries(responses).find(([status]) => status.startsWith("4"))?.[1];
          if (!fourXX) continue;
          counted++;
          const unavailable = responses["503"];
          expect(unavailable, `${url} ${method} ${path}`).toBeDefined();
          if (path.endsWith("/readyz")) continue;
          expect(unavailable!.headers, `${url} ${method} ${path}`).toHaveProperty("Retry-After");
          const fields = (answer: typeof unavailable) =>
            Object.keys(
              (answer!.content as Record<string, { schema: { properties: object } }>)["application/json"]!.schema
                .properties,
            );
          expect(fields(unavailable)).toEqual(fields(fourXX));
        }
      }
      expect(counted, url).toBeGreaterThan(5);
    }
  });

  it("leaves the readiness probe's own 503, which names the failed check", () => {
    const ready = documents["/api/docs/json"]!.paths["/readyz"]?.get?.responses["503"];
    expect(JSON.stringify(ready)).toContain("checks");
  });
});
