import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { Invoice, WebhookEndpointWithSecret, WebhookEventType } from "@portal/contracts";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { invoices, webhookDeliveries, webhookEvents } from "@/db/schema";
import { cardPayment, createdInvoice, testCard } from "./flows";
import type { TestApp } from "./test-app";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A merchant's webhook endpoint, as a real HTTP server on 127.0.0.1: keeps every request and
 * answers the n-th (from 1) with `status(n)`; `close()` ends it.
 */
export async function webhookReceiver(status: (n: number) => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const code = status(received.length);
      res.writeHead(code, { "content-type": "text/plain" }).end(code < 300 ? "thanks" : "not now");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

let payers = 0;

/** Adds an endpoint of the application through the portal API; the endpoint and its secret, shown this once. */
export async function webhookEndpoint(
  t: TestApp,
  headers: Record<string, string>,
  appId: string,
  url: string,
  events: WebhookEventType[],
) {
  const res = await t.call({ method: "POST", url: `/api/apps/${appId}/webhooks`, headers, payload: { url, events } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as WebhookEndpointWithSecret;
}

/** An invoice made in the portal, then turned into an order of the merchant API (`source = api`), as that API will make them. */
export async function apiOrder(
  t: TestApp,
  headers: Record<string, string>,
  appId: string,
  overrides: Record<string, unknown> = {},
) {
  const invoice = await createdInvoice(t, headers, appId, overrides);
  await t.db
    .update(invoices)
    .set({ source: "api", metadata: { cartId: "c-7731" } })
    .where(eq(invoices.id, invoice.id));
  return invoice;
}

/** A customer pays the invoice on the checkout with a sandbox card (each from an address of its own); the attempt's id. */
export async function payOnCheckout(t: TestApp, invoice: Invoice, card = testCard("approve")): Promise<string> {
  const res = await t.call({
    method: "POST",
    url: `/api/checkout/${invoice.invoiceCode}/pay`,
    payload: cardPayment(invoice.amount, invoice.currency, card),
    remoteAddress: `203.0.113.${((payers += 1) % 250) + 1}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { transactionId: string }).transactionId;
}

/** The deliveries recorded for an endpoint, with their events' types and ids, oldest first. */
export async function deliveriesOf(t: TestApp, endpointId: string) {
  return t.db
    .select({
      delivery: webhookDeliveries,
      type: webhookEvents.type,
      eventId: webhookEvents.id,
      payload: webhookEvents.payload,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookEvents.id));
}
