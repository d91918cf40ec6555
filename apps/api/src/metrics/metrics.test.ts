import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveApplication, paidTransaction, signedInMerchant, testCard } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { startMetricsServer } from "./metrics-server";

type Families = ReturnType<typeof parsePrometheusTextFormat>;

const valueOf = (families: Families, name: string, labels: Record<string, string> = {}) =>
  Number(
    families
      .find((f) => f.name === name)
      ?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value ?? 0,
  );

describe.each(backends)("Prometheus metrics on %s", (backend) => {
  let t: TestApp;
  let url: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    t = await startTestApp(backend, { METRICS_PORT: "0" });
    await t.app.ready();
    stop = await startMetricsServer(t.app, t.app.metrics!, "127.0.0.1", 0);
    const port = (t.logs().match(/"port":(\d+),"msg":"metrics listening"/) ?? [])[1];
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await stop?.();
    await t.close();
  });

  let text = "";
  /** The families as a text-format parser reads them (it refuses a malformed line); the text kept for the histograms. */
  const scrape = async () => {
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    text = await res.text();
    return parsePrometheusTextFormat(text);
  };

  it("serves the process's, the HTTP and the business figures, and they move with a payment", async () => {
    const before = await scrape();
    for (const name of ["process_cpu_seconds_total", "nodejs_eventloop_lag_seconds", "http_request_duration_seconds"])
      expect(before.map((f) => f.name)).toContain(name);

    const merchant = await signedInMerchant(t);
    const appId = await liveApplication(t, merchant.headers);
    await paidTransaction(t, merchant.headers, appId);
    await paidTransaction(t, merchant.headers, appId, { cardNumber: testCard("decline") }).catch(() => undefined);

    const after = await scrape();
    expect(valueOf(after, "portal_payments_total", { outcome: "succeeded" })).toBe(
      valueOf(before, "portal_payments_total", { outcome: "succeeded" }) + 1,
    );
    // Timed by the route's pattern, never by the path a client sent (which may carry a code).
    // (The parser folds a labelled histogram's series into one: its lines are read as written.)
    const paid =
      /^http_request_duration_seconds_count\{method="POST",route="\/api\/checkout\/:invoiceCode\/pay",status_code="200"\} (\d+)$/m.exec(
        text,
      );
    expect(Number(paid?.[1])).toBeGreaterThanOrEqual(1);
    const routes = [...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|[A-Za-z0-9]{10,}$/);
    expect(after.map((f) => f.name)).toEqual(
      expect.arrayContaining(["portal_outbox_lag_seconds", "portal_jobs", "portal_webhook_deliveries_total"]),
    );
    expect(valueOf(after, "portal_outbox_lag_seconds", { outbox: "webhooks" })).toBeGreaterThanOrEqual(0);
  });

  it("carries no id, amount or person in any label", async () => {
    const families = await scrape();
    const labelValues = families.flatMap((f) => f.metrics.flatMap((m) => Object.values(m.labels ?? {})));
    for (const value of labelValues) {
      expect(value).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|@|\+994|\d{6}/);
    }
  });

  it("answers the probes on the metrics port too, for a worker without an HTTP port", async () => {
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
  });
});
