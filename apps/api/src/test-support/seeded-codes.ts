import { randomUUID } from "node:crypto";
import { OTP_TTL_SECONDS } from "@portal/contracts";
import type pg from "pg";
import { hmac, sixDigitCode } from "@/lib/crypto";
import { codeTarget } from "@/modules/wallets/code-confirmed";

/** The APP_SECRET the test server processes run with: it keys the hashes of the codes seeded here. */
export const SEEDED_CODES_SECRET = "test-only-secret-that-keys-the-seeded-one-time-codes";

/**
 * One-time codes for moving money, written straight into `otp_challenges` as the server
 * issues them, one for each `what` (the list the service binds its code to); each comes back
 * in the same order with its challenge's id.
 *
 * Why not through the API: a race or a crash of hundreds of transfers or withdrawals needs as
 * many codes, and the SMS budget texts a phone five in ten minutes. What those tests check is
 * the money under concurrency; the code rules (bound to one movement, expiry, tries) are
 * checked through the API by wallet-transfers.test.ts and withdrawals.test.ts. The target is
 * the server's own `codeTarget`; the hash is otp.service.ts's `hmac(APP_SECRET, "<id>:<code>")`
 * written again, and should that change, every seeded code is refused and the tests fail.
 */
export async function seedCodes(
  sql: pg.Client,
  purpose: "transfer" | "withdraw" | "payout",
  codes: { userId: string; what: unknown[] }[],
) {
  const rows = codes.map((c) => {
    const id = randomUUID();
    const code = sixDigitCode();
    return {
      id,
      userId: c.userId,
      target: codeTarget(c.userId, c.what),
      code,
      codeHash: hmac(SEEDED_CODES_SECRET, `${id}:${code}`),
    };
  });
  await sql.query(
    `insert into otp_challenges (id, purpose, target, user_id, code_hash, expires_at, created_at)
     select id, $1, target, user_id, code_hash, now() + make_interval(secs => $2), now()
     from unnest($3::uuid[], $4::text[], $5::uuid[], $6::text[]) as c(id, target, user_id, code_hash)`,
    [
      purpose,
      OTP_TTL_SECONDS,
      rows.map((r) => r.id),
      rows.map((r) => r.target),
      rows.map((r) => r.userId),
      rows.map((r) => r.codeHash),
    ],
  );
  return rows.map((r) => ({ id: r.id, code: r.code }));
}
