import { API_LOG_BODY_MAX } from "@portal/contracts";

/**
 * Fields whose value the log never keeps, by name (case and `_`/`-` ignored): secrets, one-time
 * codes, passwords, card numbers and codes. The merchant API takes none today; a call that sends
 * one by mistake must not have it stored.
 */
const SECRET_FIELD = /secret|password|passcode|token|^otp$|^cvv2?$|^cvc2?$|^pan$|cardnumber|^authorization$/;
const REDACTED = "[redacted]";

/** 13 to 19 digits, maybe grouped by spaces or dashes: what a card number looks like in text. */
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Card numbers in free text, wherever they are, become `•••• 4242`. */
export function maskCardNumbers(text: string): string {
  return text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[ -]/g, "");
    return passesLuhn(digits) ? `•••• ${digits.slice(-4)}` : run;
  });
}

function scrub(value: unknown): unknown {
  if (typeof value === "string") return maskCardNumbers(value);
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_FIELD.test(key.toLowerCase().replace(/[_-]/g, "")) ? REDACTED : scrub(inner),
      ]),
    );
  }
  return value;
}

const cut = (text: string) => (text.length > API_LOG_BODY_MAX ? `${text.slice(0, API_LOG_BODY_MAX - 1)}…` : text);

/**
 * A body as the log keeps it: JSON with secret fields replaced and card numbers masked; other
 * text with card numbers masked; at most API_LOG_BODY_MAX characters. Null for no body.
 */
export function redactBody(body: string | null | undefined): string | null {
  if (body === null || body === undefined || body === "") return null;
  try {
    return cut(JSON.stringify(scrub(JSON.parse(body))));
  } catch {
    // PostgreSQL's text holds no NUL; a body that is not JSON may carry one.
    return cut(maskCardNumbers(body.replaceAll("\u0000", "")));
  }
}
