import { inject } from "vitest";

/**
 * Where a test's processes reach a scratch database: straight, or through PgBouncer in the
 * api-pgbouncer project (vitest.pgbouncer.config.ts), with the direct URL beside it for
 * migrations, as a deployment behind PgBouncer sets DATABASE_URL and DATABASE_DIRECT_URL.
 */
export function databaseUrls(direct: string): { DATABASE_URL: string; DATABASE_DIRECT_URL?: string } {
  const port = pgbouncerPort();
  if (!port) return { DATABASE_URL: direct };
  const pooled = new URL(direct);
  pooled.hostname = "127.0.0.1";
  pooled.port = String(port);
  return { DATABASE_URL: pooled.toString(), DATABASE_DIRECT_URL: direct };
}

/** The api-pgbouncer project's PgBouncer port; none in the api project, and none outside vitest (a benchmark). */
export function pgbouncerPort(): number | undefined {
  try {
    return inject("pgbouncerPort");
  } catch {
    return undefined;
  }
}
