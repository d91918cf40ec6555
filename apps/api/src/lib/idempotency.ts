import { IDEMPOTENCY_KEY_PATTERN } from "@portal/contracts";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { AppError } from "./app-error";
import { sha256 } from "./crypto";

/** Marks an answer replayed from a stored one: the call had no effect this time. */
export const REPLAYED_HEADER = "Idempotent-Replayed";

export interface StoredAnswer<T = unknown> {
  status: number;
  body: T;
}

declare const answerType: unique symbol;

/**
 * One call's Idempotency-Key in its scope, with the request's hash, typed by the answer that
 * calls of this scope keep: what `claimIdempotencyKey` replays is what `rememberAnswer` kept
 * under the same scope, so a caller gets its own answer type back without a cast.
 */
export interface AnswerKey<T = unknown> {
  scope: string;
  key: string;
  hash: string;
  /** Only carries the answer's type. */
  readonly [answerType]?: T;
}

/** A header value fit to be a key, or a 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError("VALIDATION_ERROR", "Idempotency-Key must be 8 to 100 letters, digits or - _ . :", {
      fields: { "Idempotency-Key": "validation.invalid" },
    });
  }
  return key;
}

/** The digest of what a key must come with again; an amount in minor units (a bigint) counts as its digits. */
export const requestHash = (significant: unknown) =>
  sha256(JSON.stringify(significant, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value)));

/** The key of a call that keeps answers of type `T`; `significant` is what the same key must come with again. */
export const answerKey = <T>(scope: string, key: string, significant: unknown): AnswerKey<T> => ({
  scope,
  key,
  hash: requestHash(significant),
});

/**
 * Claims a key inside the caller's transaction (DESIGN §3). Returns the first answer when
 * this is a retry, null when the caller goes on and later calls `rememberAnswer`. The same
 * key with different details is a 409, and so is a retry while the first call still runs.
 * With `staleAfterMs`, a claim left unanswered that long (its process died) is taken over:
 * the one retry that moves its time on goes ahead.
 */
export async function claimIdempotencyKey<T = unknown>(
  q: Queryable,
  claim: AnswerKey<T> & { at: Date; staleAfterMs?: number },
): Promise<StoredAnswer<T> | null> {
  const inserted = await q
    .insert(idempotencyKeys)
    .values({ scope: claim.scope, key: claim.key, requestHash: claim.hash, createdAt: claim.at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await q
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  if (!row || row.requestHash !== claim.hash) {
    throw new AppError("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used for a different request.");
  }
  if (row.responseStatus !== null) return keptAnswer(claim, row.responseStatus, row.responseBody);
  if (claim.staleAfterMs !== undefined && claim.at.getTime() - row.createdAt.getTime() >= claim.staleAfterMs) {
    const taken = await q
      .update(idempotencyKeys)
      .set({ createdAt: claim.at })
      .where(
        and(
          eq(idempotencyKeys.scope, claim.scope),
          eq(idempotencyKeys.key, claim.key),
          isNull(idempotencyKeys.responseStatus),
          eq(idempotencyKeys.createdAt, row.createdAt),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return null;
  }
  throw new AppError("INVALID_STATE", "The first request with this Idempotency-Key is still running.");
}

/**
 * The first answer to a key already answered, read without claiming it: a call that spends
 * something on its way (a one-time code) looks here before spending it again. Null when the
 * key is new or its first call still runs; a 409 when the key came with another request.
 */
export async function storedAnswer<T>(q: Queryable, claim: AnswerKey<T>): Promise<StoredAnswer<T> | null> {
  const [row] = await q
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  if (!row) return null;
  if (row.requestHash !== claim.hash)
    throw new AppError("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used for a different request.");
  return row.responseStatus === null ? null : keptAnswer(claim, row.responseStatus, row.responseBody);
}

/**
 * The one place a stored body gets its type back: only `rememberAnswer` writes a scope's
 * bodies, and only with the answer type of the key that scope's calls build.
 */
const keptAnswer = <T>(_claim: AnswerKey<T>, status: number, body: unknown): StoredAnswer<T> => ({
  status,
  body: revived(body) as T,
});

// An answer holds its amounts in minor units (bigints, encoded only at the response's edge),
// which JSON has no form for: they are kept tagged as their digits and read back as bigints.
const BIGINT_TAG = "$bigint";

const keepable = (body: unknown): unknown =>
  JSON.parse(
    JSON.stringify(body, (_key, value: unknown) => (typeof value === "bigint" ? { [BIGINT_TAG]: `${value}` } : value)),
  );

function revived(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revived);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value);
  const [only] = entries;
  if (entries.length === 1 && only![0] === BIGINT_TAG && typeof only![1] === "string") return BigInt(only![1]);
  return Object.fromEntries(entries.map(([key, inner]) => [key, revived(inner)]));
}

export async function rememberAnswer<T>(q: Queryable, claim: AnswerKey<T>, answer: StoredAnswer<T>) {
  await q
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: keepable(answer.body) })
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
}

/** Forgets every key claimed before `before`, answered or not. */
export async function forgetIdempotencyKeys(q: Queryable, before: Date) {
  await q.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}

/** Forgets a claim whose call failed before it did anything, so the key can be retried. */
export async function releaseIdempotencyKey(q: Queryable, claim: AnswerKey) {
  await q
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
}
