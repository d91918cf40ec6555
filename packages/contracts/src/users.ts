import * as z from "zod/mini";
import { emailField, phoneField, requiredText } from "./fields";
import { pageOf, PageQuery } from "./pages";
import { type Permission, permissions } from "./permissions";
import { type Role, roles } from "./roles";

/**
 * Who may manage the account's users (SPEC §6 "a main user manages sub-users"): the main
 * user, and a sub-user the main user made an administrator. An administrator gives only
 * what they hold themselves and never the administrator role (docs/users.md "Users").
 */
export function managesUsers(user: { userType: "main" | "sub"; role: Role | null }): boolean {
  return user.userType === "main" || user.role === "administrator";
}

/**
 * What `granter` may not give: the permissions and applications outside their own, and the
 * administrator role unless they are the main user. Empty when the grant is allowed.
 */
export function grantBeyond(
  granter: { userType: "main" | "sub"; permissions: readonly Permission[]; applicationIds: readonly string[] | null },
  grant: { role: Role; permissions: readonly Permission[]; applicationIds: readonly string[] },
): { role: boolean; permissions: Permission[]; applicationIds: string[] } {
  if (granter.userType === "main") return { role: false, permissions: [], applicationIds: [] };
  const apps = granter.applicationIds;
  return {
    role: grant.role === "administrator",
    permissions: grant.permissions.filter((p) => !granter.permissions.includes(p)),
    applicationIds: apps === null ? [] : grant.applicationIds.filter((id) => !apps.includes(id)),
  };
}

/** `invited`: created, the set-password link not yet used. */
export const userStatuses = ["invited", "active", "deactivated"] as const;
export type UserStatus = (typeof userStatuses)[number];

const Permissions = z.array(z.enum(permissions)).check(z.maxLength(permissions.length));
const ApplicationIds = z.array(z.uuid()).check(z.maxLength(200));

/** SPEC §3 User: what `POST api/user/access` sets, and a new sub-user starts with. */
export const UserAccess = z.object({
  role: z.enum(roles),
  permissions: Permissions,
  /** The applications the user may act on at all (User Application); none: nothing of any application. */
  applicationIds: ApplicationIds,
});
export type UserAccess = z.infer<typeof UserAccess>;

/** `POST api/user/registerPmd/{OTP}`: the new sub-user's profile and access; they set their own password from the e-mailed link. */
export const SubUserInput = z.extend(UserAccess, {
  firstName: requiredText(50),
  lastName: requiredText(50),
  email: emailField,
  mobilePhone: phoneField,
});
export type SubUserInput = z.input<typeof SubUserInput>;

export const UserAccessRequest = z.extend(UserAccess, { userId: z.uuid() });
export type UserAccessRequest = z.infer<typeof UserAccessRequest>;

export const UserIdParam = z.object({ id: z.uuid() });

export const UserListQuery = z.extend(PageQuery, {
  /** Part of the name (or e-mail), any case. */
  fullName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type UserListQuery = z.input<typeof UserListQuery>;

const Person = z.object({ id: z.string(), fullName: z.string() });

/** A row of the Users screen. */
export const AccountUser = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  mobilePhone: z.string(),
  userType: z.enum(["main", "sub"]),
  /** Null for the main user, who holds everything. */
  role: z.nullable(z.enum(roles)),
  permissions: z.array(z.enum(permissions)),
  /** The applications the user may act on; the main user: all of the account's. */
  applications: z.array(z.object({ id: z.string(), appName: z.string() })),
  status: z.enum(userStatuses),
  lastSignInAt: z.nullable(z.iso.datetime()),
  /** SPEC §6 "who allowed": who last set this user's access, and when. */
  accessGrantedBy: z.nullable(Person),
  accessGrantedAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type AccountUser = z.infer<typeof AccountUser>;

export const AccountUserPage = pageOf(AccountUser);
export type AccountUserPage = z.infer<typeof AccountUserPage>;

/** The code for adding a user went to the acting user's phone; another may be asked for in `resendIn` seconds. */
export const SubUserCodeSent = z.object({ phoneHint: z.string(), resendIn: z.number().check(z.int()) });
export type SubUserCodeSent = z.infer<typeof SubUserCodeSent>;

export const SubUserCreated = z.object({ user: AccountUser, passwordLinkSentTo: z.string() });
export type SubUserCreated = z.infer<typeof SubUserCreated>;

/** The form's name fields joined as SPEC §3's full name. */
export const fullNameOf = (first: string, last: string) => `${first.trim()} ${last.trim()}`;
