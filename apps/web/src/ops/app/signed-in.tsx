import { Box } from "@mui/material";
import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "../config/paths";
import { LoadFailure, Loading } from "../components/load-state";
import { OperatorContext } from "../lib/operator-context";
import { useMeQuery } from "../lib/session-api";
import { Shell } from "./shell";
import { useOpsSelector } from "../lib/store";

/** Where a signed-out visit was going, so sign-in can take the operator on there. */
export interface SignInState {
  from?: string;
}

/** The screens that need a session: without a token, the sign-in screen; with one, the operator it belongs to. */
export function SignedInRoute() {
  const token = useOpsSelector((state) => state.opsSession.accessToken);
  const signedOut = useOpsSelector((state) => state.opsSession.endedBy === "operator");
  const location = useLocation();
  if (!token) {
    // A link followed, or a session the server ended: back there after signing in. Signing out starts afresh.
    const from = `${location.pathname}${location.search}`;
    const state: SignInState = signedOut || from === paths.start ? {} : { from };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  return <WithOperator />;
}

function WithOperator() {
  // A kept token (a reload) asks who it is; a fresh sign-in already put the answer in the cache.
  const me = useMeQuery();
  if (me.data) {
    return (
      <OperatorContext.Provider value={me.data}>
        <Shell operator={me.data}>
          <Outlet />
        </Shell>
      </OperatorContext.Provider>
    );
  }
  if (me.isError) {
    return (
      <Box component="main" sx={{ p: 3, maxWidth: 640, mx: "auto" }}>
        <LoadFailure error={me.error} onRetry={() => void me.refetch()} retrying={me.isFetching} />
      </Box>
    );
  }
  return <Loading />;
}
