import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Starts `src/server.ts` as its own OS process and waits for its health check; `env` adds to or overrides its settings. */
export async function startServer(port: number, databaseUrl: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  // A process already on the port (another run of the same test) would pass the health check in this one's stead.
  await new Promise<void>((resolve, reject) => {
    const probe = net
      .createServer()
      .once("error", (err) => reject(new Error(`port ${port} cannot be had (${err.message}): is another run of this test going on?`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      WEB_DIST: "/nonexistent",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      RATE_LIMIT_PER_MINUTE: "1000",
      LOGIN_FAILURES_BEFORE_LOCK: "3",
      ...env,
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`server on ${port} did not start`);
}

/** Resolves once the process has ended, whether it exited or a signal killed it. */
export const exited = (s: ChildProcess) => new Promise((r) => (s.exitCode !== null || s.signalCode !== null ? r(null) : s.once("exit", r)));

export async function stopServers(servers: ChildProcess[]) {
  for (const s of servers) s.kill("SIGTERM");
  await Promise.all(servers.map(exited));
}
