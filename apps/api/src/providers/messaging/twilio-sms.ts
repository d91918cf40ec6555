import { type ChannelSender, DeliveryRefused } from "./channel-sender";

export interface TwilioSettings {
  /** `https://api.twilio.com`; a test points it at its own fake. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number or an alphanumeric sender ID. */
  from: string;
}

/** A provider's answer to one try is awaited this long; then the message waits for the next try. */
const TIMEOUT_MS = 10_000;

/**
 * SMS through Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`, HTTP
 * Basic with the account SID and auth token, a form body of To, From and Body). Another HTTP
 * gateway (a local Azerbaijani one) is another `ChannelSender` of this shape.
 */
export function twilioSms(settings: TwilioSettings): ChannelSender {
  const endpoint = `${settings.apiUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    provider: "twilio",
    async send(message) {
      const res = await fetch(endpoint, {
        method: "POST",
        headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.ok) return;
      const detail = `Twilio ${res.status}: ${(await res.text()).slice(0, 300)}`;
      // A 4xx other than 429 is about this message or our account: the same request would be refused again.
      if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new DeliveryRefused(detail);
      throw new Error(detail);
    },
    close: () => undefined,
  };
}
