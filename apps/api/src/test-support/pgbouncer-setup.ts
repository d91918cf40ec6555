import type { TestProject } from "vitest/node";
import { startPgBouncer } from "./pgbouncer";

declare module "vitest" {
  interface ProvidedContext {
    /** PgBouncer (transaction pooling) in front of TEST_DATABASE_URL's server, in the api-pgbouncer project. */
    pgbouncerPort?: number;
  }
}

/** The api-pgbouncer project's set-up: one PgBouncer for its files, stopped after them. */
export default async function setUp(project: TestProject) {
  const server = new URL(process.env.TEST_DATABASE_URL!);
  const bouncer = await startPgBouncer({
    host: server.hostname,
    port: Number(server.port || 5432),
    user: decodeURIComponent(server.username || "postgres"),
  });
  project.provide("pgbouncerPort", bouncer.port);
  return () => bouncer.stop();
}
