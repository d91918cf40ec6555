import type { FastifyBaseLogger } from "fastify";
import type { Db } from "@/db/client";
import { insertApiLogEntries, type NewApiLogRow } from "./api-log.repo";

/** Calls written at once; and how long one waits for the rest of its batch. */
const BATCH = 200;
const FLUSH_AFTER_MS = 1000;
/** Calls held while the database does not take them; beyond, the newest are not logged (and a warning says how many). */
const MAX_HELD = 10_000;

export interface ApiLogWriter {
  add(row: NewApiLogRow): void;
  /** Writes what is held now; for shutdown and tests. */
  flush(): Promise<void>;
}

/**
 * The API log's writer (docs/merchant-api.md "API log"): calls are held in memory and written
 * in batches a second apart, after their answers, so a read call still writes nothing in its
 * own path and a slow or absent database never slows or fails a merchant's call. A batch the
 * database refuses is tried once more a second later; what is held at shutdown is written then.
 */
export function apiLogWriter({ db, log }: { db: Db; log: FastifyBaseLogger }): ApiLogWriter {
  let held: { row: NewApiLogRow; retried: boolean }[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;

  /** Whether the batch was written; a refused one goes back to be tried once more, a second later. */
  async function writeBatch(): Promise<boolean> {
    const batch = held.slice(0, BATCH);
    held = held.slice(batch.length);
    try {
      await insertApiLogEntries(
        db,
        batch.map((each) => each.row),
      );
      return true;
    } catch (err) {
      const again = batch.filter((each) => !each.retried).map((each) => ({ ...each, retried: true }));
      held = [...again, ...held].slice(0, MAX_HELD);
      log.warn(
        { err, calls: batch.length, kept: again.length },
        "the API log could not be written; kept for one more try",
      );
      return false;
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    writing = writing.then(async () => {
      if (dropped) log.warn({ calls: dropped }, "API log calls not logged: too many held while the database was away");
      dropped = 0;
      while (held.length && (await writeBatch()));
      if (held.length && !timer) timer = setTimeout(() => void flush(), FLUSH_AFTER_MS).unref();
    });
    return writing;
  }

  function add(row: NewApiLogRow) {
    if (held.length >= MAX_HELD) {
      dropped++;
      return;
    }
    held.push({ row, retried: false });
    if (held.length >= BATCH) void flush();
    else if (!timer) timer = setTimeout(() => void flush(), FLUSH_AFTER_MS).unref();
  }

  return { add, flush };
}
