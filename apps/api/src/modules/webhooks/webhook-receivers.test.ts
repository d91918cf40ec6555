import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { WebhookDelivery } from "@portal/contracts";
import { count, desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxWebhookReceipts } from "@/db/schema";
import { apiDir } from "@/lib/api-dir";
import { eventually } from "@/test-support/eventually";
import { liveApplication, signedInMerchant } from "@/test-support/flows";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";
import { webhookEndpoint } from "@/test-support/webhooks";
import { verifyPortalSignature } from "../../../../../docs/examples/webhooks/verify.mjs";
import { signWebhook } from "./webhook-signature";

const docs = path.resolve(apiDir, "../../docs");

describe("the documented signature", () => {
  // The worked example of docs/merchant-api.md "The signature", word for word.
  const secret = "whsec_Jb7yQ2vN8kR4mX1pT6wZ9cF3hL5sD0gA2eU8iO4nV7q";
  const t = 1767225600;
  const body =
    '{"id":"evt_3qJ0a1x9KpZr2mW8nB5cT7vY","object":"event","type":"order.paid","createdAt":"2026-01-01T00:00:00.000Z",' +
    '"merchantId":"402718365590","data":{"id":"0b9d8f5e-6a1c-4e2b-9f3d-7c5a4b2e1d08","object":"order","status":"paid","amount":2550,"currency":"AZN"}}';
  const header = "t=1767225600,v1=6a141702fc1e1612a03f67c40a41f524e11cf0dc609a0c3dfc7ad87cd26e1fb5";

  it("is what the product signs, what node:crypto computes apart, and what the page shows", () => {
    expect(`t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`).toBe(header);
    expect(signWebhook(secret, body, new Date(t * 1000))).toBe(header);
    const page = readFileSync(path.join(docs, "merchant-api.md"), "utf8");
    for (const part of [secret, String(t), body, header]) expect(page).toContain(part);
  });

  it("is accepted by the documented Node code, and a changed byte, another secret or an old time are not", () => {
    const at = t * 1000;
    expect(verifyPortalSignature(body, header, secret, { now: at })).toBe(true);
    expect(verifyPortalSignature(Buffer.from(body), header, secret, { now: at + 299_000 })).toBe(true);
    expect(verifyPortalSignature(body.replace("2550", "2551"), header, secret, { now: at })).toBe(false);
    expect(verifyPortalSignature(body, header, "whsec_other", { now: at })).toBe(false);
    expect(verifyPortalSignature(body, header, secret, { now: at + 301_000 })).toBe(false);
    expect(verifyPortalSignature(body, undefined, secret, { now: at })).toBe(false);
    expect(verifyPortalSignature(body, `${header},v1=${"0".repeat(64)}`, secret, { now: at })).toBe(true);
  });
});

const examples = path.join(docs, "examples/webhooks");
/** Whether PHP is here to run the PHP example; machines without it skip that test. */
const hasPhp = spawnSync("php", ["--version"]).status === 0;

/** A documented receiver run as the merchant would, a process of its own on 127.0.0.1; what it prints, once it is ready. */
async function documentedReceiver(command: string, args: string[], env: Record<string, string>, ready: RegExp) {
  const child: ChildProcessWithoutNullStreams = spawn(command, args, {
    cwd: examples,
    env: { ...process.env, ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await eventually(() => ready.test(output));
  return { output: () => output, stop: () => child.kill() };
}

/** A port nothing listens on now, for a receiver that must be told its port. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

describe.each(backends)("receivers of real deliveries on %s", (backend) => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof signedInMerchant>>;
  let appId: string;
  let portal: string;

  beforeAll(async () => {
    t = await startTestApp(backend);
    m = await signedInMerchant(t);
    appId = await liveApplication(t, m.headers);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    portal = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });
  const sendTest = async (endpointId: string) => {
    const res = await t.call({ method: "POST", url: `/api/webhooks/${endpointId}/test`, headers: m.headers });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as WebhookDelivery;
  };

  it("the documented Node receiver accepts a signed delivery once, and refuses a forged one", async () => {
    const { endpoint, signingSecret } = await webhookEndpoint(t, m.headers, appId, "http://127.0.0.1:9/placeholder", [
      "order.paid",
    ]);
    const port = await freePort();
    const env = { WEBHOOK_SECRET: signingSecret, HOST: "127.0.0.1", PORT: String(port) };
    const receiver = await documentedReceiver(
      process.execPath,
      ["verify.mjs"],
      env,
      new RegExp(`listening on http://127.0.0.1:${port}`),
    );
    const origin = `http://127.0.0.1:${port}`;
    try {
      await t.call({
        method: "PATCH",
        url: `/api/webhooks/${endpoint.id}`,
        headers: m.headers,
        payload: { url: `${origin}/webhooks` },
      });
      const delivery = await sendTest(endpoint.id);
      expect(delivery).toMatchObject({ status: "succeeded", responseStatus: 204 });
      await eventually(() => receiver.output().includes(`verified webhook.test ${delivery.eventId}`));

      const again = await t.call({
        method: "POST",
        url: `/api/webhooks/deliveries/${delivery.id}/redeliver`,
        headers: m.headers,
      });
      expect(again.json()).toMatchObject({ status: "succeeded", attempts: 2 });
      await eventually(() => receiver.output().includes(`already handled webhook.test ${delivery.eventId}`));

      const body = JSON.stringify({ id: "evt_forged", type: "order.paid" });
      const forged = await fetch(`${origin}/webhooks`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "portal-signature": signWebhook("whsec_guessed", body, new Date()),
        },
        body,
      });
      expect(forged.status).toBe(400);
      expect(receiver.output()).not.toContain("evt_forged");
    } finally {
      receiver.stop();
    }
  });

  it.skipIf(!hasPhp)("the documented PHP endpoint accepts a signed delivery, and refuses a forged one", async () => {
    const { endpoint, signingSecret } = await webhookEndpoint(t, m.headers, appId, "http://127.0.0.1:9/placeholder", [
      "order.paid",
    ]);
    const port = await freePort();
    const receiver = await documentedReceiver(
      "php",
      ["-S", `127.0.0.1:${port}`, "verify.php"],
      { WEBHOOK_SECRET: signingSecret },
      /started/,
    );
    try {
      await t.call({
        method: "PATCH",
        url: `/api/webhooks/${endpoint.id}`,
        headers: m.headers,
        payload: { url: `http://127.0.0.1:${port}/webhooks` },
      });
      const delivery = await sendTest(endpoint.id);
      expect(delivery).toMatchObject({ status: "succeeded", responseStatus: 204 });
      await eventually(() => receiver.output().includes(`verified webhook.test ${delivery.eventId}`));
      const body = JSON.stringify({ id: "evt_forged", type: "order.paid" });
      const forged = await fetch(`http://127.0.0.1:${port}/webhooks`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "portal-signature": signWebhook("whsec_guessed", body, new Date()),
        },
        body,
      });
      expect(forged.status).toBe(400);
      expect(receiver.output()).not.toContain("evt_forged");
    } finally {
      receiver.stop();
    }
  });

  it("the sandbox receiver keeps what it is sent, verified with the secrets of the endpoints pointing at it", async () => {
    const { endpoint } = await webhookEndpoint(t, m.headers, appId, `${portal}/sandbox/webhooks`, ["order.paid"]);
    const delivery = await sendTest(endpoint.id);
    expect(delivery).toMatchObject({ status: "succeeded", responseStatus: 200 });
    const [kept] = await t.db
      .select()
      .from(sandboxWebhookReceipts)
      .orderBy(desc(sandboxWebhookReceipts.receivedAt))
      .limit(1);
    expect(kept).toMatchObject({
      verified: true,
      headers: { "portal-event-id": delivery.eventId, "portal-event-type": "webhook.test" },
    });
    expect(JSON.parse(kept!.body)).toMatchObject({ id: delivery.eventId, type: "webhook.test" });

    const forged = await t.call({
      method: "POST",
      url: "/sandbox/webhooks",
      headers: {
        "content-type": "application/json",
        "portal-signature": signWebhook("whsec_guessed", kept!.body, t.clock.now()),
      },
      payload: kept!.body,
    });
    expect(forged.json()).toEqual({ received: true, verified: false });

    const page = await t.call({ method: "GET", url: "/sandbox/webhooks" });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(delivery.eventId);
    expect(page.body).toContain("verified");
    expect(page.body).toContain("not verified");
    expect(page.body).toContain("http://portal.test/sandbox/webhooks");
    expect((await t.call({ method: "GET", url: "/sandbox/webhooks", remoteAddress: "203.0.113.50" })).statusCode).toBe(
      404,
    );
  });

  it("the sandbox receiver keeps the newest 500", async () => {
    const at = t.clock.now().getTime();
    await t.db.insert(sandboxWebhookReceipts).values(
      Array.from({ length: 505 }, (_, n) => ({
        receivedAt: new Date(at - (n + 1) * 1000),
        body: "{}",
        verified: false,
        headers: {},
      })),
    );
    await t.call({
      method: "POST",
      url: "/sandbox/webhooks",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    const [kept] = await t.db.select({ n: count() }).from(sandboxWebhookReceipts);
    expect(kept!.n).toBe(500);
    const [newest] = await t.db
      .select()
      .from(sandboxWebhookReceipts)
      .orderBy(desc(sandboxWebhookReceipts.receivedAt))
      .limit(1);
    expect(newest).toMatchObject({ body: "hello", verified: false, signature: null });
  });
});
