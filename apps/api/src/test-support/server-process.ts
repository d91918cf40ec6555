import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import { apiDir } from "@/lib/api-dir";

/** Node's arguments in the `serve` script (`npm start`'s), its heap limit among them: a benchmark measures the server as it runs. */
const servedWith = () => {
  const { scripts } = JSON.parse(readFileSync(path.join(apiDir, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return scripts.serve!.split(" ").slice(1);
};

/**
 * Starts the server as its own OS process and waits for its health check; `env` adds to or
 * overrides its settings. Without a database URL it runs on PGlite in `env.DATA_DIR`. It runs
 * `src/server.ts` through tsx, or with `from: "build"` the build as `npm start` runs it (made
 * by `npm run build -w apps/api` beforehand), for benchmarks to measure what production runs.
 */
export async function startServer(
  port: number,
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
  from: "source" | "build" = "source",
): Promise<ChildProcess> {
  // A process already on the port (another run of the same test) would pass the health check in this one's stead.
  await new Promise<void>((resolve, reject) => {
    const probe = net
      .createServer()
      .once("error", (err) =>
        reject(new Error(`port ${port} cannot be had (${err.message}): is another run of this test going on?`)),
      );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
  const child = spawnServer(port, databaseUrl, env, from);
  return answering(child, `http://127.0.0.1:${port}/api/health`, port);
}

/**
 * Starts a worker (ROLE=worker: jobs, no HTTP port) and waits until its metrics port says it
 * is ready; `env` adds to or overrides its settings.
 */
export async function startWorker(
  metricsPort: number,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawnServer(0, databaseUrl, { ROLE: "worker", METRICS_PORT: String(metricsPort), ...env }, "source");
  return answering(child, `http://127.0.0.1:${metricsPort}/readyz`, metricsPort);
}

/** The process once `url` answers 200; it is killed, and the start reported failed, if it exits or the deadline passes first. */
async function answering(child: ChildProcess, url: string, port: number): Promise<ChildProcess> {
  // What the process said last, to tell a crash from a slow start.
  let said = "";
  child.stderr?.on("data", (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
  // tsx compiles the whole API on start: on a busy two-core machine running other suites that
  // takes far longer than the 2 s it takes alone. A deadline, not a measurement.
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(
    `server on ${port} did not start${child.exitCode === null ? ` within ${START_DEADLINE_MS / 1000} s` : ` (exit ${child.exitCode})`}: ${said}`,
  );
}

/** Runs the server's one-off command (`--migrate`) from source to its end: its exit code and what it printed. */
export async function runCommand(
  flag: "--migrate",
  env: Record<string, string>,
): Promise<{ exitCode: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts", flag], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await exited(child);
  return { exitCode: child.exitCode, output };
}

const START_DEADLINE_MS = 150_000;

function spawnServer(
  port: number,
  databaseUrl: string | undefined,
  env: Record<string, string>,
  from: "source" | "build",
): ChildProcess {
  return spawn(process.execPath, from === "build" ? servedWith() : ["--import", "tsx", "src/server.ts"], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      WEB_DIST: "/nonexistent",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      RATE_LIMIT_PER_MINUTE: "1000",
      LOGIN_FAILURES_BEFORE_LOCK: "3",
      // tsx compiling on a busy machine is no overload (test-app.ts says why).
      OVERLOAD_EVENT_LOOP_DELAY_MS: "30000",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
}

/**
 * Starts the server from source with `env` and waits for it to stop by itself (a refused
 * configuration): its exit code and what it printed. A server that starts instead is stopped
 * and reported as such.
 */
export async function refusedStart(
  port: number,
  env: Record<string, string>,
): Promise<{ exitCode: number | null; output: string }> {
  const child = spawnServer(port, undefined, env, "source");
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      await stopServers([child]);
      throw new Error(`the server started on ${port} instead of refusing`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (child.exitCode === null) child.kill();
  await exited(child);
  return { exitCode: child.exitCode, output };
}

/** Resolves once the process has ended, whether it exited or a signal killed it. */
export const exited = (s: ChildProcess) =>
  new Promise((r) => (s.exitCode !== null || s.signalCode !== null ? r(null) : s.once("exit", r)));

export async function stopServers(servers: ChildProcess[]) {
  for (const s of servers) s.kill("SIGTERM");
  await Promise.all(servers.map(exited));
}
