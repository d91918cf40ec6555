import { acceptedOrThrow, type ChannelSender, PROVIDER_TIMEOUT_MS } from "./channel-sender";

export interface TwilioSettings {
  /** `https://api.twilio.com`; a test points it at its own fake. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number or an alphanumeric sender ID. */
  from: string;
}

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
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      await acceptedOrThrow(res, "Twilio");
    },
    close: () => undefined,
  };
}
