/** The placeholders an application's SMS template may use (SPEC §3), written `{name}`. */
export const smsPlaceholders = ["fullName", "amount", "currency", "invoice_code", "paymentUrl"] as const;
export type SmsPlaceholder = (typeof smsPlaceholders)[number];

export const SMS_TEMPLATE_MAX_LENGTH = 480;

/** Every template must carry the payment link. */
export const PAYMENT_URL_PLACEHOLDER = "{paymentUrl}";

export const DEFAULT_SMS_TEMPLATE =
  "Dear {fullName}, your invoice {invoice_code} for {amount} {currency} is ready. Pay here: {paymentUrl}";

const TOKEN = /\{([^{}]*)\}/g;

/** Placeholders in the template that are not one of the five. */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(TOKEN)]
    .map((m) => m[1]!)
    .filter((name) => !(smsPlaceholders as readonly string[]).includes(name));
}

export function fillSmsTemplate(template: string, values: Record<SmsPlaceholder, string>): string {
  return template.replace(TOKEN, (token, name: string) =>
    (smsPlaceholders as readonly string[]).includes(name) ? values[name as SmsPlaceholder] : token,
  );
}
