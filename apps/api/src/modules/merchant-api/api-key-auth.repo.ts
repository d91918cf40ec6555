import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { applications } from "@/db/schema";

const keyColumns = {
  id: applications.id,
  accountId: applications.accountId,
  merchantId: applications.merchantId,
  status: applications.status,
  secretKeyHash: applications.secretKeyHash,
  previousSecretKeyHash: applications.previousSecretKeyHash,
  previousSecretKeyExpiresAt: applications.previousSecretKeyExpiresAt,
};
/** What an application's key is checked against. */
export type KeyRow = { [K in keyof typeof keyColumns]: (typeof applications.$inferSelect)[K] };

/**
 * The two look-ups every merchant API call starts with, prepared once (planned once per
 * connection, like the session check): by merchant id (HTTP Basic), or by the key's hash,
 * current or replaced and still in its grace (a bearer token).
 */
export function keyLookups(db: Db) {
  const byMerchantId = db
    .select(keyColumns)
    .from(applications)
    .where(eq(applications.merchantId, sql.placeholder("merchantId")))
    .prepare("application_by_merchant_id");
  const byKeyHash = db
    .select(keyColumns)
    .from(applications)
    .where(
      or(
        eq(applications.secretKeyHash, sql.placeholder("hash")),
        and(
          eq(applications.previousSecretKeyHash, sql.placeholder("hash")),
          gt(applications.previousSecretKeyExpiresAt, sql.placeholder("at")),
        ),
      ),
    )
    .prepare("application_by_key_hash");
  return {
    byMerchantId: async (merchantId: string): Promise<KeyRow | undefined> =>
      (await byMerchantId.execute({ merchantId }))[0],
    byKeyHash: async (hash: string, at: Date): Promise<KeyRow | undefined> =>
      (await byKeyHash.execute({ hash, at }))[0],
  };
}
