import type { AuthUser } from "@portal/contracts";
import type { User } from "./auth.repo";

/** SPEC §3 "signed-in user". Roles and privileges are filled in by the users module later. */
export function toAuthUser(user: User): AuthUser {
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
    roles: user.userType === "main" ? ["owner"] : [],
    privileges: [],
  };
}
