import type { SecondStep } from "@portal/contracts";
import { useSelector } from "react-redux";

interface WithAuth {
  auth: { secondSteps: readonly SecondStep[]; mustAddStrongMethod: boolean };
}

/**
 * How the signed-in user's code steps are met (the session check's `secondSteps`): by SMS,
 * their authenticator app's code, a passkey. None are known before the session check.
 */
export function useSecondSteps(): readonly SecondStep[] {
  return useSelector((state: WithAuth) => state.auth.secondSteps);
}

/** The account's owner requires a strong method of this sub-user, who has none yet: only Settings → Security opens. */
export function useMustAddStrongMethod(): boolean {
  return useSelector((state: WithAuth) => state.auth.mustAddStrongMethod);
}
