import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, userIds } from "./free-port";

/** Debian's PgBouncer (`apt-get install pgbouncer`), if installed. */
export const pgbouncerBin = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].find((p) => existsSync(p)) ?? null;

/**
 * PgBouncer in transaction pooling in front of a PostgreSQL server, as production runs it
 * (DESIGN §7; docs/operations.md has the same settings): every database of the server under
 * its own name, trust authentication as the server has here. It refuses to run as root: as
 * root it runs as the `postgres` user.
 */
export async function startPgBouncer(server: { host: string; port: number; user: string }) {
  if (!pgbouncerBin) throw new Error("PgBouncer is not installed (apt-get install pgbouncer)");
  const dir = mkdtempSync(path.join(os.tmpdir(), "pgbouncer-"));
  const port = await freePort();
  writeFileSync(path.join(dir, "userlist.txt"), `"${server.user}" ""\n`);
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${server.host} port=${server.port}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      "auth_type = trust",
      `auth_file = ${path.join(dir, "userlist.txt")}`,
      "pool_mode = transaction",
      "max_client_conn = 1000",
      "default_pool_size = 40",
      // What PostgreSQL's own statement and idle-in-transaction timeouts do behind a pooler.
      "query_timeout = 20",
      "idle_transaction_timeout = 30",
      "server_reset_query =",
      "ignore_startup_parameters = extra_float_digits",
    ].join("\n"),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = userIds("postgres");
    chmodSync(dir, 0o755);
    chownSync(dir, uid, gid);
  }
  const args = [path.join(dir, "pgbouncer.ini")];
  const child: ChildProcess = asRoot
    ? spawn("runuser", ["-u", "postgres", "--", pgbouncerBin, ...args], { stdio: ["ignore", "ignore", "pipe"] })
    : spawn(pgbouncerBin, args, { stdio: ["ignore", "ignore", "pipe"] });
  let said = "";
  child.stderr?.on("data", (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => (socket.end(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`PgBouncer did not start: ${said}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    /** The same database URL, through PgBouncer. */
    through(url: string) {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(port);
      return u.toString();
    },
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
