import pg from "pg";

/**
 * Which server of a `DATABASE_URL` listing several hosts takes the connections, with
 * libpq's `target_session_attrs` meaning: `read-write` skips a standby (a replica still in
 * recovery) so that after a failover the promoted replica is found without a restart.
 * node-postgres connects to one host only; this picks the host, pg does the rest.
 */

/** `postgres://u:p@a:5432,b:5433/db?target_session_attrs=read-write`, taken apart. */
export interface HostList {
  /** One single-host URL per listed host, in the order given (the query minus target_session_attrs). */
  urls: string[];
  /** `read-write` where several hosts are listed and nothing else was asked: writes must reach the primary. */
  target: "any" | "read-write";
}

const MULTI_HOST_URL = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/;

export function parseHostList(url: string): HostList {
  const match = MULTI_HOST_URL.exec(url);
  if (!match) return { urls: [url], target: "any" };
  const [, scheme, userinfo = "", hostPart = "", rest = ""] = match;
  const hosts = hostPart.split(",").filter((h) => h !== "");
  const queryAt = rest.indexOf("?");
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? "" : rest.slice(queryAt + 1));
  const asked = query.get("target_session_attrs");
  query.delete("target_session_attrs");
  const search = query.size ? `?${query}` : "";
  const target = asked === "read-write" || (asked === null && hosts.length > 1) ? "read-write" : "any";
  const urls = (hosts.length ? hosts : [""]).map((host) => `${scheme}${userinfo}${host}${path}${search}`);
  return { urls, target };
}

/** No listed server takes connections of the kind asked for (all down, or only standbys left). */
export class NoServerAvailableError extends Error {
  readonly code = "NO_SERVER_AVAILABLE";
}

export interface HostPicker {
  /** The single-host URL new connections go to, finding it first if it is not known. */
  current(): Promise<string>;
  /** Forget the current host (its connection failed or it turned read-only): the next connection looks again. */
  forget(): void;
  /** Whether more than one host is listed (else there is nothing to pick). */
  readonly several: boolean;
}

/**
 * Picks the first listed host that answers (and, for `read-write`, is not in recovery),
 * remembering it until `forget`. Concurrent callers share one search.
 */
export function hostPicker(list: HostList, connectTimeoutMs: number): HostPicker {
  let known: string | undefined = list.urls.length === 1 ? list.urls[0] : undefined;
  let searching: Promise<string> | undefined;

  async function accepts(url: string): Promise<boolean> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    client.on("error", () => undefined);
    try {
      await client.connect();
      if (list.target === "any") return true;
      const { rows } = await client.query<{ standby: boolean }>("select pg_is_in_recovery() as standby");
      return rows[0]?.standby === false;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async function search(): Promise<string> {
    for (const url of list.urls) if (await accepts(url)) return url;
    throw new NoServerAvailableError(
      list.target === "read-write"
        ? "No listed database server accepts writes (all down or in recovery)."
        : "No listed database server answers.",
    );
  }

  return {
    several: list.urls.length > 1,
    current() {
      if (known) return Promise.resolve(known);
      searching ??= search()
        .then((url) => (known = url))
        .finally(() => (searching = undefined));
      return searching;
    },
    forget() {
      if (list.urls.length > 1) known = undefined;
    },
  };
}
