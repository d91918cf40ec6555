import {
  type OperatorCodeRequest,
  OperatorSession,
  OperatorSignInStep,
  type OperatorSignInRequest,
} from "@portal/contracts";
import { opsApi } from "../../lib/api";

/** The two steps of an operator's sign-in: password, then the authenticator's code. */
export const signInApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/ops/sign-in`: the password was right; the code must follow with this token. */
    signIn: build.mutation<OperatorSignInStep, OperatorSignInRequest>({
      query: (body) => ({ url: "sign-in", method: "POST", body }),
      responseSchema: OperatorSignInStep,
    }),
    /** `POST /api/ops/sign-in/confirm`: the code was right; the session begins. */
    confirmSignIn: build.mutation<OperatorSession, OperatorCodeRequest>({
      query: (body) => ({ url: "sign-in/confirm", method: "POST", body }),
      responseSchema: OperatorSession,
    }),
  }),
});

export const { useSignInMutation, useConfirmSignInMutation } = signInApi;
