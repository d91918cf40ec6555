// Verifying the Merchant Portal's webhooks in Node.js (18 or later), with node:crypto alone.
// docs/merchant-api.md "Webhooks" explains each step. Import `verifyPortalSignature` into your
// own server, or run this file as a small receiver to try it:
//
//   WEBHOOK_SECRET=whsec_... PORT=4242 node verify.mjs
//
// and add http://<this machine>:4242/webhooks as an endpoint (plain http and private addresses
// are accepted outside production only).
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

/** A signature whose time is further than this from your clock is refused: it may be a replay. */
const TOLERANCE_SECONDS = 300;

/**
 * Whether a delivery came from the portal, unchanged and recently.
 *
 * @param {string | Buffer} rawBody the request's body exactly as it arrived: not parsed and serialised again
 * @param {string | string[] | undefined} header the `Portal-Signature` header: `t=<unix seconds>,v1=<hex>` (a second `v1` while a secret is being replaced)
 * @param {string} secret the endpoint's signing secret, `whsec_…`
 */
export function verifyPortalSignature(
  rawBody,
  header,
  secret,
  { toleranceSeconds = TOLERANCE_SECONDS, now = Date.now() } = {},
) {
  if (typeof header !== "string") return false;
  const times = [];
  const signatures = [];
  for (const part of header.split(",")) {
    const [key, value = ""] = part.trim().split("=", 2);
    if (key === "t") times.push(value);
    // Other schemes (a future v2) are skipped; a malformed v1 can never match.
    if (key === "v1" && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  const [timestamp] = times;
  if (times.length !== 1 || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(Math.floor(now / 1000) - Number(timestamp)) > toleranceSeconds) return false;

  // HMAC-SHA256 of "<t>.<raw body>" keyed by the secret, compared in constant time.
  const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest();
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature, "hex"), expected));
}

/** A receiver to try it with: verifies, handles each event id once, answers 2xx at once. */
function startReceiver({ secret, port, host }) {
  const handled = new Set();
  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks);
      if (req.method !== "POST" || !verifyPortalSignature(rawBody, req.headers["portal-signature"], secret)) {
        console.log("refused a request whose signature did not verify");
        res.writeHead(400).end();
        return;
      }
      const event = JSON.parse(rawBody.toString("utf8"));
      // At least once: the same event may come again (a retry whose answer was lost). Handle it once.
      if (handled.has(event.id)) {
        console.log(`already handled ${event.type} ${event.id}`);
      } else {
        handled.add(event.id);
        console.log(`verified ${event.type} ${event.id}`);
      }
      // Answer first, work later: the portal waits 10 seconds at most.
      res.writeHead(204).end();
    });
  });
  server.listen(port, host, () => console.log(`listening on http://${host}:${server.address().port}`));
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) {
    console.error("Set WEBHOOK_SECRET to the endpoint's signing secret (whsec_…).");
    process.exit(1);
  }
  startReceiver({ secret, port: Number(process.env.PORT ?? 4242), host: process.env.HOST ?? "127.0.0.1" });
}
