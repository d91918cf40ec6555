import { and, eq } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { AppError } from "./app-error";
import { sha256 } from "./crypto";

export interface StoredAnswer {
  status: number;
  body: unknown;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** A header value fit to be a key, or a 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError("VALIDATION_ERROR", "Idempotency-Key must be 8 to 100 letters, digits or - _ . :", {
      fields: { "Idempotency-Key": "validation.invalid" },
    });
  }
  return key;
}

export const requestHash = (significant: unknown) => sha256(JSON.stringify(significant));

/**
 * Claims a key inside the caller's transaction (DESIGN §3). Returns the first answer when
 * this is a retry, null when the caller goes on and later calls `rememberAnswer`. The same
 * key with different details is a 409, and so is a retry while the first call still runs.
 */
export async function claimIdempotencyKey(q: Queryable, claim: { scope: string; key: string; hash: string; at: Date }): Promise<StoredAnswer | null> {
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
  if (row.responseStatus === null) throw new AppError("INVALID_STATE", "The first request with this Idempotency-Key is still running.");
  return { status: row.responseStatus, body: row.responseBody };
}

/**
 * The first answer to a key already answered, read without claiming it: a call that spends
 * something on its way (a one-time code) looks here before spending it again. Null when the
 * key is new or its first call still runs; a 409 when the key came with another request.
 */
export async function storedAnswer(q: Queryable, claim: { scope: string; key: string; hash: string }): Promise<StoredAnswer | null> {
  const [row] = await q
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  if (!row) return null;
  if (row.requestHash !== claim.hash) throw new AppError("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used for a different request.");
  return row.responseStatus === null ? null : { status: row.responseStatus, body: row.responseBody };
}

export async function rememberAnswer(q: Queryable, scope: string, key: string, answer: StoredAnswer) {
  await q
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Forgets a claim whose call failed before it did anything, so the key can be retried. */
export async function releaseIdempotencyKey(q: Queryable, scope: string, key: string) {
  await q.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
