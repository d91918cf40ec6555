import { type AuditAction, type AuditOutcome, AuditQuery, UserListQuery } from "@portal/contracts";
import { listFilters } from "@/lib/list-filters";

/** The screen's two tabs, `?tab=activity` for the account's trail (the main user's only). */
export type UsersTab = "users" | "activity";
export const tabOf = (search: URLSearchParams): UsersTab => (search.get("tab") === "activity" ? "activity" : "users");

/** The users list's address: `?fullName=…&page=…` (page zero-based, as the API counts). */
export interface UsersListQuery {
  page: number;
  fullName?: string;
}
const users = listFilters<UsersListQuery, "fullName">(UserListQuery, ["fullName"]);
export const usersQueryFromSearch = users.queryFromSearch;
export const searchFromUsersQuery = users.searchFromQuery;
export const withUsersFilters = users.withFilters;

/** The trail's address: `?tab=activity&userId=…&action=…&outcome=…&from=…&to=…&page=…`. */
export interface AuditListQuery {
  page: number;
  userId?: string;
  action?: AuditAction;
  outcome?: AuditOutcome;
  from?: string;
  to?: string;
}
type AuditFilterName = "userId" | "action" | "outcome" | "from" | "to";
const audit = listFilters<AuditListQuery, AuditFilterName>(AuditQuery, ["userId", "action", "outcome", "from", "to"]);
export const auditQueryFromSearch = audit.queryFromSearch;
export const withAuditFilters = audit.withFilters;
export const hasAuditFilters = audit.hasFilters;

/** The trail's search, the tab kept. */
export function searchFromAuditQuery(query: AuditListQuery): URLSearchParams {
  return new URLSearchParams([["tab", "activity"], ...audit.searchFromQuery(query)]);
}
