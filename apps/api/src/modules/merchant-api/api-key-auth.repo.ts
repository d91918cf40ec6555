import { and, eq, gt, or } from "drizzle-orm";
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
 * The two look-ups every merchant API call starts with: by merchant id (HTTP Basic), or by
 * the key's hash, current or replaced and still in its grace (a bearer token). Unnamed
 * statements, never named prepared ones, so that PgBouncer in transaction pooling can hand
 * each call any server connection (DESIGN §7).
 */
export function keyLookups(db: Db) {
  return {
    byMerchantId: async (merchantId: string): Promise<KeyRow | undefined> =>
      (await db.select(keyColumns).from(applications).where(eq(applications.merchantId, merchantId)))[0],
    byKeyHash: async (hash: string, at: Date): Promise<KeyRow | undefined> =>
      (
        await db
          .select(keyColumns)
          .from(applications)
          .where(
            or(
              eq(applications.secretKeyHash, hash),
              and(eq(applications.previousSecretKeyHash, hash), gt(applications.previousSecretKeyExpiresAt, at)),
            ),
          )
      )[0],
  };
}
