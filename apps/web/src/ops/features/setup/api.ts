import { OperatorSession, type OperatorSetupFinish, OperatorSetupStart } from "@portal/contracts";
import { opsApi } from "../../lib/api";

/** An invited operator's one-time set-up: who they are and the authenticator's key, then password and first code. */
export const setupApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/ops/setup/start`: reads the link; uses nothing up, so a reload asks again. */
    setupStart: build.query<OperatorSetupStart, string>({
      query: (token) => ({ url: "setup/start", method: "POST", body: { token } }),
      responseSchema: OperatorSetupStart,
      // Nothing of it is kept once the page is left: it holds the authenticator's key.
      keepUnusedDataFor: 0,
    }),
    /** `POST /api/ops/setup/finish`: the password and a first code; the session begins at once. */
    setupFinish: build.mutation<OperatorSession, OperatorSetupFinish>({
      query: (body) => ({ url: "setup/finish", method: "POST", body }),
      responseSchema: OperatorSession,
    }),
  }),
});

export const { useSetupStartQuery, useSetupFinishMutation } = setupApi;
