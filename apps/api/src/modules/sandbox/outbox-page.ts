import { createHash } from "node:crypto";
import { SANDBOX_ZONE, sandboxTime } from "./sandbox-time";

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface Entry {
  channel: string;
  to: string;
  text: string;
  createdAt: string;
  attachment?: { name: string; size: number; url: string };
}

/** 1 234 567 bytes as "1.2 MB". */
function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const attachmentCell = (a: Entry["attachment"]) =>
  a ? `<a href="${escapeHtml(a.url)}" download>${escapeHtml(a.name)}</a> (${escapeHtml(fileSize(a.size))})` : "";

const SANDBOX_STYLE = `
body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2a37}h1{font-size:1.4rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left;vertical-align:top}
th{background:#f3f4f6}strong{font-size:1.1em;color:#005687;letter-spacing:.08em}form{margin:1rem 0}input{padding:.4rem;width:18rem}
button{padding:.3rem .8rem;cursor:pointer}
.test-page{background:#fff4e5;border:1px solid #f0b429;padding:.6rem 1rem;font-weight:600}
.card-form label{display:block;margin:.6rem 0}.card-form label input{display:block;margin-top:.2rem}
.issues{color:#b42318}.actions{display:flex;gap:.8rem;margin-top:1rem;flex-wrap:wrap}
`;

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The sandbox pages' policy: the one inline style of the frame, and the inline scripts a
 * page names, allowed by their hashes; nothing else inline, and no framing. Forms post to this
 * origin, and to `formTargets` (origins a form's answer redirects to: the sandbox bank's page
 * sends the customer back to the shop).
 */
export function sandboxCsp(scripts: readonly string[] = [], formTargets: readonly string[] = []): string {
  const scriptSrc = scripts.length ? scripts.map(hashOf).join(" ") : "'none'";
  const formAction = ["'self'", ...formTargets].join(" ");
  return `default-src 'self'; script-src ${scriptSrc}; style-src ${hashOf(SANDBOX_STYLE)}; object-src 'none'; base-uri 'self'; form-action ${formAction}; frame-ancestors 'none'`;
}

/** The frame of every sandbox page, in English unless the page speaks another language. */
export function sandboxPage(title: string, body: string, refreshSeconds?: number, lang = "en"): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ""}<title>${escapeHtml(title)}</title>
<style>${SANDBOX_STYLE}</style></head><body>
<h1>${escapeHtml(title)}</h1>
${body}
</body></html>`;
}

/** A plain page for people trying the product: read the code that "was sent" to you. */
export function renderOutboxPage(entries: Entry[], to: string): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(sandboxTime(e.createdAt))}</td><td>${escapeHtml(e.channel)}</td>` +
        `<td>${escapeHtml(e.to)}</td><td>${escapeHtml(e.text).replace(/\b(\d{6})\b/g, "<strong>$1</strong>")}</td><td>${attachmentCell(e.attachment)}</td></tr>`,
    )
    .join("");
  return sandboxPage(
    "Sandbox outbox",
    `<p>Text messages, e-mails and Telegram and WhatsApp messages the portal would have sent, with the files e-mails carried. Nothing leaves this machine. The page refreshes every 5 seconds.</p>
<form><label>Recipient (phone, e-mail or chat id) <input name="to" value="${escapeHtml(to)}"></label> <button>Filter</button></form>
<table><thead><tr><th>Sent (${SANDBOX_ZONE})</th><th>Channel</th><th>To</th><th>Text</th><th>Attachment</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}</tbody></table>`,
    5,
  );
}
