import { type Permission, permissions } from "@portal/contracts";

/** What a user may do: the main user of an account everything, a sub-user the permissions given to them. */
export function privilegesOf(user: { userType: "main" | "sub"; permissions: Permission[] }): Permission[] {
  return user.userType === "main" ? [...permissions] : user.permissions;
}
