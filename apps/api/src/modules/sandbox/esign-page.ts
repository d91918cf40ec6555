import { escapeHtml, sandboxPage } from "./outbox-page";

interface Request {
  transactionId: string;
  phone: string;
  userId: string;
  step: string;
  verificationCode: string;
  decision: string;
}

/** Answers a pending request from its button, then shows the list again. */
export const ESIGN_SCRIPT = `
document.addEventListener("click", async (e) => {
  const b = e.target.closest("button[data-id]");
  if (!b) return;
  await fetch("/sandbox/esign/" + b.dataset.id, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ decision: b.dataset.decision }) });
  location.reload();
});
`;

/** The signer's phone, played in the browser: confirm or refuse what the e-signature asks. */
export function renderESignPage(requests: Request[]): string {
  const rows = requests
    .map((r) => {
      const actions =
        r.decision === "pending"
          ? `<button data-id="${escapeHtml(r.transactionId)}" data-decision="confirmed">Confirm</button> ` +
            `<button data-id="${escapeHtml(r.transactionId)}" data-decision="refused">Refuse</button>`
          : escapeHtml(r.decision);
      return (
        `<tr><td>${escapeHtml(r.phone)}</td><td>${escapeHtml(r.userId)}</td><td>${escapeHtml(r.step === "auth" ? "sign in" : "sign")}</td>` +
        `<td><strong>${escapeHtml(r.verificationCode)}</strong></td><td>${actions}</td></tr>`
      );
    })
    .join("");
  return sandboxPage(
    "Sandbox mobile e-signature",
    `<p>Requests the mobile e-signature service would show on the signer's phone. Pending ones are confirmed by
themselves after a few seconds (the user id 000000 always refuses); answer here to decide at once.</p>
<table><thead><tr><th>Phone</th><th>User ID</th><th>Step</th><th>Verification code</th><th>Answer</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No requests yet.</td></tr>'}</tbody></table>
<script>${ESIGN_SCRIPT}</script>`,
  );
}
