import { acceptedOrThrow, type ChannelSender, DeliveryRefused, PROVIDER_TIMEOUT_MS } from "./channel-sender";

export interface WhatsAppSettings {
  /** `https://graph.facebook.com/v21.0`; a test points it at its own fake. */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** The approved template of each kind of message; each exists in az, en and ru. */
  templates: { code: string; notice: string };
}

/**
 * WhatsApp through the Cloud API (`POST /{phone-number-id}/messages`, bearer token). The
 * business writes first, so every message is a template: `code` (an authentication template:
 * the code in its body and its copy-code button) or `notice` (the text and the link to the
 * operation). The reader's language picks the template's translation.
 */
export function whatsappCloud(settings: WhatsAppSettings): ChannelSender {
  const endpoint = `${settings.apiUrl.replace(/\/$/, "")}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    provider: "whatsapp",
    async send(message) {
      const template = message.template;
      if (!template) throw new DeliveryRefused("a WhatsApp message needs a template");
      const text = (value: string) => ({ type: "text", text: value });
      const components: object[] = [{ type: "body", parameters: template.params.map(text) }];
      if (template.kind === "code")
        components.push({ type: "button", sub_type: "url", index: "0", parameters: [text(template.params[0] ?? "")] });
      const res = await fetch(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${settings.token}`, "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: message.to.replace(/^\+/, ""),
          type: "template",
          template: { name: settings.templates[template.kind], language: { code: template.language }, components },
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      await acceptedOrThrow(res, "WhatsApp");
    },
    close: () => undefined,
  };
}
