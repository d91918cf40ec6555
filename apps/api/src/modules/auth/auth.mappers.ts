import type { AuthUser, SecondStep } from "@portal/contracts";
import { privilegesOf } from "@/lib/privileges";
import type { User } from "./auth.repo";

/** SPEC §3 "signed-in user"; `roles` is ["owner"] for the main user, a sub-user's role otherwise (an administrator also manages users). */
export function toAuthUser(user: User, steps: { secondSteps: SecondStep[]; mustAddStrongMethod: boolean }): AuthUser {
  return {
    id: user.id,
    email: user.email,
    username: user.email,
    fullName: user.fullName,
    name: user.fullName,
    mobilePhone: user.mobilePhone,
    fin: user.fin,
    active: user.status === "active",
    attachedCard: user.attachedCard,
    userType: user.userType,
    roles: user.userType === "main" ? ["owner"] : user.role ? [user.role] : [],
    privileges: privilegesOf(user),
    emailVerified: user.emailVerifiedAt !== null,
    secondSteps: steps.secondSteps,
    mustAddStrongMethod: steps.mustAddStrongMethod,
  };
}
