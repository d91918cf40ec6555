import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, userIds } from "./free-port";

/** The newest PostgreSQL server installed from Debian's packages, if any. */
export const postgresBin = (() => {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((v) => path.join(root, v, "bin")).find((bin) => existsSync(path.join(bin, "pg_ctl")));
  return found ?? null;
})();

/**
 * A PostgreSQL cluster of the test's own, on a free port, that it may stop and start (the
 * shared one on 5432 must keep serving the other suites). PostgreSQL refuses to run as root:
 * as root, its files and process belong to the `postgres` user.
 */
export async function privatePostgres() {
  if (!postgresBin) throw new Error("PostgreSQL's server binaries are not installed (/usr/lib/postgresql/*/bin)");
  const bin = postgresBin;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "pg-private-"));
  const data = path.join(dir, "data");
  if (asRoot) {
    const { uid, gid } = userIds("postgres");
    chmodSync(dir, 0o755);
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    execFileSync(file, argv, { stdio: "pipe", cwd: dir });
  };
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = (mode: "fast" | "immediate" = "fast") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
  start();
  /** The postmaster and every process it started: what a frozen host or stuck storage stops. */
  const processes = () => {
    const postmaster = readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]!.trim();
    const children = execFileSync("pgrep", ["-P", postmaster], { encoding: "utf8" }).split("\n").filter(Boolean);
    return [postmaster, ...children];
  };
  const signal = (name: "STOP" | "CONT") => execFileSync("kill", [`-${name}`, ...processes()]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    /** Stops every process of the server in its tracks (SIGSTOP): connections stay open and nothing answers. */
    freeze: () => signal("STOP"),
    thaw: () => signal("CONT"),
    async remove() {
      try {
        stop("immediate");
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
