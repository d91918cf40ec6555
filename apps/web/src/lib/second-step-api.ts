import {
  type ActionPasskeyAssertion,
  type ActionPurposeBody,
  OtpResent,
  ReleasedCode,
  WebAuthnJson,
} from "@portal/contracts";
import { api } from "./api";

/**
 * A sensitive action's code step met another way than the code texted (docs/security.md
 * "Strong methods"): a passkey's touch, traded for the open step's one-time code, or the code
 * texted after all when the user keeps SMS on. Here rather than in a feature because the
 * shared code steps (components/code-step.tsx, the money dialogs') call them.
 */
export const secondStepApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST api/security/step/passkey-options`: WebAuthn's request options for the user's latest open step of that purpose. */
    stepPasskeyOptions: build.mutation<WebAuthnJson, ActionPurposeBody>({
      query: (body) => ({ url: "api/security/step/passkey-options", method: "POST", body }),
      responseSchema: WebAuthnJson,
    }),
    /** `POST api/security/step/passkey`: the passkey's answer; the step's code comes back, to confirm it as if typed. */
    stepPasskey: build.mutation<ReleasedCode, ActionPasskeyAssertion>({
      query: (body) => ({ url: "api/security/step/passkey", method: "POST", body }),
      responseSchema: ReleasedCode,
    }),
    /** `POST api/security/step/sms`: texts the open step's code (only for a user who keeps SMS on). Also the resend. */
    stepSms: build.mutation<OtpResent, ActionPurposeBody>({
      query: (body) => ({ url: "api/security/step/sms", method: "POST", body }),
      responseSchema: OtpResent,
    }),
  }),
});

export const { useStepPasskeyOptionsMutation, useStepPasskeyMutation, useStepSmsMutation } = secondStepApi;
