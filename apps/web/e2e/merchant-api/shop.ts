import http from "node:http";
import type { AddressInfo } from "node:net";
import { verifyPortalSignature } from "../../../../docs/examples/webhooks/verify.mjs";

export interface ShopKeys {
  /** Where the portal's API is: the shop's server calls it, never the customer's browser. */
  portal: string;
  merchantId: string;
  secretKey: string;
}

export interface ReceivedEvent {
  id: string;
  type: string;
  data: { id: string; status: string };
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

/**
 * A merchant's web shop, as a developer following the quick start would write it, on its own
 * origin (127.0.0.1, another port than the portal's): its server side keeps the secret key,
 * creates the order through the merchant API and sends the customer to the checkout; the thank-
 * you page reads the order back; its webhook endpoint keeps the events whose signature the
 * documented code (docs/examples/webhooks/verify.mjs) accepts, and counts the others.
 */
export async function startShop(keys: ShopKeys) {
  const events: ReceivedEvent[] = [];
  let refused = 0;
  let signingSecret = "";
  const auth = `Basic ${Buffer.from(`${keys.merchantId}:${keys.secretKey}`).toString("base64")}`;
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${keys.portal}/api/v1${path}`, {
      ...init,
      headers: { authorization: auth, "content-type": "application/json", ...init.headers },
    });

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      if (req.method === "GET" && url.pathname === "/") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(
          page(
            "Caspian Books",
            `<p>“The Old Man and the Sea”, 18.40 AZN</p><form method="post" action="/buy"><button type="submit">Buy now</button></form>`,
          ),
        );
      } else if (req.method === "POST" && url.pathname === "/buy") {
        const created = await api("/orders", {
          method: "POST",
          headers: { "idempotency-key": `shop-${Date.now()}-${Math.random().toString(36).slice(2)}` },
          body: JSON.stringify({
            amount: 1840,
            currency: "AZN",
            description: "The Old Man and the Sea",
            bookingId: "CB-1001",
            language: "en",
            returnUrl: `${url.origin}/thank-you`,
            metadata: { cart: "1001" },
          }),
        });
        const order = (await created.json()) as { checkoutUrl: string };
        res.writeHead(303, { location: order.checkoutUrl });
        res.end();
      } else if (req.method === "GET" && url.pathname === "/thank-you") {
        // Never trust the query: the order is read back with the key.
        const order = (await (
          await api(`/orders/${encodeURIComponent(url.searchParams.get("orderId") ?? "")}`)
        ).json()) as { status: string };
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(page(order.status === "paid" ? "Thank you, your order is paid" : "Your order is not paid yet", ""));
      } else if (req.method === "POST" && url.pathname === "/webhooks") {
        const body = await readBody(req);
        if (!verifyPortalSignature(body, req.headers["portal-signature"], signingSecret)) {
          refused++;
          res.writeHead(400).end();
          return;
        }
        events.push(JSON.parse(body) as ReceivedEvent);
        res.writeHead(204).end();
      } else {
        res.writeHead(404).end();
      }
    })().catch(() => {
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    events,
    refused: () => refused,
    useSigningSecret: (secret: string) => {
      signingSecret = secret;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
