import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "@/test-support/source-files";

/**
 * PgBouncer in transaction pooling hands each transaction to whichever server connection is
 * free, so nothing may outlive a transaction on a connection (DESIGN §7, docs/operations.md
 * "PgBouncer"). The race and crash suites run through a real PgBouncer (the api-pgbouncer
 * project); this guard covers every other query by refusing, in the server's source, the
 * session features that pooling breaks. Session state a file needs goes on a direct connection
 * (`DATABASE_DIRECT_URL`) and is listed below with its reason.
 */
const SESSION_FEATURES: { name: string; pattern: RegExp }[] = [
  { name: "a session advisory lock (use pg_advisory_xact_lock)", pattern: /pg_(?:try_)?advisory_lock\s*\(/i },
  {
    name: "a session setting (use `set local` inside the transaction)",
    pattern: /["'`]\s*set\s+(?!local\b)(?:session\s+)?\w+\s*(?:=|to\s)/i,
  },
  { name: "LISTEN / UNLISTEN", pattern: /["'`]\s*(?:un)?listen\s+\w/i },
  { name: "a named prepared statement", pattern: /\.prepare\s*\(\s*["'`]|\bquery\s*\(\s*\{[^}]*\bname\s*:/ },
  { name: "SQL PREPARE", pattern: /["'`]\s*prepare\s+\w+\s*(?:\(|as\b)/i },
  { name: "a temporary table", pattern: /create\s+(?:temp|temporary)\s+table/i },
  { name: "a cursor held past its transaction", pattern: /\bwith\s+hold\b/i },
];

/** Files allowed a session feature, each on a direct connection. */
const DIRECT_CONNECTION: Record<string, string> = {
  // migratePostgres opens its own pg.Client to the primary: DATABASE_DIRECT_URL behind a pooler.
  "db/migrations.ts": "a session advisory lock",
};

const srcDir = path.resolve(import.meta.dirname, "..");

function sessionFeatures(source: string) {
  return SESSION_FEATURES.filter((f) => f.pattern.test(source)).map((f) => f.name);
}

describe("queries under transaction pooling", () => {
  it("recognises each session feature it refuses, and not its transaction-scoped form", () => {
    expect(sessionFeatures("await q.execute(sql`select pg_advisory_lock(${key})`)")).toHaveLength(1);
    expect(sessionFeatures('await client.query("SET statement_timeout = 0")')).toHaveLength(1);
    expect(sessionFeatures("await client.query(`listen payments`)")).toHaveLength(1);
    expect(sessionFeatures("db.select().from(t).prepare('byId')")).toHaveLength(1);
    expect(sessionFeatures("client.query({ name: 'session_by_token', text, values })")).toHaveLength(1);
    expect(sessionFeatures('client.query("PREPARE q AS select 1")')).toHaveLength(1);
    expect(sessionFeatures("create temporary table staged (id int)")).toHaveLength(1);
    expect(sessionFeatures("declare c cursor with hold for select 1")).toHaveLength(1);
    expect(
      sessionFeatures(
        "tx.execute(sql`select pg_advisory_xact_lock(1)`); tx.execute(sql.raw(`set local lock_timeout = '5s'`)); " +
          'const label = "Set a new password"; client.query(text, values);',
      ),
    ).toEqual([]);
  });

  it("finds none in the server's queries outside a direct connection", () => {
    const found = sourceFiles(srcDir).flatMap((file) => {
      const relative = path.relative(srcDir, file).split(path.sep).join("/");
      const allowed = DIRECT_CONNECTION[relative];
      return sessionFeatures(readFileSync(file, "utf8"))
        .filter((name) => !(allowed && name.startsWith(allowed)))
        .map((name) => `${relative}: ${name}`);
    });
    expect(found).toEqual([]);
  });
});
