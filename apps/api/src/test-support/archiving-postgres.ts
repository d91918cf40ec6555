import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, userIds } from "./free-port";
import { postgresBin } from "./private-postgres";

/** pgBackRest's command, if installed (Debian's `pgbackrest`). */
export const pgbackrestBin =
  (process.env.PATH ?? "")
    .split(path.delimiter)
    .map((dir) => path.join(dir, "pgbackrest"))
    .find((file) => existsSync(file)) ?? null;

const asRoot = process.getuid?.() === 0;

/**
 * A PostgreSQL cluster of the test's own that archives its WAL with pgBackRest into a repository
 * in its temporary directory, as production does (docs/backups.md), with the pgBackRest settings
 * in that directory too. PostgreSQL refuses to run as root, and pgBackRest must run as the user
 * that owns the cluster: as root, the files and processes belong to the `postgres` user.
 */
export async function archivingPostgres(stanza: string) {
  if (!postgresBin) throw new Error("PostgreSQL's server binaries are not installed (/usr/lib/postgresql/*/bin)");
  const bin = postgresBin;
  const owner = asRoot ? "postgres" : os.userInfo().username;
  const dir = mkdtempSync(path.join(os.tmpdir(), "pg-backup-"));
  chmodSync(dir, 0o755);
  const own = (file: string) => {
    if (asRoot) chownSync(file, userIds(owner).uid, userIds(owner).gid);
  };
  own(dir);
  const data = path.join(dir, "data");
  const config = path.join(dir, "pgbackrest.conf");
  const port = await freePort();

  /** Runs a command as the cluster's owner: its exit code and output. */
  const asOwner = (file: string, args: string[], timeoutMs = 60_000) => ownerRun(file, args, { cwd: dir, timeoutMs });
  const must = (result: SpawnSyncReturns<string>, what: string) => {
    if (result.status !== 0) {
      const why = result.error?.message ?? `exit ${result.status}`;
      throw new Error(`${what} failed (${why}):\n${result.stdout}${result.stderr}`);
    }
  };
  /** Stops this cluster and any restored from it under its directory, and deletes them all. */
  const remove = () => {
    const clusters = [data, ...readdirSync(dir).map((name) => path.join(dir, name))];
    for (const cluster of clusters.filter((d) => existsSync(path.join(d, "postmaster.pid")))) {
      asOwner(path.join(bin, "pg_ctl"), ["-D", cluster, "-m", "immediate", "-w", "stop"]);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The superuser is named after the OS user, as peer authentication (the drill's copy) wants.
    must(asOwner(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", owner, "--no-sync"]), "initdb");

    const settings = [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      "fsync = off",
      "wal_level = replica",
      "archive_mode = on",
      `archive_command = 'pgbackrest --config=${config} --stanza=${stanza} archive-push %p'`,
    ];
    writeFileSync(path.join(data, "postgresql.conf"), `${settings.join("\n")}\n`, { flag: "a" });
    writeFileSync(
      config,
      [
        "[global]",
        `repo1-path=${path.join(dir, "repo")}`,
        "repo1-retention-full=2",
        "compress-type=zst",
        "process-max=2",
        `log-path=${path.join(dir, "log")}`,
        `lock-path=${path.join(dir, "lock")}`,
        "log-level-console=warn",
        // A checkpoint now rather than at the next scheduled one.
        "start-fast=y",
        `[${stanza}]`,
        `pg1-path=${data}`,
        `pg1-port=${port}`,
        `pg1-socket-path=${dir}`,
        "",
      ].join("\n"),
    );
    own(config);
    for (const made of ["log", "lock"].map((name) => path.join(dir, name))) {
      mkdirSync(made);
      own(made);
    }

    must(
      asOwner(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "log.txt"), "-w", "start"]),
      "pg_ctl start",
    );
  } catch (error) {
    remove();
    throw error;
  }
  const url = `postgres://${owner}@127.0.0.1:${port}/postgres`;

  return {
    url,
    dir,
    config,
    asOwner,
    pgbackrest: (...args: string[]) =>
      must(asOwner("pgbackrest", [`--config=${config}`, `--stanza=${stanza}`, ...args]), `pgbackrest ${args.at(-1)}`),
    /** Closes the current WAL segment and waits until pgBackRest has archived it. */
    async switchWal() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ segment: string }>("select pg_walfile_name(pg_switch_wal()) as segment");
        const segment = rows[0]!.segment;
        for (const deadline = Date.now() + 30_000; ;) {
          const archived = await client.query<{ done: boolean }>(
            "select coalesce(last_archived_wal >= $1, false) as done from pg_stat_archiver",
            [segment],
          );
          if (archived.rows[0]!.done) return;
          if (Date.now() > deadline) throw new Error(`WAL segment ${segment} was not archived within 30 s`);
          await new Promise((r) => setTimeout(r, 100));
        }
      } finally {
        await client.end();
      }
    },
    remove,
  };
}

export type ArchivingPostgres = Awaited<ReturnType<typeof archivingPostgres>>;

function ownerRun(file: string, args: string[], options: { cwd: string; timeoutMs: number }) {
  const [command, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  return spawnSync(command, argv, { cwd: options.cwd, encoding: "utf8", timeout: options.timeoutMs });
}
