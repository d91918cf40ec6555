import type { SavedView, SavedViewList } from "@portal/contracts";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { savedViews, users } from "@/db/schema";

type Row = typeof savedViews.$inferSelect;

export const toSavedView = (row: Row): SavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  filters: row.filters,
  createdAt: row.createdAt.toISOString(),
});

export const viewsOf = (q: Queryable, userId: string, list: SavedViewList) =>
  q
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.list, list)))
    .orderBy(asc(savedViews.createdAt), asc(savedViews.id));

export async function countViews(q: Queryable, userId: string, list: SavedViewList): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.list, list)));
  return row?.n ?? 0;
}

/** Whether the user has another view of the list by this name, in any case. */
export async function nameTaken(
  q: Queryable,
  userId: string,
  list: SavedViewList,
  name: string,
  except?: string,
): Promise<boolean> {
  const rows = await q
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(eq(savedViews.userId, userId), eq(savedViews.list, list), sql`lower(${savedViews.name}) = lower(${name})`),
    );
  return rows.some((r) => r.id !== except);
}

export async function insertView(q: Queryable, values: typeof savedViews.$inferInsert): Promise<Row> {
  const [row] = await q.insert(savedViews).values(values).returning();
  return row!;
}

/** The user's own view; another user's is none. */
export async function viewOf(q: Queryable, userId: string, id: string, lock = false): Promise<Row | undefined> {
  const query = q
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function renameView(q: Queryable, id: string, name: string): Promise<Row> {
  const [row] = await q.update(savedViews).set({ name }).where(eq(savedViews.id, id)).returning();
  return row!;
}

export async function deleteView(q: Queryable, id: string) {
  await q.delete(savedViews).where(eq(savedViews.id, id));
}

/** Locks the user's row: their views' changes take turns under it. */
export async function lockUser(q: Queryable, userId: string) {
  await q.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}
