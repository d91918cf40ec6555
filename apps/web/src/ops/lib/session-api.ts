import { Operator, type OperatorSession } from "@portal/contracts";
import * as z from "zod/mini";
import { opsApi } from "./api";
import { signedIn, signedOut, tokenStore } from "./session";
import type { OpsDispatch } from "./store";

const Ok = z.object({ ok: z.boolean() });

/** The signed-in operator, and the end of their session. */
export const sessionApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/ops/me`: who is signed in; the shell asks it when a kept token opens the console. */
    me: build.query<Operator, void>({ query: () => "me", providesTags: ["Me"], responseSchema: Operator }),
    /** `POST /api/ops/sign-out`: the server forgets the token, and so does this tab, whatever the server answers. */
    signOut: build.mutation<z.infer<typeof Ok>, void>({
      query: () => ({ url: "sign-out", method: "POST" }),
      responseSchema: Ok,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // Unreachable, or the session had already ended: forgetting the token is all there is left to do.
        }
        tokenStore.forget();
        dispatch(signedOut());
      },
    }),
  }),
});

export const { useMeQuery, useSignOutMutation } = sessionApi;

/**
 * A session begins (signed in, or set up): the token is kept for this tab, and the lists an
 * earlier operator of this tab may have left in the cache go, so nobody sees another's.
 */
export function startSession(dispatch: OpsDispatch, session: OperatorSession) {
  tokenStore.write(session.accessToken);
  dispatch(opsApi.util.invalidateTags(["Review", "Contract", "Merchant", "Operator", "Audit", "Settings"]));
  dispatch(signedIn(session.accessToken));
  dispatch(sessionApi.util.upsertQueryData("me", undefined, session.operator));
}
