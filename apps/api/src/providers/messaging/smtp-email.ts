import nodemailer from "nodemailer";
import { type ChannelSender, DeliveryRefused } from "./channel-sender";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,:;!?)]/g;

/**
 * The HTML part of a plain-text message: the same words, paragraphs kept, links clickable.
 * Our messages are a few sentences; the text part stays for clients that prefer it.
 */
export function htmlOf(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p>${escapeHtml(p)
          .replace(LINK, (url) => `<a href="${url}">${url}</a>`)
          .replace(/\n/g, "<br>")}</p>`,
    )
    .join("\n");
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">\n${paragraphs}\n</body></html>`;
}

/** E-mail over SMTP (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.az:465`), from `MAIL_FROM`, with text and HTML parts. */
export function smtpEmail(url: string, from: string): ChannelSender {
  const transport = nodemailer.createTransport(url);
  return {
    provider: "smtp",
    async send(message) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject ?? "",
          text: message.text,
          html: htmlOf(message.text),
          attachments: message.attachment
            ? [
                {
                  filename: message.attachment.name,
                  contentType: message.attachment.contentType,
                  content: message.attachment.content,
                },
              ]
            : [],
        });
      } catch (err) {
        // 5xx is the server's final word on this message (no such mailbox, refused); 4xx and lost connections pass.
        const code = (err as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500) throw new DeliveryRefused(`SMTP ${code}: ${(err as Error).message}`);
        throw err;
      }
    },
    close: () => transport.close(),
  };
}
