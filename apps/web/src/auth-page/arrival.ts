/**
 * What one screen hands the next through history state. Checked by hand, as history state
 * survives reloads and may come from an older build (zod would cost the page its weight).
 */

/** Sign-in after a confirmed registration: the e-mail filled in, and a notice. */
export interface SignInArrival {
  email?: string;
  accountConfirmed?: boolean;
}

/** Sign-in found the account unconfirmed and sent a registration code. */
export interface RegisterArrival {
  confirm: { email: string; resendIn: number; phoneHint?: string };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

export function signInArrival(state: unknown): SignInArrival {
  if (!isRecord(state)) return {};
  return {
    email: typeof state.email === "string" ? state.email : undefined,
    accountConfirmed: state.accountConfirmed === true,
  };
}

export function registerArrival(state: unknown): RegisterArrival | null {
  const confirm = isRecord(state) && isRecord(state.confirm) ? state.confirm : null;
  if (!confirm || typeof confirm.email !== "string" || typeof confirm.resendIn !== "number") return null;
  return {
    confirm: {
      email: confirm.email,
      resendIn: confirm.resendIn,
      phoneHint: typeof confirm.phoneHint === "string" ? confirm.phoneHint : undefined,
    },
  };
}

/** The new password's screen after "this wasn't me" undid a change: say so above the form. */
export interface ResetArrival {
  contactChangeUndone: boolean;
}

export function resetArrival(state: unknown): ResetArrival {
  return { contactChangeUndone: isRecord(state) && state.contactChangeUndone === true };
}
