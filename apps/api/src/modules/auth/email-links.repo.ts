import { and, desc, eq, isNull } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { type EmailLinkPurpose, emailLinks } from "@/db/schema";

export type EmailLink = typeof emailLinks.$inferSelect;

export async function insertEmailLink(q: Queryable, values: typeof emailLinks.$inferInsert) {
  await q.insert(emailLinks).values(values);
}

/** The unused link of a kind behind a token's hash, locked. */
export async function lockUnusedLink(q: Queryable, tokenHash: string, purpose: EmailLinkPurpose) {
  const [link] = await q
    .select()
    .from(emailLinks)
    .where(and(eq(emailLinks.tokenHash, tokenHash), eq(emailLinks.purpose, purpose), isNull(emailLinks.usedAt)))
    .for("update");
  return link;
}

export async function markLinkUsed(q: Queryable, id: string, at: Date) {
  await q.update(emailLinks).set({ usedAt: at }).where(eq(emailLinks.id, id));
}

/** Every unused link of a kind of the user is marked used at `at`. */
export async function useAllLinks(q: Queryable, userId: string, purpose: EmailLinkPurpose, at: Date) {
  await q
    .update(emailLinks)
    .set({ usedAt: at })
    .where(and(eq(emailLinks.userId, userId), eq(emailLinks.purpose, purpose), isNull(emailLinks.usedAt)));
}

/** The user's newest link of a kind, used or not. */
export async function newestLink(q: Queryable, userId: string, purpose: EmailLinkPurpose) {
  const [row] = await q
    .select()
    .from(emailLinks)
    .where(and(eq(emailLinks.userId, userId), eq(emailLinks.purpose, purpose)))
    .orderBy(desc(emailLinks.createdAt))
    .limit(1);
  return row;
}
