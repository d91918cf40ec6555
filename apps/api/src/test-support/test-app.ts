import { UNDOCUMENTED_ERROR } from "@/lib/error-answers";
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import pg from "pg";
import type { InjectOptions } from "fastify";
import type { JobsRole } from "@/jobs/jobs";
import { buildApp } from "@/app";
import { loadEnv } from "@/config/env";
import { openDatabase } from "@/db/client";
import type { ResolvedAddress } from "@/lib/outbound-http";
import { databaseUrls, pgbouncerPort } from "./through-pgbouncer";

export type Backend = "pglite" | "postgres";

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server; PostgreSQL alone,
 * through PgBouncer, in the api-pgbouncer project (the other two ran in the api project).
 */
export const backends: Backend[] = pgbouncerPort()
  ? ["postgres"]
  : process.env.TEST_DATABASE_URL
    ? ["pglite", "postgres"]
    : ["pglite"];

/** A database no other run can see: a new one on the server, dropped afterwards. */
export async function scratchPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new URL(serverUrl);
  const name = `portal_scratch_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  // Connections may still be closing just after the pool ended: wait for them, then insist.
  async function drop() {
    // PgBouncer keeps its idle server connections to the database: each plain drop would wait 5 s for them.
    if (pgbouncerPort()) return run(`drop database if exists "${name}" with (force)`);
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        return await run(`drop database if exists "${name}"`);
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await run(`drop database if exists "${name}" with (force)`);
  }
  return { url: url.toString(), drop };
}

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

function testClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += ms) };
}

/**
 * Responses whose body looks like a leaked stack trace or source path. Bounded by parentheses
 * and lines, so scanning a large answer stays linear (".+" took seconds on the 600 KB OpenAPI
 * document, and slowed every test that reads a long list or export).
 */
const STACK_TRACE = /\bat [^\n()]*\([^\n()]*:\d+:\d+\)|node_modules|\.ts:\d+/;

/**
 * The resolver of a test app's webhook deliveries unless a test gives its own: every host name
 * is this machine, so no test reaches another address by DNS, even by mistake.
 */
const loopbackOnly = async (): Promise<ResolvedAddress[]> => [{ address: "127.0.0.1", family: 4 }];

export async function startTestApp(
  backend: Backend,
  envOverrides: Record<string, string> = {},
  options: { jobs?: JobsRole; resolveHost?: (hostname: string) => Promise<ResolvedAddress[]> } = {},
) {
  const pgDb = backend === "postgres" ? await scratchPostgres(process.env.TEST_DATABASE_URL!) : undefined;
  const urls = pgDb ? databaseUrls(pgDb.url) : undefined;
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    WEB_DIST: "/nonexistent",
    PUBLIC_URL: "http://portal.test",
    ...urls,
    ...envOverrides,
  });
  const database = await openDatabase({ url: urls?.DATABASE_URL, directUrl: urls?.DATABASE_DIRECT_URL });
  const clock = testClock();
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    env,
    database,
    clock: clock.now,
    logStream,
    jobs: options.jobs,
    resolveHost: options.resolveHost ?? loopbackOnly,
  });
  const leaks: string[] = [];

  /** app.inject, recording any body that would show a stack trace. */
  async function call(opts: InjectOptions) {
    const res = await app.inject(opts);
    if (STACK_TRACE.test(res.body)) leaks.push(`${opts.method} ${opts.url}: ${res.body}`);
    return res;
  }

  return {
    app,
    db: database.db,
    clock,
    env,
    call,
    logs: () => logLines.join(""),
    /** Bodies that showed a stack trace, and error answers a call's document does not list (plugins/errors.ts). */
    get leaks() {
      return [...leaks, ...logLines.filter((line) => line.includes(UNDOCUMENTED_ERROR))];
    },
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
