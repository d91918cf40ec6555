import { escapeHtml, sandboxPage } from "./outbox-page";
import { SANDBOX_ZONE, sandboxTime } from "./sandbox-time";

export interface BankEntry {
  createdAt: string;
  amount: string;
  destination: string;
  status: string;
  reason: string | null;
  bankReference: string | null;
}

/** What the sandbox bank was asked to pay out, newest first: where a tester sees a withdrawal arrive (or be refused). */
export function renderBankPage(entries: BankEntry[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(sandboxTime(e.createdAt))}</td><td>${escapeHtml(e.amount)}</td><td>${escapeHtml(e.destination)}</td>` +
        `<td>${escapeHtml(e.status)}</td><td>${escapeHtml(e.reason ?? "")}</td><td>${escapeHtml(e.bankReference ?? "")}</td></tr>`,
    )
    .join("");
  return sandboxPage(
    "Sandbox bank",
    `<p>Withdrawals, payouts and top-ups the sandbox bank was asked to pay out. Nothing leaves this machine. The recipients that refuse or settle late are listed at <a href="/sandbox/recipients.json">/sandbox/recipients.json</a>. The page refreshes every 5 seconds.</p>
<table><thead><tr><th>Asked (${SANDBOX_ZONE})</th><th>Amount</th><th>To</th><th>Status</th><th>Why refused</th><th>Bank reference</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">Nothing paid out yet.</td></tr>'}</tbody></table>`,
    5,
  );
}
