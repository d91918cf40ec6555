import {
  type AccountUser,
  type Language,
  type Permission,
  type Role,
  roleLabels,
  type RolesCatalogue,
  roles,
} from "@portal/contracts";
import { useHeldPermissions, useIsMainUser, useUserId } from "@/lib/permissions";

/**
 * The signed-in manager (SPEC §6): the main user gives anything; an administrator gives only
 * the permissions they hold, and never the administrator role. The server checks it again.
 */
export interface Granter {
  id: string;
  isMain: boolean;
  /** The permissions the manager holds; "all" for the main user. */
  held: readonly string[] | "all";
}

export function useGranter(): Granter {
  return { id: useUserId(), isMain: useIsMainUser(), held: useHeldPermissions() };
}

/** The roles the manager may give. */
export const rolesOffered = (granter: Granter): Role[] =>
  roles.filter((role) => granter.isMain || role !== "administrator");

export const mayGive = (granter: Granter, permission: Permission) =>
  granter.held === "all" || granter.held.includes(permission);

/** What choosing `role` fills the permissions with: the role's own, less what the manager may not give. */
export function permissionsOfRole(catalogue: RolesCatalogue, role: Role, granter: Granter): Permission[] {
  const ofRole = catalogue.roles.find((entry) => entry.name === role)?.permissions ?? [];
  return ofRole.filter((permission) => mayGive(granter, permission));
}

/** A role's name in the interface language, as the catalogue says it (the contracts' own until it has loaded). */
export function roleLabel(catalogue: RolesCatalogue | undefined, role: Role, language: Language): string {
  return catalogue?.roles.find((entry) => entry.name === role)?.label[language] ?? roleLabels[role][language];
}

export function permissionLabel(catalogue: RolesCatalogue, permission: Permission, language: Language): string {
  return catalogue.permissions.find((entry) => entry.name === permission)?.label[language] ?? permission;
}

/** What a row's menu offers. */
export type UserAction = "editAccess" | "activity" | "deactivate" | "delete";

/**
 * What the manager may do to a user: anyone's activity; nothing else to the main user or to
 * themselves (the server refuses both). An administrator cannot hand a peer the
 * administrator role again, so does not edit one. Access set again makes a deactivated user
 * active; they cannot be deactivated twice.
 */
export function actionsFor(user: AccountUser, granter: Granter): UserAction[] {
  if (user.userType === "main" || user.id === granter.id) return ["activity"];
  const editable = granter.isMain || user.role !== "administrator";
  return [
    ...(editable ? (["editAccess"] as const) : []),
    "activity",
    ...(user.status === "deactivated" ? [] : (["deactivate"] as const)),
    "delete",
  ];
}
