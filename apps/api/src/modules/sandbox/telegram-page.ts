import { escapeHtml, sandboxPage } from "./outbox-page";

/** Presses "Start" for the person: posts the link's token as the chat's first message, then opens the chat's outbox. */
export const TELEGRAM_SCRIPT = `document.getElementById("start").addEventListener("click", async (e) => {
  const b = e.currentTarget; b.disabled = true;
  const r = await fetch("/sandbox/telegram/start", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: b.dataset.token, chatId: b.dataset.chat }) });
  if (r.ok) location.href = "/sandbox/outbox?to=" + encodeURIComponent(b.dataset.chat); else { b.disabled = false; document.getElementById("error").textContent = "The bot could not be reached."; }
});`;

/**
 * Stands in for Telegram when no bot is configured: the connect link of Settings opens this
 * page, whose Start button sends `/start <token>` from a test chat, as Telegram would. The
 * bot's answers then appear in the outbox under that chat's id.
 */
export function renderTelegramPage(token: string, chatId: string): string {
  return sandboxPage(
    "Sandbox Telegram",
    `<p>No Telegram bot is configured, so this page plays Telegram. Press Start as you would in the bot's chat; its answers and the payment notifications of this chat (id <code>${escapeHtml(chatId)}</code>) appear in the sandbox outbox.</p>
<p><button id="start" data-token="${escapeHtml(token)}" data-chat="${escapeHtml(chatId)}">Start</button> <span id="error" role="alert"></span></p>
<script>${TELEGRAM_SCRIPT}</script>`,
  );
}
