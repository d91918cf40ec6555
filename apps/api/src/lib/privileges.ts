import { type Permission, permissions } from "@portal/contracts";

/** What a user may do: the main user of an account everything; sub-users get theirs later. */
export function privilegesOf(user: { userType: "main" | "sub" }): Permission[] {
  return user.userType === "main" ? [...permissions] : [];
}
