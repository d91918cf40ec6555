import { escapeHtml, sandboxPage } from "./outbox-page";
import { SANDBOX_ZONE, sandboxTime } from "./sandbox-time";

export interface WebhookReceipt {
  receivedAt: string;
  eventType: string;
  eventId: string;
  verified: boolean;
  body: string;
}

/** The body as JSON laid out to read, or as it came when it is not JSON. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** What the sandbox receiver was sent, newest first: a newcomer watches events arrive without a server of their own. */
export function renderWebhooksPage(receipts: WebhookReceipt[], receiverUrl: string): string {
  const rows = receipts
    .map(
      (r) =>
        `<tr><td>${escapeHtml(sandboxTime(r.receivedAt))}</td><td>${escapeHtml(r.eventType)}</td><td>${escapeHtml(r.eventId)}</td>` +
        `<td>${r.verified ? "verified" : "<strong>not verified</strong>"}</td>` +
        `<td><details><summary>Body</summary><pre>${escapeHtml(pretty(r.body))}</pre></details></td></tr>`,
    )
    .join("");
  return sandboxPage(
    "Sandbox webhook receiver",
    `<p>Add <code>${escapeHtml(receiverUrl)}</code> as a webhook endpoint of an application (its settings, Webhooks) and the events delivered to it are listed here,
with whether their <code>Portal-Signature</code> verified with the secret of an endpoint pointing here. Nothing leaves this machine. The newest 500 are kept; the page refreshes every 5 seconds.</p>
<table><thead><tr><th>Received (${SANDBOX_ZONE})</th><th>Event</th><th>Event id</th><th>Signature</th><th>Payload</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">Nothing received yet.</td></tr>'}</tbody></table>`,
    5,
  );
}
