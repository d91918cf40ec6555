/*
 * Traces (docs/traces.md), loaded before the server with `node --import ./dist/telemetry.mjs`
 * so that the modules it patches are not loaded yet. Without OTEL_EXPORTER_OTLP_ENDPOINT it
 * does nothing: no OpenTelemetry package is even imported, and the server runs as before.
 */

/**
 * Where the flush of the last spans is left for the server (server.ts awaits it after its
 * graceful close, before `process.exit`). A global symbol, because the server cannot import
 * this preload (a separate bundle) and must not load OpenTelemetry to find out.
 */
const TRACES_SHUTDOWN = Symbol.for("merchant-portal.traces.shutdown");

/** The packages patched where an ES module imports them: pg, from the server's bundle. */
const PATCHED_ON_IMPORT = ["pg"];

// Read before config/env.ts runs (this loads first, and the SDK reads the OTEL_* settings
// itself); env.ts still checks the endpoint is a URL when the server starts.
// eslint-disable-next-line no-restricted-properties
const settings = process.env;
if (settings.OTEL_EXPORTER_OTLP_ENDPOINT) await startTracing();

async function startTracing() {
  // The server is an ES module: only import-in-the-middle's loader hook lets the
  // instrumentations patch a package it imports. Limited to those, every other module loads as
  // it would without tracing (fetch and Fastify are seen through diagnostics channels).
  const { createRequire, register, syncBuiltinESMExports } = await import("node:module");
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url, { data: { include: PATCHED_ON_IMPORT } });

  const { NodeSDK, core, resources, tracing } = await import("@opentelemetry/sdk-node");
  const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
  const { PgInstrumentation } = await import("@opentelemetry/instrumentation-pg");
  const { HttpInstrumentation } = await import("@opentelemetry/instrumentation-http");
  const { UndiciInstrumentation } = await import("@opentelemetry/instrumentation-undici");
  const { FastifyOtelInstrumentation } = await import("@fastify/otel");
  const { ScrubSpans } = await import("./scrub-spans");

  const probes = new Set(["/livez", "/readyz", "/api/health"]);
  const namedByResource = /(^|,)\s*service\.name\s*=/.test(settings.OTEL_RESOURCE_ATTRIBUTES ?? "");
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME, or service.name in OTEL_RESOURCE_ATTRIBUTES, wins as the SDK has it.
    serviceName: settings.OTEL_SERVICE_NAME ?? (namedByResource ? undefined : "merchant-portal"),
    // Not the process detector: its command line holds a one-off command's arguments
    // (`--create-operator --email …`). OTEL_NODE_RESOURCE_DETECTORS still chooses.
    resourceDetectors: settings.OTEL_NODE_RESOURCE_DETECTORS
      ? undefined
      : [resources.envDetector, resources.hostDetector],
    // Traces only: the SDK would also push metrics and logs to the collector by default;
    // metrics are Prometheus's (METRICS_PORT) and logs go to stdout.
    metricReaders: [],
    logRecordProcessors: [],
    // A caller's trace is continued and passed on to the calls we make, but not its baggage
    // (whatever a client put there would reach the acquirer); OTEL_PROPAGATORS still chooses.
    textMapPropagator: settings.OTEL_PROPAGATORS ? undefined : new core.W3CTraceContextPropagator(),
    // Scrubbed first, then batched to the collector (OTLP/HTTP with JSON, the OTEL_EXPORTER_OTLP_* and OTEL_BSP_* settings).
    spanProcessors: [new ScrubSpans(), new tracing.BatchSpanProcessor(new OTLPTraceExporter())],
    instrumentations: [
      // Each Fastify instance instruments itself as it is made: spans named by route pattern. Its
      // hooks stay unwrapped: the access checks are found among them by identity (plugins/auth.ts).
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: (r) => probes.has(r.url),
      }),
      // SQL text only: parameters (names, phones, amounts, tokens) are never recorded. Only
      // inside a request's trace: the job queue polls the database every few seconds, and each
      // poll would be a trace of its own.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
      // Outgoing calls only (webhooks, Telegram): Fastify's spans are the incoming ones.
      new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
      // The acquirer's and the messaging providers' calls go through fetch.
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // node:http(s) are patched once, where they are first required (CommonJS: Fastify, node-fetch),
  // and the instrumentation then ignores the ES import. Required here first, with the built-in
  // modules' ES exports synced, `import { request } from "node:http"` (lib/outbound-http.ts,
  // linked after this preload) gets the patched function too: webhooks are traced.
  const require = createRequire(import.meta.url);
  require("node:http");
  require("node:https");
  syncBuiltinESMExports();

  let shutdown: Promise<void> | undefined;
  const flush = () => (shutdown ??= sdk.shutdown().catch(() => undefined));
  (globalThis as Record<symbol, unknown>)[TRACES_SHUTDOWN] = flush;
  // A one-off command (`--migrate`, `--create-operator`) ends by running out of work, without
  // process.exit: its last spans go out first (the flush's request keeps the process alive).
  process.once("beforeExit", () => void flush());
}

export {};
