/*
 * Traces (docs/traces.md), loaded before the server with `node --import ./dist/telemetry.mjs`
 * so that the modules it patches are not loaded yet. Without OTEL_EXPORTER_OTLP_ENDPOINT it
 * does nothing: no OpenTelemetry package is even imported, and the server runs as before.
 */
const TRACES_SHUTDOWN = Symbol.for("merchant-portal.traces.shutdown");

// Read before config/env.ts runs (this loads first, and the SDK reads the OTEL_* settings
// itself); env.ts still checks the endpoint is a URL when the server starts.
// eslint-disable-next-line no-restricted-properties
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await startTracing();

async function startTracing() {
  // The server is an ES module importing pg and node:http(s): only import-in-the-middle's
  // loader hook lets the instrumentations patch what an ES module imports.
  const { register } = await import("node:module");
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url);

  const { NodeSDK, tracing } = await import("@opentelemetry/sdk-node");
  const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
  const { PgInstrumentation } = await import("@opentelemetry/instrumentation-pg");
  const { HttpInstrumentation } = await import("@opentelemetry/instrumentation-http");
  const { UndiciInstrumentation } = await import("@opentelemetry/instrumentation-undici");
  const { FastifyOtelInstrumentation } = await import("@fastify/otel");
  const { ScrubSpans } = await import("./scrub-spans");

  const probes = new Set(["/livez", "/readyz", "/api/health"]);
  const sdk = new NodeSDK({
    // eslint-disable-next-line no-restricted-properties -- the SDK's own setting, read as it would
    serviceName: process.env.OTEL_SERVICE_NAME ?? "merchant-portal",
    // Scrubbed first, then batched to the collector (OTLP over HTTP, the OTEL_EXPORTER_OTLP_* settings).
    spanProcessors: [new ScrubSpans(), new tracing.BatchSpanProcessor(new OTLPTraceExporter())],
    instrumentations: [
      // Each Fastify instance instruments itself as it is made: spans named by route pattern. Its
      // hooks stay unwrapped: the access checks are found among them by identity (plugins/auth.ts).
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: (r) => probes.has(r.url),
      }),
      // SQL text only: parameters (names, phones, amounts, tokens) are never recorded.
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      // Outgoing calls only (webhooks, Telegram, SMTP's neighbours): Fastify's spans are the incoming ones.
      new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
      // The acquirer's and the messaging providers' calls go through fetch.
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // The server awaits this before it exits (server.ts), so the last spans reach the collector.
  (globalThis as Record<symbol, unknown>)[TRACES_SHUTDOWN] = () => sdk.shutdown();
}

export {};
