import {
  type Language,
  messages,
  phoneHint,
  type PhoneCodeSent,
  REAUTHENTICATION_MINUTES,
  type Reauthenticated,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "@/lib/app-error";
import { verifyPassword } from "@/lib/crypto";
import { loginGuard } from "@/modules/auth/login-guard";
import { otpService } from "@/modules/otp/otp.service";
import type { AuthContext } from "@/plugins/auth";
import { profileMessages } from "./profile.messages";
import { markReauthenticated } from "./profile.repo";

const WINDOW_MS = REAUTHENTICATION_MINUTES * 60_000;

/**
 * Proving who one is again on a session (docs/security.md "Changing the e-mail address or
 * phone"): the password, counted like a sign-in's, or a code texted to the current phone. A
 * stolen session has neither, so it cannot change where the account's codes and resets go.
 */
export function reauthentication(app: FastifyInstance) {
  const { db, clock } = app;
  const guard = loginGuard(app);
  const otp = otpService(app);

  const proven = (at: Date): Reauthenticated => ({
    reauthenticatedUntil: new Date(at.getTime() + WINDOW_MS).toISOString(),
  });

  /** `POST api/reauthenticate`: the current password, with the sign-in's delays and lock for wrong ones. */
  async function withPassword(
    auth: AuthContext,
    password: string,
    caller: { ip: string; lang: Language },
  ): Promise<Reauthenticated> {
    const { user } = auth;
    const tries = await guard.admit(user.email, caller.ip, user, caller.lang);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await guard.failed(user.email, caller.ip, tries, user, caller.lang);
      throw new AppError("VALIDATION_ERROR", "The password is incorrect.", {
        fields: { password: messages.oldPasswordWrong },
      });
    }
    await guard.succeeded(user.email, caller.ip, tries);
    const at = clock();
    await markReauthenticated(db, auth.sessionId, at);
    return proven(at);
  }

  /** `GET api/otp/init/reauthenticate`: a code to the phone the account has now. */
  async function sendCode(auth: AuthContext, lang: Language): Promise<PhoneCodeSent> {
    const { user } = auth;
    const { resendIn } = await otp.send({
      purpose: "reauthenticate",
      target: user.id,
      userId: user.id,
      whenTooSoon: "reuse",
      sms: { to: user.mobilePhone, accountId: user.accountId, text: profileMessages(lang).reauthenticateCode },
    });
    return { phoneHint: phoneHint(user.mobilePhone), resendIn };
  }

  /** `POST api/reauthenticate/{OTP}`: that code, used up in the transaction that marks the session. */
  async function withCode(auth: AuthContext, code: string, lang: Language): Promise<Reauthenticated> {
    const at = clock();
    await otp.verify({ purpose: "reauthenticate", target: auth.user.id, code, lang }, (tx) =>
      markReauthenticated(tx, auth.sessionId, at),
    );
    return proven(at);
  }

  /** Refuses a change of contact unless this session proved who its user is in the last minutes. */
  function require(auth: AuthContext) {
    const at = auth.session.reauthenticatedAt;
    if (!at || clock().getTime() - at.getTime() > WINDOW_MS) {
      throw new AppError(
        "REAUTHENTICATION_REQUIRED",
        "Confirm it is you first: your password, or a code sent to your current phone.",
      );
    }
  }

  return { withPassword, sendCode, withCode, require };
}
