import { type GuardedAction, managesUsers, mayDo } from "@portal/contracts";
import { useSelector } from "react-redux";

interface WithAuth {
  auth: {
    id: string;
    userType: string;
    privileges: readonly string[];
    roles: readonly string[];
    emailVerified: boolean;
  };
}

/**
 * Whether the signed-in user may do this guarded action (SPEC §6): the account's main user
 * may do all, a sub-user what one of its privileges grants (`actionPermissions`). Screens
 * hide what it may not do; the server checks every call again with the same table.
 */
export function useMay(action: GuardedAction): boolean {
  return useSelector(({ auth }: WithAuth) => mayDo(auth, action));
}

/**
 * Whether the signed-in user manages the account's users (SPEC §6): the main user, or a
 * sub-user the main user made an administrator. Unknown before the session check: no.
 */
export function useManagesUsers(): boolean {
  return useSelector(({ auth }: WithAuth) => {
    if (auth.userType !== "main" && auth.userType !== "sub") return false;
    return managesUsers({
      userType: auth.userType,
      role: auth.roles.includes("administrator") ? "administrator" : null,
    });
  });
}

/** The permissions the signed-in user holds: all for the main user. What an administrator may give others (SPEC §6 "who allowed"). */
export function useHeldPermissions(): readonly string[] | "all" {
  return useSelector((state: WithAuth) => (state.auth.userType === "main" ? "all" : state.auth.privileges));
}

/** The address was confirmed from its link: before that the server refuses to connect a business or take money. */
export function useEmailVerified(): boolean {
  return useSelector((state: WithAuth) => state.auth.emailVerified);
}

/**
 * The account's main user: only they change what holds for the whole account (the payouts'
 * review threshold) and what binds it (an application's secret key, signing its contract).
 */
export function useIsMainUser(): boolean {
  return useSelector((state: WithAuth) => state.auth.userType === "main");
}

/** The signed-in user's id: a payout's maker may not review it (four eyes, SPEC §6). */
export function useUserId(): string {
  return useSelector((state: WithAuth) => state.auth.id);
}
