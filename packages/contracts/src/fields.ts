import * as z from "zod/mini";
import { isValidEmail, isValidOtp, isValidPassword, isValidPhone, messages, normalisePhone } from "./field-rules";

/**
 * Field rules of SPEC §5 as zod fields, for forms and the API. The plain rules and the
 * message keys live in field-rules.ts; exported from here too, as before.
 */
export * from "./field-rules";

/** A required text: empty or blank is "... is required". */
export const requiredText = (max = 200) =>
  z
    .string({ error: messages.required })
    .check(z.trim(), z.minLength(1, messages.required), z.maxLength(max, messages.tooLong));

export const emailField = z.pipe(
  z
    .string({ error: messages.required })
    .check(z.trim(), z.minLength(1, messages.required), z.refine(isValidEmail, messages.email)),
  z.transform((v) => v.toLowerCase()),
);

/** A phone as typed anywhere (forms and API); parsed, it is the normalised +994XXXXXXXXX. */
export const phoneField = z
  .pipe(
    z.string({ error: messages.required }).check(z.trim(), z.minLength(1, messages.required)),
    z.transform(normalisePhone),
  )
  .check(z.refine(isValidPhone, messages.phone));

export const passwordField = z
  .string({ error: messages.required })
  .check(z.minLength(1, messages.required), z.refine(isValidPassword, messages.password));

/** http(s) address with a host that has a dot. */
export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const urlField = z
  .string({ error: messages.required })
  .check(
    z.trim(),
    z.minLength(1, messages.required),
    z.maxLength(2000, messages.tooLong),
    z.refine(isValidUrl, messages.url),
  );

export const otpField = z
  .string({ error: messages.required })
  .check(z.trim(), z.minLength(1, messages.required), z.refine(isValidOtp, messages.otp));
