import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "@/test-support/eventually";
import { postgresBin, privatePostgres } from "@/test-support/private-postgres";
import { refusedStart, runCommand, startServer, stopServers } from "@/test-support/server-process";
import type { ChildProcess } from "node:child_process";

const PORT = 3961;
const READY_TIMEOUT_MS = 1000;

// A PostgreSQL of the test's own: it is stopped and started again here.
describe.skipIf(!postgresBin)(
  "migrations as their own step, and readiness while PostgreSQL stops and comes back",
  () => {
    let pg: Awaited<ReturnType<typeof privatePostgres>>;
    let server: ChildProcess | undefined;
    const get = (path: string) => fetch(`http://127.0.0.1:${PORT}${path}`, { signal: AbortSignal.timeout(10_000) });

    beforeAll(async () => {
      pg = await privatePostgres();
    }, 120_000);
    afterAll(async () => {
      if (server) await stopServers([server]);
      await pg?.remove();
    });

    it("refuses to start with MIGRATE=false on a database that lags, naming the command; runs once `--migrate` has", async () => {
      const settings = { DATABASE_URL: pg.url, MIGRATE: "false", ROLE: "api" };
      const refused = await refusedStart(PORT, settings);
      expect(refused.exitCode).toBe(1);
      expect(refused.output).toContain("npm run migrate");
      expect(refused.output).not.toMatch(/\n\s+at /);

      const migrated = await runCommand("--migrate", { DATABASE_URL: pg.url });
      expect(migrated.exitCode, migrated.output).toBe(0);
      expect(migrated.output).toContain("Migrations applied");

      server = await startServer(PORT, pg.url, { ...settings, READY_TIMEOUT_MS: String(READY_TIMEOUT_MS) });
      const ready = await get("/readyz");
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        status: "ready",
        checks: { database: "ok", migrations: "ok", redis: "off", shutdown: "ok" },
      });
    }, 300_000);

    it("says 503 naming the database while it is down, stays alive, and is ready again by itself once it is back", async () => {
      pg.stop("fast");
      const down = await get("/readyz");
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: "unavailable", checks: { database: "unreachable" } });
      expect((await get("/livez")).status).toBe(200);

      pg.start();
      await eventually(async () => ((await get("/readyz")).status === 200 ? true : undefined), 30_000);
      // Served from the database again: a sign-in with a wrong password is looked up and refused.
      const login = await fetch(`http://127.0.0.1:${PORT}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "nobody@example.az", password: "Wrong#2026" }),
      });
      expect(login.status).toBe(401);
      expect(server!.exitCode).toBeNull();
    }, 120_000);
  },
);
