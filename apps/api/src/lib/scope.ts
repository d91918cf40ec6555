import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Whose records a call may reach: its account's, and for a sub-user only those of the
 * applications they were given (User Application). `appIds` null: every application.
 */
export interface Scope {
  accountId: string;
  appIds: readonly string[] | null;
}

/** A system caller (a job, a checkout) acting for the whole account. */
export const wholeAccount = (accountId: string): Scope => ({ accountId, appIds: null });

export function scopeOf(user: { accountId: string; userType: "main" | "sub"; applicationIds: string[] }): Scope {
  return { accountId: user.accountId, appIds: user.userType === "main" ? null : user.applicationIds };
}

/** The condition of rows (with an account and an application column) inside the scope. */
export function inScope(scope: Scope, accountColumn: AnyPgColumn, appColumn: AnyPgColumn): SQL {
  const account = eq(accountColumn, scope.accountId);
  if (scope.appIds === null) return account;
  if (scope.appIds.length === 0) return sql`false`;
  return and(account, inArray(appColumn, [...scope.appIds]))!;
}

/** Whether the scope reaches one application (its account already checked). */
export const reachesApp = (scope: Scope, appId: string) => scope.appIds === null || scope.appIds.includes(appId);
