import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { readinessCheck } from "@/modules/health/readiness";
import type { Metrics } from "./metrics";

/** Times each answer by its route's pattern (`/api/invoices/:id`), never the path a client sent. */
export function timeRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook("onResponse", async (req, reply) => {
    metrics.http.observe(
      { method: req.method, route: req.routeOptions.url ?? "unmatched", status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * Prometheus scrapes `/metrics` on a port of its own (METRICS_PORT), kept off the public one.
 * It also answers `/livez` and `/readyz`, so a worker, which has no HTTP port, has probes too.
 */
export async function startMetricsServer(app: FastifyInstance, metrics: Metrics, host: string, port: number) {
  const readiness = readinessCheck(app);
  const server = http.createServer((req, res) => {
    const answer = async () => {
      if (req.url === "/metrics") {
        return { status: 200, type: metrics.registry.contentType, body: await metrics.registry.metrics() };
      }
      if (req.url === "/livez") return { status: 200, type: "application/json", body: '{"status":"ok"}' };
      if (req.url === "/readyz") {
        const { ready, checks } = await readiness();
        const body = JSON.stringify({ status: ready ? "ready" : "unavailable", checks });
        return { status: ready ? 200 : 503, type: "application/json", body };
      }
      return { status: 404, type: "text/plain", body: "Not found" };
    };
    answer().then(
      ({ status, type, body }) => res.writeHead(status, { "content-type": type }).end(body),
      (err: unknown) => {
        app.log.error({ err }, "metrics not collected");
        res.writeHead(500, { "content-type": "text/plain" }).end("Metrics could not be collected");
      },
    );
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, host, resolve));
  app.log.info({ port: (server.address() as AddressInfo).port }, "metrics listening");
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
