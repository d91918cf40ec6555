import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, userIds } from "./free-port";
import { postgresBin, privatePostgres } from "./private-postgres";

/**
 * A private primary and a streaming standby of it, each on a free port. initdb's `-A trust`
 * already lets local replication connections in, and the defaults (`wal_level=replica`,
 * ten WAL senders) are enough for one standby. As root, the standby's files and process
 * are the `postgres` user's, as the primary's are. `standbySettings` are the standby's `-c`
 * options (`max_standby_streaming_delay=0`: replay cancels a conflicting read at once).
 */
export async function replicaPostgres({ standbySettings = [] }: { standbySettings?: string[] } = {}) {
  if (!postgresBin) throw new Error("PostgreSQL's server binaries are not installed (/usr/lib/postgresql/*/bin)");
  const bin = postgresBin;
  const primary = await privatePostgres();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "pg-standby-"));
  const data = path.join(dir, "data");
  const run = (tool: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    execFileSync(file, argv, { stdio: "pipe", cwd: dir });
  };
  const stop = () => run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  const remove = async () => {
    try {
      stop();
    } catch {
      // Not started, or already stopped.
    }
    rmSync(dir, { recursive: true, force: true });
    await primary.remove();
  };
  try {
    if (asRoot) {
      const { uid, gid } = userIds("postgres");
      chmodSync(dir, 0o755);
      chownSync(dir, uid, gid);
    }
    // -R: the copy starts as a standby that streams from the primary.
    run("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primary.port),
      "-U",
      "postgres",
      "-D",
      data,
      "-R",
      "-X",
      "stream",
    ]);
    const port = await freePort();
    const options = [
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`,
      ...standbySettings.map((c) => `-c ${c}`),
    ].join(" ");
    run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
    return {
      primary,
      standby: { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop },
      remove,
    };
  } catch (err) {
    await remove();
    throw err;
  }
}
