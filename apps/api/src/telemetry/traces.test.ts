import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { addDays, calendarDateOf, type HostedPaymentStart } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiDir } from "@/lib/api-dir";
import { DEMO_MERCHANT } from "@/modules/demo/demo-merchant";
import { eventually } from "@/test-support/eventually";
import {
  customerOnCardPage,
  FAKE_KAPITAL_LOGIN,
  FAKE_KAPITAL_PASSWORD,
  type FakeKapitalGateway,
  fakeKapitalGateway,
} from "@/test-support/fake-kapital-gateway";
import { testCard } from "@/test-support/flows";
import { exited, startServer, stopServers } from "@/test-support/server-process";
import { backends, scratchPostgres } from "@/test-support/test-app";
import { pathShape, ScrubSpans, urlShape } from "./scrub-spans";

const PRELOAD = path.join(apiDir, "dist/telemetry.mjs");
const PORT = 3981;

/** Traces come from the build, as production runs it: `npm test` builds first. */
function requireBuild() {
  if (!existsSync(PRELOAD)) throw new Error("apps/api/dist/telemetry.mjs is missing: run npm run build first");
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
const SPAN_KIND_CLIENT = 3;
const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

/** A collector as far as the exporter can tell: OTLP/HTTP's JSON at /v1/traces, every body kept. Anything else is answered 200 (a webhook receiver). */
async function otlpReceiver() {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/v1/traces") bodies.push(body);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  type Export = {
    resourceSpans: { resource: { attributes: OtlpSpan["attributes"] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
  };
  const exports = () => bodies.map((b) => JSON.parse(b) as Export);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    spans: () => exports().flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))),
    resources: () => exports().flatMap((e) => e.resourceSpans.map((r) => r.resource)),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

// Secrets the server is given or hands out, none of which may reach a span.
const APP_SECRET = "traces-test-app-secret-0123456789abcdef";
const CARD = { number: testCard("approve"), cvv: "739", holder: "LEYLA TRACED" };
const CUSTOMER = { fullName: "Leyla Əliyeva", phone: "+994551234567" };
const WEBHOOK_PATH_TOKEN = "Wh7PathToken";
const WEBHOOK_QUERY_TOKEN = "wh-query-token";

describe.each(backends)("a payment's trace on %s, sent to an OTLP collector", (backend) => {
  const port = PORT + backends.indexOf(backend);
  const base = `http://127.0.0.1:${port}`;
  let collector: Awaited<ReturnType<typeof otlpReceiver>>;
  let bank: FakeKapitalGateway;
  let server: ChildProcess | undefined;
  let dataDir: string;
  let dropDatabase: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    requireBuild();
    collector = await otlpReceiver();
    bank = await fakeKapitalGateway();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "traces-"));
    const scratch = backend === "postgres" ? await scratchPostgres(process.env.TEST_DATABASE_URL!) : undefined;
    if (scratch) dropDatabase = scratch.drop;
    server = await startServer(
      port,
      scratch?.url,
      {
        DATA_DIR: dataDir,
        SEED_DEMO: "true",
        APP_SECRET,
        ACQUIRER: "kapital",
        KAPITAL_API_URL: bank.apiUrl,
        KAPITAL_LOGIN: FAKE_KAPITAL_LOGIN,
        KAPITAL_PASSWORD: FAKE_KAPITAL_PASSWORD,
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_BSP_SCHEDULE_DELAY: "200",
      },
      "build",
    );
  }, 300_000);
  afterAll(async () => {
    if (server) await stopServers([server]);
    await bank?.close();
    collector?.close();
    await dropDatabase();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${base}${url}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: "manual",
    });
  const ok = async (res: Response, status = 200) => {
    expect(res.status, await res.clone().text()).toBe(status);
    return res.json() as Promise<Record<string, unknown>>;
  };

  it("shows the route, the call to the acquirer and the SQL, and carries no card, secret or person", async () => {
    // The demo merchant signs in: the texted code and the e-mail go in a path.
    await ok(await call("/api/login", { body: { username: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password } }));
    const [sms] = (await ok(
      await call(`/sandbox/outbox.json?to=${encodeURIComponent(DEMO_MERCHANT.mobilePhone)}`),
    )) as unknown as { text: string }[];
    const code = /\d{6}/.exec(sms!.text)![0];
    const { accessToken } = await ok(
      await call(`/api/approveLogin/${code}/${encodeURIComponent(DEMO_MERCHANT.email)}`, { method: "POST" }),
    );
    const auth = { authorization: `Bearer ${accessToken as string}` };
    const apps = (await ok(await call("/api/apps", { headers: auth }))) as unknown as { id: string; status: string }[];
    const appId = apps.find((a) => a.status === "live")!.id;

    // A webhook sent now, over node:http, to a URL with a token in its path and its query.
    const { endpoint, signingSecret } = (await ok(
      await call(`/api/apps/${appId}/webhooks`, {
        headers: auth,
        body: {
          url: `${collector.url}/hooks/${WEBHOOK_PATH_TOKEN}?token=${WEBHOOK_QUERY_TOKEN}`,
          events: ["order.paid"],
        },
      }),
      201,
    )) as { endpoint: { id: string }; signingSecret: string };
    await ok(await call(`/api/webhooks/${endpoint.id}/test`, { headers: auth, method: "POST" }), 201);

    const { invoiceCode } = (await ok(
      await call("/api/bookings", {
        headers: auth,
        body: {
          appId,
          amount: "25.00",
          currency: "AZN",
          ...CUSTOMER,
          description: "Traced",
          linkExpirationDate: addDays(calendarDateOf(new Date()), 3),
          bookingId: "traced-1",
        },
      }),
      201,
    )) as { invoiceCode: string };
    // A client that sends the card to our checkout anyway: refused (the card is typed on the bank's page), its body still parsed.
    const direct = await call(`/api/checkout/${invoiceCode}/pay`, {
      body: {
        cardNumber: CARD.number,
        expiry: "12/30",
        cvv: CARD.cvv,
        cardHolder: CARD.holder,
        language: "en",
        amount: 25,
        currency: "AZN",
      },
    });
    expect(direct.status).toBeGreaterThanOrEqual(400);
    // The customer pays on the bank's page and comes back.
    const start = (await ok(
      await call(`/api/checkout/${invoiceCode}/hosted-payment`, {
        body: { amount: 25, currency: "AZN", language: "en" },
      }),
    )) as unknown as HostedPaymentStart;
    const back = await customerOnCardPage(start.redirectUrl, { pan: CARD.number });
    expect(back.origin).toBe(base);
    expect((await call(`${back.pathname}${back.search}`)).status).toBe(303);
    expect(await ok(await call(`/api/checkout/${invoiceCode}`))).toMatchObject({ status: "paid" });

    /** The spans of the trace of the call to `route`, once it holds what `complete` asks. */
    const traceOf = (route: string, complete: (spans: OtlpSpan[]) => boolean) =>
      eventually(() => {
        const root = collector.spans().find((s) => attribute(s, "http.route") === route);
        const spans = root ? collector.spans().filter((s) => s.traceId === root.traceId) : [];
        return root && complete(spans) ? { root, spans } : undefined;
      }, 15_000);
    const toBank = (method: string, pathShape: string) => (s: OtlpSpan) =>
      s.kind === SPAN_KIND_CLIENT &&
      attribute(s, "http.request.method") === method &&
      attribute(s, "url.full") === `${bank.url}${pathShape}`;
    const sql = (s: OtlpSpan) => attribute(s, "db.system.name") === "postgresql" && !!attribute(s, "db.query.text");
    // PGlite runs in the server's process, where no driver is there to trace.
    const withSql = (spans: OtlpSpan[]) => backend === "pglite" || spans.some(sql);

    const pay = await traceOf(
      "/api/checkout/:invoiceCode/hosted-payment",
      (spans) => spans.some(toBank("POST", "/api/order")) && withSql(spans),
    );
    expect(attribute(pay.root, "url.path")).toBe("/api/checkout/:invoiceCode/hosted-payment");
    const returned = await traceOf(
      "/pay/:invoiceCode/return",
      (spans) => spans.some(toBank("GET", "/api/order/{}")) && withSql(spans),
    );
    expect(attribute(returned.root, "url.path")).toBe("/pay/:invoiceCode/return");
    await traceOf("/api/webhooks/:endpointId/test", (spans) =>
      spans.some((s) => s.kind === SPAN_KIND_CLIENT && attribute(s, "url.full") === `${collector.url}/hooks/{}`),
    );
    await traceOf("/api/approveLogin/:OTP/:email", () => true);
    expect(collector.spans().filter((s) => attribute(s, "http.route") === "/api/health")).toEqual([]);
    expect(collector.resources()[0]!.attributes).toContainEqual({
      key: "service.name",
      value: { stringValue: "merchant-portal" },
    });

    const exported = collector.bodies.join("\n");
    const bankOrder = new URL(start.redirectUrl).searchParams;
    for (const secret of [
      APP_SECRET,
      FAKE_KAPITAL_PASSWORD,
      DEMO_MERCHANT.password,
      DEMO_MERCHANT.email,
      accessToken as string,
      CARD.number,
      CARD.holder,
      CUSTOMER.fullName,
      CUSTOMER.phone,
      invoiceCode,
      bankOrder.get("password")!,
      start.payerToken,
      signingSecret,
      WEBHOOK_PATH_TOKEN,
      WEBHOOK_QUERY_TOKEN,
    ]) {
      expect(exported).not.toContain(secret);
    }
    // Short numbers are looked for as words, not inside the timestamps and hexadecimal ids around them.
    for (const digits of [code, CARD.cvv]) expect(exported).not.toMatch(new RegExp(`\\b${digits}\\b`));
  }, 120_000);
});

describe("the preload on its own", () => {
  /**
   * Runs `script` (an ES module) with the preload, as `npm start` runs the server, behind a
   * loader hook registered first: the specifiers node resolved, as that hook saw them.
   */
  async function preloaded(script: string, env: Record<string, string>): Promise<string[]> {
    const dir = mkdtempSync(path.join(os.tmpdir(), "traces-preload-"));
    try {
      const log = path.join(dir, "resolved.log");
      writeFileSync(
        path.join(dir, "hooks.mjs"),
        `import { appendFileSync } from "node:fs";
let log;
export function initialize(data) { log = data.log; }
export async function resolve(specifier, context, next) { appendFileSync(log, specifier + "\\n"); return next(specifier, context); }
`,
      );
      writeFileSync(
        path.join(dir, "recorder.mjs"),
        `import { register } from "node:module";
register("./hooks.mjs", import.meta.url, { data: { log: ${JSON.stringify(log)} } });
`,
      );
      writeFileSync(path.join(dir, "script.mjs"), script);
      writeFileSync(log, "");
      const child = spawn(
        process.execPath,
        ["--import", path.join(dir, "recorder.mjs"), "--import", PRELOAD, path.join(dir, "script.mjs")],
        { cwd: apiDir, env: { PATH: process.env.PATH, ...env }, stdio: ["ignore", "ignore", "pipe"] },
      );
      let said = "";
      child.stderr?.on("data", (chunk: Buffer) => (said += chunk.toString()));
      await exited(child);
      expect(child.exitCode, said).toBe(0);
      return readFileSync(log, "utf8").split("\n").filter(Boolean);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  let collector: Awaited<ReturnType<typeof otlpReceiver>>;
  beforeAll(async () => {
    requireBuild();
    collector = await otlpReceiver();
  });
  afterAll(() => collector?.close());

  it("loads no OpenTelemetry package without OTEL_EXPORTER_OTLP_ENDPOINT", async () => {
    const resolved = await preloaded("", {});
    expect(resolved.some((s) => s.endsWith("dist/telemetry.mjs"))).toBe(true);
    expect(resolved.filter((s) => /opentelemetry|@fastify\/otel/.test(s))).toEqual([]);
  }, 60_000);

  it("sends a process's last spans before it ends by itself, as a one-off command does", async () => {
    // A batch would wait a minute: only the flush before the process ends can send it.
    const resolved = await preloaded(`await fetch(${JSON.stringify(`${collector.url}/last-call`)});`, {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: "60000",
    });
    expect(resolved).toContain("@opentelemetry/sdk-node");
    expect(collector.spans().map((s) => attribute(s, "url.full"))).toContain(`${collector.url}/last-call`);
  }, 60_000);
});

describe("scrubbing a span", () => {
  it("keeps a path's words and replaces everything else, and drops queries, users and passwords", () => {
    expect(pathShape("/api/order/1000/exec-tran?password=abc")).toBe("/api/order/{}/exec-tran");
    expect(urlShape("https://api.telegram.org/bot123456:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/sendMessage")).toBe(
      "https://api.telegram.org/{}/{}",
    );
    expect(urlShape("https://user:pa55@hooks.example.az:8443/webhooks/portal?token=x#y")).toBe(
      "https://hooks.example.az:8443/webhooks/portal",
    );
    expect(urlShape("not a url")).toBe("{}");
  });

  it("names a request by its route, or by its path's shape when it matched none", () => {
    const scrubbed = (attributes: Record<string, unknown>) => {
      new ScrubSpans().onEnd({ attributes } as never);
      return attributes;
    };
    expect(
      scrubbed({ "http.route": "/pay/:invoiceCode/return", "url.path": "/pay/AB12CD/return?ID=1&STATUS=FullyPaid" }),
    ).toEqual({ "http.route": "/pay/:invoiceCode/return", "url.path": "/pay/:invoiceCode/return" });
    expect(scrubbed({ "url.path": "/auth/reset/Zk3_token", "url.query": "a=1" })).toEqual({
      "url.path": "/auth/reset/{}",
    });
  });
});
