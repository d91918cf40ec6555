import { existsSync } from "node:fs";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { addDays, calendarDateOf } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiDir } from "@/lib/api-dir";
import { eventually } from "@/test-support/eventually";
import {
  FAKE_KAPITAL_LOGIN,
  FAKE_KAPITAL_PASSWORD,
  type FakeKapitalGateway,
  fakeKapitalGateway,
} from "@/test-support/fake-kapital-gateway";
import { apiServers } from "@/test-support/two-servers";

const serverUrl = process.env.TEST_DATABASE_URL;
const PORT = 3981;

interface OtlpSpan {
  traceId: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string } }[];
}
const SPAN_KIND_CLIENT = 3;
const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

/** A collector as far as the exporter can tell: OTLP/HTTP's JSON at /v1/traces, every body kept. */
async function otlpReceiver() {
  const bodies: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.url === "/v1/traces") bodies.push(body);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const spans = () =>
    bodies.flatMap((b) =>
      (JSON.parse(b) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] }).resourceSpans.flatMap((r) =>
        r.scopeSpans.flatMap((s) => s.spans),
      ),
    );
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    spans,
    close: () => server.close(),
  };
}

// Traces come from the build, as production runs it: `npm test` builds first.
describe.skipIf(!serverUrl)("a payment's trace, sent to an OTLP collector", () => {
  let collector: Awaited<ReturnType<typeof otlpReceiver>>;
  let bank: FakeKapitalGateway;
  let d: Awaited<ReturnType<typeof apiServers>>;

  beforeAll(async () => {
    if (!existsSync(path.join(apiDir, "dist/telemetry.mjs"))) {
      throw new Error("apps/api/dist/telemetry.mjs is missing: run npm run build first");
    }
    collector = await otlpReceiver();
    bank = await fakeKapitalGateway();
    d = await apiServers(
      serverUrl!,
      [PORT],
      {
        ACQUIRER: "kapital",
        KAPITAL_API_URL: bank.apiUrl,
        KAPITAL_LOGIN: FAKE_KAPITAL_LOGIN,
        KAPITAL_PASSWORD: FAKE_KAPITAL_PASSWORD,
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_BSP_SCHEDULE_DELAY: "200",
      },
      { from: "build" },
    );
  }, 300_000);
  afterAll(async () => {
    await d?.close();
    await bank?.close();
    collector?.close();
  });

  it("shows the route, the call to the acquirer and the SQL, and carries no secret or person", async () => {
    const merchant = await d.liveMerchant({
      email: "traces@example.az",
      fullName: "Tural Həsənov",
      password: "Traces#2026ok",
      mobilePhone: "+994507770051",
    });
    const invoice = await d.call(0, "/api/bookings", {
      headers: merchant.auth,
      body: {
        appId: merchant.appId,
        amount: "25.00",
        currency: "AZN",
        fullName: "Leyla Əliyeva",
        phone: "+994551234567",
        description: "Traced",
        linkExpirationDate: addDays(calendarDateOf(new Date()), 3),
        bookingId: "traced-1",
      },
    });
    expect(invoice.status, await invoice.clone().text()).toBe(201);
    const { invoiceCode } = (await invoice.json()) as { invoiceCode: string };
    const started = await d.call(0, `/api/checkout/${invoiceCode}/hosted-payment`, {
      body: { amount: 25, currency: "AZN", language: "en" },
    });
    expect(started.status, await started.clone().text()).toBe(200);

    const route = await eventually(
      () => collector.spans().find((s) => attribute(s, "http.route") === "/api/checkout/:invoiceCode/hosted-payment"),
      15_000,
    );
    const trace = await eventually(() => {
      const spans = collector.spans().filter((s) => s.traceId === route.traceId);
      const acquirer = spans.some((s) => s.kind === SPAN_KIND_CLIENT && attribute(s, "url.full")?.startsWith(bank.url));
      const sql = spans.some((s) => attribute(s, "db.system.name") === "postgresql" && attribute(s, "db.query.text"));
      return acquirer && sql ? spans : undefined;
    }, 15_000);
    expect(trace.length).toBeGreaterThan(3);

    const exported = collector.bodies.join("\n");
    for (const secret of [
      FAKE_KAPITAL_PASSWORD,
      "+994551234567",
      "Leyla",
      merchant.email,
      merchant.password,
      merchant.auth.authorization.slice("Bearer ".length),
    ]) {
      expect(exported).not.toContain(secret);
    }
    // Sign-in put a one-time code and the e-mail in a path: spans name its route instead.
    expect(exported).toContain("/api/approveLogin/:OTP/:email");
  }, 120_000);
});
