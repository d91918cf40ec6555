import * as z from "zod/mini";
import { CARD_HOLDER_MAX_LENGTH, digitsOnly, isCvv, isExpiryFormat, passesLuhn } from "./card-rules";
import { messages, requiredText } from "./fields";

/** Card number rules shared by the onboarding form, the checkout and the server: see card-rules.ts. */
export * from "./card-rules";

/**
 * A card as typed, wherever one is (the checkout, a payout card). The full number lives
 * only in memory: the server keeps the first six and last four.
 */
export const CardFields = z.object({
  cardNumber: z
    .pipe(
      z.string({ error: messages.required }).check(z.trim(), z.minLength(1, messages.required)),
      z.transform(digitsOnly),
    )
    .check(z.refine(passesLuhn, messages.cardNumber)),
  expiry: z
    .string({ error: messages.required })
    .check(z.trim(), z.minLength(1, messages.required), z.refine(isExpiryFormat, messages.cardExpiry)),
  cvv: z
    .string({ error: messages.required })
    .check(z.trim(), z.minLength(1, messages.required), z.refine(isCvv, messages.cvv)),
  cardHolder: requiredText(CARD_HOLDER_MAX_LENGTH),
});
export type CardFields = z.input<typeof CardFields>;
