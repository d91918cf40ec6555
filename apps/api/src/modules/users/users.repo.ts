import { and, asc, count, desc, eq, ilike, inArray, max, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Queryable } from "@/db/client";
import { applications, sessions, users } from "@/db/schema";

export type UserRow = typeof users.$inferSelect;

/** An active user of the account, with what their scope is made of; none once they left it (or were disabled). */
export async function activeUserOfAccount(q: Queryable, accountId: string, userId: string) {
  const [user] = await q
    .select({
      email: users.email,
      accountId: users.accountId,
      userType: users.userType,
      applicationIds: users.applicationIds,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId), eq(users.status, "active")));
  return user;
}

/** Who the Users screen lists: people with access now or once; not freed registrations or deleted users. */
const listed = notInArray(users.status, ["released", "deleted", "pending"]);

/** SQL `LIKE` wildcards typed by the user match themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(accountId: string, fullName: string | undefined): SQL[] {
  const where = [eq(users.accountId, accountId), listed];
  if (fullName) where.push(or(ilike(users.fullName, likeText(fullName)), ilike(users.email, likeText(fullName)))!);
  return where;
}

const grantedBy = alias(users, "granted_by");
const lastSignIn = (q: Queryable) =>
  q
    .select({ userId: sessions.userId, at: max(sessions.createdAt).as("last_sign_in_at") })
    .from(sessions)
    .groupBy(sessions.userId)
    .as("last_sign_in");

export type ListedUser = Awaited<ReturnType<typeof listUsers>>["rows"][number];

/** One page of the account's users: the main user first, then by name. */
export async function listUsers(q: Queryable, accountId: string, f: { page: number; size: number; fullName?: string }) {
  const where = and(...listConditions(accountId, f.fullName));
  const signIns = lastSignIn(q);
  const [rows, [total]] = await Promise.all([
    q
      .select({ user: users, lastSignInAt: signIns.at, grantedBy: { id: grantedBy.id, fullName: grantedBy.fullName } })
      .from(users)
      .leftJoin(signIns, eq(signIns.userId, users.id))
      .leftJoin(grantedBy, eq(grantedBy.id, users.accessGrantedBy))
      .where(where)
      .orderBy(desc(sql`${users.userType} = 'main'`), asc(users.fullName), asc(users.id))
      .limit(f.size)
      .offset(f.page * f.size),
    q.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total!.n };
}

/** One listed user of the account, as the list shows it. */
export async function findListedUser(q: Queryable, accountId: string, id: string): Promise<ListedUser | undefined> {
  const signIns = lastSignIn(q);
  const [row] = await q
    .select({ user: users, lastSignInAt: signIns.at, grantedBy: { id: grantedBy.id, fullName: grantedBy.fullName } })
    .from(users)
    .leftJoin(signIns, eq(signIns.userId, users.id))
    .leftJoin(grantedBy, eq(grantedBy.id, users.accessGrantedBy))
    .where(and(eq(users.accountId, accountId), eq(users.id, id), listed));
  return row;
}

/** A user of the account that may still be acted on, locked for the change. */
export async function lockAccountUser(q: Queryable, accountId: string, id: string): Promise<UserRow | undefined> {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.id, id), listed))
    .for("update");
  return row;
}

/** The account's applications by id, for names on the list and for checking a grant. */
export function accountApplications(q: Queryable, accountId: string) {
  return q
    .select({ id: applications.id, appName: applications.appName })
    .from(applications)
    .where(eq(applications.accountId, accountId))
    .orderBy(asc(applications.appName));
}

/** Whether another person of the account signs in with this phone. */
export async function phoneInUse(
  q: Queryable,
  accountId: string,
  mobilePhone: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await q
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.mobilePhone, mobilePhone),
        inArray(users.status, ["active", "pending"]),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function emailInUse(q: Queryable, email: string): Promise<boolean> {
  const [row] = await q.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

export async function insertSubUser(q: Queryable, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await q.insert(users).values(values).returning();
  return row!;
}
