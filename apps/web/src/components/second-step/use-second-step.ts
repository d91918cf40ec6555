import type { ActionPurpose, OtpResent } from "@portal/contracts";
import { useState } from "react";
import type { TFunction } from "i18next";
import { useSecondSteps } from "@/lib/second-steps";
import { useStepPasskeyMutation, useStepPasskeyOptionsMutation, useStepSmsMutation } from "@/lib/second-step-api";
import { signWithPasskey } from "@/lib/webauthn";

/** A step met by SMS alone: the code texted when the step opened, resent on request. */
interface BySms {
  strong: false;
}

/** A step a strong method stands for: no SMS unless the user keeps it on and asks. */
interface ByStrongMethod {
  strong: true;
  totp: boolean;
  passkey: boolean;
  sms: boolean;
  /** The code was texted on request: where to, and when it may be texted again. */
  texted: OtpResent | null;
  /** A code may be typed: the authenticator's, or one texted. */
  typed: boolean;
  /** Texts the open step's code; the resend too. */
  textCode: () => Promise<OtpResent>;
  /** A passkey's touch, traded for the open step's code (to confirm as if typed); rejects when refused. */
  passkeyCode: () => Promise<string>;
}

export type SecondStepWays = BySms | ByStrongMethod;

/**
 * How a signed-in user's code step for `purpose` can be met (docs/security.md "Strong
 * methods"). Without a purpose (a new phone's code, a chat's), or for a user with no strong
 * method, it is the SMS step it always was.
 */
export function useSecondStep(purpose: ActionPurpose | undefined): SecondStepWays {
  const steps = useSecondSteps();
  const [texted, setTexted] = useState<OtpResent | null>(null);
  const [askOptions] = useStepPasskeyOptionsMutation();
  const [release] = useStepPasskeyMutation();
  const [text] = useStepSmsMutation();

  if (purpose === undefined || !steps.some((step) => step !== "sms")) return { strong: false };
  const totp = steps.includes("totp");
  return {
    strong: true,
    totp,
    passkey: steps.includes("passkey"),
    sms: steps.includes("sms"),
    texted,
    typed: totp || texted !== null,
    textCode: async () => {
      const sent = await text({ purpose }).unwrap();
      setTexted(sent);
      return sent;
    },
    passkeyCode: async () => {
      const options = await askOptions({ purpose }).unwrap();
      const response = await signWithPasskey(options);
      return (await release({ purpose, response }).unwrap()).code;
    },
  };
}

/** What the step asks for, in a line: the texted code once texted, else the authenticator's code or the passkey. */
export function strongStepIntro(t: TFunction, ways: ByStrongMethod, phoneHint: string | undefined): string {
  if (ways.texted) {
    const hint = ways.texted.phoneHint ?? phoneHint;
    return hint ? t("common.otp.sentTo", { phoneHint: hint }) : t("common.otp.sentToAccountPhone");
  }
  if (ways.totp) return ways.passkey ? t("common.secondStep.totpOrPasskey") : t("common.secondStep.totp");
  return t("common.secondStep.passkey");
}
