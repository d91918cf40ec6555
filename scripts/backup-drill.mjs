// `npm run backup:drill`: proves the backups restore (docs/backups.md). It restores the stanza's
// backup to a point in time into a new data directory, starts PostgreSQL there on a port of its
// own, and compares the restored database's figures with those recorded from the source at that
// time. `--checks-only <url>` prints a database's figures as JSON instead, to record them.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { differences, takeChecks } from "./backup-checks.mjs";

const EQUAL = 0;
const DIFFERENT = 1;
/** Bad options, or the backup did not restore or start: no figures to compare. */
const FAILED = 2;

/** Each option and the environment variable that stands in for it (pgBackRest's own for the first two). */
const SETTINGS = {
  stanza: "PGBACKREST_STANZA",
  config: "PGBACKREST_CONFIG",
  "restore-dir": "BACKUP_DRILL_RESTORE_DIR",
  port: "BACKUP_DRILL_PORT",
  target: "BACKUP_DRILL_TARGET",
  expected: "BACKUP_DRILL_EXPECTED",
  database: "BACKUP_DRILL_DATABASE",
  "restored-figures": "BACKUP_DRILL_RESTORED_FIGURES",
};

/** The restored server's output, read back when it fails to start. */
const SERVER_LOG = "backup-drill.log";

/**
 * What a connection meets while PostgreSQL is still starting, or is stopping because recovery
 * failed (the socket reset as the server exits): look again, and the next look finds the
 * server gone and reports its log.
 */
const STILL_STARTING = new Set(["57P03", "ENOENT", "ECONNREFUSED", "ECONNRESET", "EPIPE"]);

class DrillError extends Error {}

try {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, { type: "string" }])),
      "checks-only": { type: "string" },
      keep: { type: "boolean", default: false },
    },
  });
  process.exitCode = values["checks-only"] ? await printChecks(values["checks-only"]) : await drill(values);
} catch (error) {
  console.error(error instanceof DrillError || error.code?.startsWith("ERR_PARSE_ARGS") ? error.message : error);
  process.exitCode = FAILED;
}

async function printChecks(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    console.log(JSON.stringify(await takeChecks(client), null, 2));
  } finally {
    await client.end();
  }
  return EQUAL;
}

async function drill(values) {
  const setting = (name) => values[name] ?? process.env[SETTINGS[name]];
  // `npm run` starts the script in the repository's folder: a relative path is the caller's.
  const pathOf = (name) => setting(name) && path.resolve(process.env.INIT_CWD ?? ".", setting(name));
  const required = (value, name) => {
    if (!value) throw new DrillError(`--${name} (or ${SETTINGS[name]}) is required`);
    return value;
  };
  const stanza = required(setting("stanza"), "stanza");
  const dir = required(pathOf("restore-dir"), "restore-dir");
  const port = required(setting("port"), "port");
  if (!/^\d+$/.test(port)) throw new DrillError(`--port must be a port number, not ${port}`);
  const expected = JSON.parse(readFileSync(required(pathOf("expected"), "expected"), "utf8"));
  if (typeof expected?.figures !== "object") throw new DrillError("--expected must be a file written by --checks-only");
  // Figures recorded with --checks-only hold at the moment they were taken.
  const target = required(setting("target") ?? expected.takenAt, "target");
  const database = setting("database") ?? "portal";
  const config = pathOf("config");
  const restoredFigures = pathOf("restored-figures");

  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new DrillError(`${dir} is not empty: the drill restores into a new directory`);
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    console.log(`Restoring stanza ${stanza} to ${target} into ${dir}`);
    restore({ stanza, config, dir, target });
    writePrivateSettings(dir);
    const server = start(dir, port);
    try {
      const client = await whenRecovered(server, dir, port, database);
      let restored;
      try {
        restored = (await takeChecks(client)).figures;
      } finally {
        await client.end();
      }
      if (restoredFigures) {
        writeFileSync(restoredFigures, `${JSON.stringify({ restoredTo: target, figures: restored }, null, 2)}\n`);
      }
      return report(expected.figures, restored, target);
    } finally {
      await stop(server);
    }
  } finally {
    // A copy of the money: kept only when asked, to look into a difference.
    if (!values.keep) rmSync(dir, { recursive: true, force: true });
  }
}

function restore({ stanza, config, dir, target }) {
  const args = [
    `--stanza=${stanza}`,
    ...(config ? [`--config=${config}`] : []),
    `--pg1-path=${dir}`,
    "--type=time",
    `--target=${target}`,
    "--target-action=promote",
    "restore",
  ];
  const { status, error } = spawnSync("pgbackrest", args, { stdio: ["ignore", "inherit", "inherit"] });
  if (status !== 0) throw new DrillError(`pgbackrest restore failed (${error?.message ?? `exit ${status}`})`);
}

/**
 * The copy runs on settings of its own rather than production's: production's files may live
 * outside the data directory (Debian keeps them in /etc/postgresql), may ask for memory or
 * libraries this host lacks, and may let other people in. Only the directory's owner connects,
 * through the socket inside it. What matters for recovery is on the command line (see start).
 */
function writePrivateSettings(dir) {
  writeFileSync(path.join(dir, "postgresql.conf"), "# The backup drill's copy: settings on its command line.\n");
  writeFileSync(path.join(dir, "pg_hba.conf"), "local all all peer\n");
  writeFileSync(path.join(dir, "pg_ident.conf"), "");
}

function start(dir, port) {
  const version = readFileSync(path.join(dir, "PG_VERSION"), "utf8").trim();
  const postgres = path.join("/usr/lib/postgresql", version, "bin/postgres");
  if (!existsSync(postgres))
    throw new DrillError(`the backup is of PostgreSQL ${version}, not installed (${postgres})`);
  // On the command line they outrank postgresql.auto.conf, which the copy brings from production.
  const settings = {
    port,
    listen_addresses: "127.0.0.1",
    unix_socket_directories: dir,
    // Never into production's repository: a promoted copy would archive a new timeline there.
    archive_mode: "off",
    // Nothing connects before recovery has ended, and production's connection and worker
    // limits, which a hot standby must match, do not apply.
    hot_standby: "off",
    // The copy is deleted once checked: none of it has to outlive a crash of this host, and
    // syncing the whole directory at start would take longer than the check.
    fsync: "off",
    logging_collector: "off",
    log_destination: "stderr",
  };
  const log = openSync(path.join(dir, SERVER_LOG), "a");
  const args = Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  return spawn(postgres, ["-D", dir, ...args], { stdio: ["ignore", log, log] });
}

/** A connection to the copy once it has replayed to the target and been promoted. */
async function whenRecovered(server, dir, port, database) {
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      const log = readFileSync(path.join(dir, SERVER_LOG), "utf8").trimEnd().split("\n").slice(-20).join("\n");
      throw new DrillError(`PostgreSQL stopped before the restore had finished recovery; its log ends:\n${log}`);
    }
    const client = new pg.Client({ host: dir, port: Number(port), database });
    let recovered = false;
    try {
      await client.connect();
      recovered = !(await client.query("select pg_is_in_recovery() as recovering")).rows[0].recovering;
    } catch (error) {
      if (!STILL_STARTING.has(error.code)) {
        await client.end().catch(() => undefined);
        throw error;
      }
    }
    if (recovered) return client;
    await client.end().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, "exit");
  server.kill("SIGINT"); // PostgreSQL's fast shutdown
  await exited;
}

/** Prints the figures side by side, then the verdict; the exit code. */
function report(expected, restored, target) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(restored)])];
  const rows = [
    ["figure", "expected", "restored", ""],
    ...names.map((name) => [
      name,
      expected[name] ?? "-",
      restored[name] ?? "-",
      expected[name] === restored[name] ? "" : "≠",
    ]),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length)));
  for (const [name, before, after, mark] of rows) {
    console.log(
      `${name.padEnd(widths[0])}  ${before.padStart(widths[1])}  ${after.padStart(widths[2])}  ${mark}`.trimEnd(),
    );
  }
  const found = differences(expected, restored);
  if (found.length === 0) {
    console.log(`\nThe restore to ${target} equals the expected figures (${names.length} figures).`);
    return EQUAL;
  }
  console.log(`\nThe restore to ${target} differs from the expected figures:`);
  for (const difference of found) console.log(`  ${difference}`);
  return DIFFERENT;
}
