import * as z from "zod/mini";

/**
 * What one auth screen hands the next through the router's location state. Parsed, since
 * history state survives reloads and may come from an older build.
 */
export const SignInArrival = z.partial(z.object({ email: z.string(), accountConfirmed: z.boolean() }));
export type SignInArrival = z.infer<typeof SignInArrival>;

/** Sign-in found the account unconfirmed and sent a registration code. */
export const RegisterArrival = z.object({
  confirm: z.object({ email: z.string(), resendIn: z.number(), phoneHint: z.optional(z.string()) }),
});
export type RegisterArrival = z.infer<typeof RegisterArrival>;
