import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "./client";

type Hook = () => void | Promise<void>;

/** The hooks of the transaction the current code runs in, if it runs in one `db.transaction` opened. */
const open = new AsyncLocalStorage<Hook[]>();

/**
 * Runs `hook` once the transaction the caller is in has committed, and never if it rolls back:
 * how a change nudges what delivers its events (docs/events.md) without a call after each
 * `db.transaction`. Outside a transaction the caller's statement has committed already, so
 * the hook runs at once. A savepoint's hooks wait for the outer commit.
 */
export async function afterCommit(hook: Hook): Promise<void> {
  const hooks = open.getStore();
  if (hooks) hooks.push(hook);
  else await hook();
}

/**
 * Makes `db.transaction` run the hooks its work registered, in order, after the commit and
 * before it returns: a request that paid has told its subscribers before it answers. Hooks
 * catch their own failures (the change has committed either way).
 */
export function runHooksAfterCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    const hooks: Hook[] = [];
    const result = await open.run(hooks, () => transaction(work, config));
    for (const hook of hooks) await hook();
    return result;
  };
  return db;
}
