import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "@/config/env";
import { apiDir } from "@/lib/api-dir";
import { exited } from "@/test-support/server-process";
import {
  argsOf,
  composeAnchors,
  composeServices,
  dockerStages,
  durationMs,
  envOf,
  flowSequence,
  serviceEnvironment,
  serviceSettings,
} from "./image-files";

/**
 * The container (docs/container.md). Images cannot be built here (no Docker daemon), so the
 * steps the Dockerfile runs live in scripts/build-release.sh and are run here on the build
 * `npm test` has just made; the Dockerfile and compose.yaml are read to check they still run
 * what the release was tested with.
 */

/** npm ci from the cache takes under a minute alone; a loaded two-core CI machine takes longer. */
const BUILD_DEADLINE_MS = 7 * 60_000;
const MIGRATE_DEADLINE_MS = 3 * 60_000;
const START_DEADLINE_MS = 150_000;

const repoRoot = path.resolve(apiDir, "../..");
const read = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");
const defaults = loadEnv({});

const stages = dockerStages(read("Dockerfile"));
const runtime = stages.at(-1)!;
/** Where the runtime stage puts the release, and the folder its CMD runs in. */
const releaseMount = argsOf(runtime, "COPY")
  .map((args) => /^--from=build\s+\/release\s+(\S+)$/.exec(args)?.[1])
  .find(Boolean);
const workdir = argsOf(runtime, "WORKDIR").at(-1);
const cmd = JSON.parse(argsOf(runtime, "CMD").at(-1) ?? "null") as string[] | null;

const compose = read("compose.yaml");
const services = composeServices(compose);
const anchors = composeAnchors(compose);
const service = (name: string) => services.get(name) ?? "";
const environmentOf = (name: string) => serviceEnvironment(service(name), anchors);

describe("the Dockerfile", () => {
  it("builds the release with scripts/build-release.sh in a node:20 build stage", () => {
    const build = stages.find((s) => s.name === "build");
    expect(build?.image).toMatch(/^node:20-bookworm(-slim)?$/);
    expect(argsOf(build!, "RUN").some((args) => /\bscripts\/build-release\.sh \/release$/.test(args))).toBe(true);
  });

  it("runs the release on node:20-bookworm-slim as the node user, in production, from apps/api", () => {
    expect(runtime.image).toBe("node:20-bookworm-slim");
    expect(releaseMount).toBeDefined();
    expect(workdir).toBe(path.posix.join(releaseMount!, "apps/api"));
    expect(argsOf(runtime, "USER").at(-1)).toBe("node");
    expect(envOf(runtime).NODE_ENV).toBe("production");
    const exposed = argsOf(runtime, "EXPOSE").flatMap((args) => args.split(/\s+/));
    expect(exposed).toContain(String(defaults.PORT));
    expect(exposed).toContain(environmentOf("api").METRICS_PORT);
  });

  it("starts node directly, never through npm, with the `serve` script's command line", () => {
    const { scripts } = JSON.parse(read("apps/api/package.json")) as { scripts: Record<string, string> };
    expect(cmd?.[0]).toBe("node");
    expect(cmd?.join(" ")).toBe(scripts.serve);
  });
});

describe("compose.yaml", () => {
  it("runs PostgreSQL 16, Redis, Mailpit, the migrate job, the API and the worker", () => {
    expect([...services.keys()]).toEqual(
      expect.arrayContaining(["postgres", "redis", "mailpit", "migrate", "api", "worker"]),
    );
    expect(service("postgres")).toMatch(/image: postgres:16\b/);
    expect(service("postgres")).toMatch(/healthcheck:/);
  });

  it("migrates once, then starts the API and the worker on a database that must be current", () => {
    const migrate = flowSequence(service("migrate"), "command");
    expect(migrate[0]).toBe("node");
    expect(migrate.slice(-2)).toEqual(["dist/server.mjs", "--migrate"]);
    expect(environmentOf("api")).toMatchObject({ ROLE: "api", MIGRATE: "false" });
    expect(environmentOf("worker")).toMatchObject({ ROLE: "worker", MIGRATE: "false" });
    for (const name of ["api", "worker"]) {
      expect(service(name)).toMatch(/migrate:\s+condition: service_completed_successfully/);
      // The slim image has no curl: node's own fetch asks the probe.
      expect(flowSequence(service(name), "test").slice(0, 3)).toEqual(["CMD", "node", "-e"]);
      expect(flowSequence(service(name), "test")[3]).toContain("/readyz");
    }
  });

  it("gives a production start the settings it requires, e-mail to Mailpit", () => {
    for (const name of ["migrate", "api", "worker"]) {
      const env = loadEnv(environmentOf(name));
      expect(env).toMatchObject({ NODE_ENV: "production", PAYMENTS_MODE: "sandbox" });
      expect(new URL(env.DATABASE_URL!).host).toBe("postgres:5432");
      expect(new URL(env.REDIS_URL!).hostname).toBe("redis");
      expect(env.SMTP_URL).toBe("smtp://mailpit:1025");
    }
  });

  it("waits longer than the server's shutdown deadline before it kills a process", () => {
    for (const name of ["api", "worker"]) {
      const settings = serviceSettings(service(name), anchors);
      expect(settings.init).toBe("true");
      expect(durationMs(settings.stop_grace_period ?? "0s")).toBeGreaterThan(
        loadEnv(environmentOf(name)).SHUTDOWN_TIMEOUT_MS,
      );
    }
  });
});

describe("the release (scripts/build-release.sh --from-build)", () => {
  let release: string;
  let scratch: string;
  /** The image's CMD folder in the release, as the Dockerfile lays it out. */
  const appDir = () => path.join(release, path.posix.relative(releaseMount!, workdir!));

  beforeAll(async () => {
    for (const built of ["apps/api/dist/server.mjs", "apps/web/dist/index.html"]) {
      if (!existsSync(path.join(repoRoot, built))) throw new Error(`${built} is missing: run npm run build first`);
    }
    scratch = await mkdtemp(path.join(os.tmpdir(), "portal-release-"));
    release = path.join(scratch, "release");
    const { code, output } = await run("bash", ["scripts/build-release.sh", "--from-build", release], {
      cwd: repoRoot,
      env: withoutNpmScriptSettings(process.env),
      deadlineMs: BUILD_DEADLINE_MS,
    });
    if (code !== 0) throw new Error(`scripts/build-release.sh exited ${code}:\n${output.slice(-4000)}`);
  }, BUILD_DEADLINE_MS + 30_000);

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it("holds the production dependencies and none of the development ones", () => {
    const installed = (name: string) => existsSync(path.join(release, "node_modules", name));
    for (const dev of ["vitest", "typescript", "@playwright/test", "eslint", "vite", "drizzle-kit", "smtp-server"])
      expect(installed(dev), `${dev} (a dev dependency) in the release`).toBe(false);
    for (const prod of ["fastify", "pg", "@electric-sql/pglite", "pg-boss", "react-dom"])
      expect(installed(prod), `${prod} missing from the release`).toBe(true);
  });

  it("installs every package the bundles import", () => {
    const bundles = [
      ...readdirSync(path.join(release, "apps/api/dist")).map((f) => path.join("apps/api/dist", f)),
      ...readdirSync(path.join(release, "apps/web/dist-ssr"), { recursive: true, encoding: "utf8" }).map((f) =>
        path.join("apps/web/dist-ssr", f),
      ),
    ].filter((f) => /\.m?js$/.test(f));
    const missing = bundles.flatMap((file) =>
      importedPackages(readFileSync(path.join(release, file), "utf8"))
        .filter((name) => !installedFor(release, file, name))
        .map((name) => `${name} (imported by ${file})`),
    );
    expect(missing).toEqual([]);
  });

  it("ships what runs, not the sources", () => {
    // Of the API's sources, only the migrations, read at run time.
    expect(readdirSync(path.join(release, "apps/api/src"))).toEqual(["db"]);
    expect(readdirSync(path.join(release, "apps/api/src/db"))).toEqual(["migrations"]);
    expect(existsSync(path.join(release, "apps/api/src/db/migrations/meta/_journal.json"))).toBe(true);
    expect(existsSync(path.join(release, "apps/web/src"))).toBe(false);
    expect(readdirSync(path.join(release, "packages/contracts"))).toEqual(["package.json"]);
  });

  it(
    "applies the migrations with compose's migrate command and exits 0",
    async () => {
      const [node, ...args] = flowSequence(service("migrate"), "command");
      expect(node).toBe("node");
      const env = await startSettings(path.join(scratch, "migrate-data"));
      const stop = new AbortController();
      const migrating = run(process.execPath, args, {
        cwd: appDir(),
        env,
        deadlineMs: MIGRATE_DEADLINE_MS,
        signal: stop.signal,
      });
      // A build without --migrate starts the server instead: said at once rather than at the deadline.
      let served = false;
      while (!(await Promise.race([migrating.then(() => true), sleep(500).then(() => false)]))) {
        if ((served = await answers(`${env.PUBLIC_URL}/api/health`))) stop.abort();
      }
      const { code, output } = await migrating;
      expect(served, `--migrate started the server instead of exiting:\n${output.slice(-3000)}`).toBe(false);
      expect(code, `--migrate said:\n${output.slice(-3000)}`).toBe(0);
    },
    MIGRATE_DEADLINE_MS + 10_000,
  );

  describe("started as the image's CMD starts it", () => {
    let server: ChildProcess | undefined;
    let origin: string;
    let said = "";

    beforeAll(async () => {
      const env = await startSettings(path.join(scratch, "server-data"));
      origin = `http://127.0.0.1:${env.PORT}`;
      server = spawn(process.execPath, cmd!.slice(1), { cwd: appDir(), env, stdio: ["ignore", "pipe", "pipe"] });
      for (const stream of [server.stdout, server.stderr])
        stream?.on("data", (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)));
      const deadline = Date.now() + START_DEADLINE_MS;
      while (!(await answers(`${origin}/api/health`))) {
        if (server.exitCode !== null || Date.now() > deadline)
          throw new Error(`the release did not start (${server.exitCode ?? "deadline passed"}):\n${said}`);
        await sleep(250);
      }
    }, START_DEADLINE_MS + 10_000);

    afterAll(async () => {
      if (server && server.exitCode === null) {
        server.kill("SIGKILL");
        await exited(server);
      }
    });

    it("answers /api/health", async () => {
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    });

    it("serves the portal's index.html at / and renders the light pages on the server", async () => {
      const page = await fetch(`${origin}/`);
      expect(page.status).toBe(200);
      // As built, with the region's configuration written in (modules/web/web.ts).
      const served = (await page.text()).replace(
        /<script type="application\/json" id="runtime-config">.*?<\/script>/,
        "",
      );
      expect(served).toBe(readFileSync(path.join(release, "apps/web/dist/index.html"), "utf8"));
      // The signed-out screens come rendered (apps/web/dist-ssr and React from the release's node_modules).
      const auth = await (await fetch(`${origin}/auth/login`)).text();
      expect(auth).toMatch(/<div id="root">\s*<(?!\/div>)/);
      expect(said).not.toContain("server rendering of");
    });

    it("answers the orchestrator's probes, /livez and /readyz", async () => {
      for (const probe of ["/livez", "/readyz"]) {
        const answer = await fetch(`${origin}${probe}`);
        expect(answer.status, probe).toBe(200);
        // Not the portal's index.html, which answers any unknown path.
        expect(answer.headers.get("content-type"), probe).toContain("application/json");
      }
    });

    it(
      "stops on SIGTERM with exit 0",
      async () => {
        server!.kill("SIGTERM");
        await exited(server!);
        expect(server!.exitCode, said).toBe(0);
      },
      defaults.SHUTDOWN_TIMEOUT_MS + 15_000,
    );
  });
});

/**
 * A production start as compose gives it, on PGlite in `dataDir` (no PostgreSQL here) and a
 * free loopback port; the image's ENV first, as Docker sets it.
 */
async function startSettings(dataDir: string): Promise<Record<string, string>> {
  const port = await freePort();
  return {
    PATH: process.env.PATH ?? "",
    ...envOf(runtime),
    PAYMENTS_MODE: "sandbox",
    APP_SECRET: "release-test-secret-0123456789abcdef0123",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    // A busy CI machine is no overload (test-app.ts says why).
    OVERLOAD_EVENT_LOOP_DELAY_MS: "30000",
  };
}

/** Packages a bundle imports by name (`node:` built-ins aside), each as its package folder's name. */
function importedPackages(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/\b(?:from|import|require(?:\.resolve)?)\s*\(?\s*["'](@?[a-z0-9][\w.-]*(?:\/[\w.@-]+)*)["']/g),
  ];
  const names = specifiers
    .map(([, specifier]) => specifier!)
    .filter((specifier) => !specifier.startsWith("node:"))
    .map((specifier) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/"),
    );
  return [...new Set(names)];
}

/** Whether `name` resolves from `file` in `root` as node looks: node_modules folders upwards, up to `root`. */
function installedFor(root: string, file: string, name: string): boolean {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(root, dir, "node_modules", name, "package.json"))) return true;
    if (dir === ".") return false;
  }
}

/**
 * The caller's environment without what `npm test` sets for its own scripts (npm_config_*,
 * npm_package_*…): the release's npm ci takes its settings from the release. The cache and
 * registry stay, to install from the same cache.
 */
function withoutNpmScriptSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  const kept = /^npm_config_(cache|registry|userconfig)$/i;
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && (!/^npm_/i.test(entry[0]) || kept.test(entry[0])),
    ),
  );
}

/** Runs a command to its end, or kills it at the deadline: its exit code (null if killed) and what it printed. */
async function run(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; deadlineMs: number; signal?: AbortSignal },
): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
  options.signal?.addEventListener("abort", () => child.kill("SIGKILL"));
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => {
    output += `\n[killed: still running after ${options.deadlineMs / 1000} s]`;
    child.kill("SIGKILL");
  }, options.deadlineMs);
  await exited(child);
  clearTimeout(timer);
  return { code: child.exitCode, output };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
