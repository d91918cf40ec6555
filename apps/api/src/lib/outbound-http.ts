import { lookup } from "node:dns/promises";
import { type IncomingMessage, request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
// Called through the module objects, so a test can watch (and forbid) every connection made.
import net from "node:net";
import tls from "node:tls";
import { isPublicAddress } from "./public-address";

/** One address a host name resolves to, as `dns.promises.lookup(name, { all: true })` gives them. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface PostOptions {
  /**
   * Whether loopback, private, link-local and reserved addresses may be called: a receiver
   * on the developer's machine or office network outside production, never in it.
   */
  allowPrivate: boolean;
  /** How a host name becomes addresses; the system resolver unless a test answers instead. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** For the whole call: resolving, connecting, sending and reading the answer. */
  timeoutMs?: number;
  /** How much of the answer's body is kept; the rest is never read. */
  maxBodyBytes?: number;
  signal?: AbortSignal;
}

/**
 * The receiver's answer, or none: `refused` before any connection (a URL or an address not
 * allowed: trying the same again would be refused again), `timeout`, or `network` (DNS, TCP
 * or TLS failed).
 */
type Answer =
  | { kind: "response"; status: number; bodyExcerpt: string }
  | { kind: "refused" | "timeout" | "network"; message: string };

/**
 * What became of a call, with how long it took: the receiver's answer, whatever its status
 * (a redirect too), or why there was none. The message is ours, in English, for a delivery
 * log: it names neither the URL (whose query may hold a receiver's token) nor an address
 * the host resolved to (that would map a private network to whoever asked).
 */
export type PostOutcome = Answer & { durationMs: number };

/** A webhook receiver's answer counts if it comes within this. */
export const OUTBOUND_TIMEOUT_MS = 10_000;
/** Enough of an answer's body to show in a delivery log. */
export const OUTBOUND_BODY_EXCERPT_BYTES = 4096;

const systemResolve = (hostname: string) => lookup(hostname, { all: true });

/** Why a call is refused when the host is off the public internet; shown in delivery logs. */
export const NOT_PUBLIC_MESSAGE = "The host is on a private or reserved network, which is not allowed.";

/**
 * Where a host name leads, judged as `postJson` judges it without `allowPrivate`: `private`
 * when any address it names or resolves to is off the public internet, `unknown` when it did
 * not resolve within `timeoutMs` (no such name yet, DNS down): a call resolves it again.
 */
export async function reachOf(
  hostname: string,
  resolve: PostOptions["resolve"] = systemResolve,
  timeoutMs = OUTBOUND_TIMEOUT_MS,
): Promise<"public" | "private" | "unknown"> {
  let addresses: string[];
  try {
    addresses =
      net.isIP(hostname) !== 0
        ? [hostname]
        : (await untilAborted(resolve(hostname), AbortSignal.timeout(timeoutMs))).map((a) => a.address);
  } catch {
    return "unknown";
  }
  if (addresses.length === 0) return "unknown";
  return addresses.every(isPublicAddress) ? "public" : "private";
}

interface Target {
  /** Without brackets: `::1`, not `[::1]`. */
  hostname: string;
  isAddress: boolean;
  secure: boolean;
  port: number;
  path: string;
}

function targetOf(url: string): Target | string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "The URL is not valid.";
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return "Only http and https URLs can be called.";
  if (parsed.username || parsed.password) return "The URL may not carry a user name or password.";
  const hostname = parsed.hostname.replace(/^\[(.*)\]$/, "$1");
  const secure = parsed.protocol === "https:";
  return {
    hostname,
    isAddress: net.isIP(hostname) !== 0,
    secure,
    port: Number(parsed.port) || (secure ? 443 : 80),
    path: `${parsed.pathname}${parsed.search}`,
  };
}

/**
 * POSTs a JSON body (sent byte for byte as given, since a signature covers those bytes) to
 * a URL someone else chose, such as a merchant's webhook endpoint. Without `allowPrivate`,
 * a host that resolves to any address off the public internet, or a URL naming one, is
 * refused before a connection is made. The connection goes to the addresses that were checked,
 * in turn until one connects (the Host header and the TLS server name and certificate still
 * name the host), so a DNS
 * answer that changes between check and connect cannot point it inside. Redirects are not
 * followed: a 3xx is returned as the answer it is. Failures are returned, not thrown; only a
 * call the caller aborts before the status came rejects, with the signal's reason, as
 * `fetch` does (once the status came, the receiver has the delivery: that is the outcome).
 */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostOutcome> {
  options.signal?.throwIfAborted();
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const stop = () => deadline.abort();
  options.signal?.addEventListener("abort", stop, { once: true });
  let answer: Answer;
  try {
    answer = await call(url, body, headers, options, deadline.signal);
  } catch (err) {
    options.signal?.throwIfAborted();
    answer = deadline.signal.aborted
      ? { kind: "timeout", message: `No answer within ${timeoutMs} ms.` }
      : { kind: "network", message: `The receiver could not be reached${codeOf(err)}.` };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", stop);
  }
  return { ...answer, durationMs: Math.round(performance.now() - started) };
}

async function call(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
  signal: AbortSignal,
): Promise<Answer> {
  const target = targetOf(url);
  if (typeof target === "string") return { kind: "refused", message: target };
  const addresses = target.isAddress
    ? [target.hostname]
    : (await untilAborted((options.resolve ?? systemResolve)(target.hostname), signal)).map((a) => a.address);
  if (addresses.length === 0) return { kind: "network", message: "The host name has no address." };
  // Any address, not only the one called: a name that also points inside is not a receiver's.
  if (!options.allowPrivate && !addresses.every(isPublicAddress)) {
    return { kind: "refused", message: NOT_PUBLIC_MESSAGE };
  }
  // The checked addresses in turn until one takes the connection (`localhost` may give ::1
  // first to a receiver listening on 127.0.0.1 alone); one that refused was sent nothing.
  let refusal: unknown;
  for (const address of addresses) {
    try {
      return await exchange(
        target,
        address,
        body,
        headers,
        options.maxBodyBytes ?? OUTBOUND_BODY_EXCERPT_BYTES,
        signal,
      );
    } catch (err) {
      if (!(err instanceof NotConnected) || signal.aborted) throw err;
      refusal = err.cause;
    }
  }
  throw refusal;
}

/** A connection that never opened: nothing reached the receiver, so another of its addresses may be tried. */
class NotConnected extends Error {
  constructor(override readonly cause: unknown) {
    super("not connected");
  }
}

/** The request to one address, the answer's status and the start of its body. */
function exchange(
  target: Target,
  address: string,
  body: string,
  headers: Record<string, string>,
  maxBodyBytes: number,
  signal: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error("aborted"));
    let response: IncomingMessage | undefined;
    let connected = false;
    const kept: Buffer[] = [];
    let keptBytes = 0;
    // Once the status is in, the answer stands: what ends the read (the cap, the deadline, a
    // broken connection) only ends the excerpt, and the connection goes with it.
    const finish = (error?: unknown) => {
      signal.removeEventListener("abort", onAbort);
      request.destroy();
      if (response)
        resolve({
          kind: "response",
          status: response.statusCode ?? 0,
          bodyExcerpt: Buffer.concat(kept).toString("utf8"),
        });
      else reject(connected ? error : new NotConnected(error));
    };
    const onAbort = () => finish(new Error("aborted"));
    const request = (target.secure ? httpsRequest : httpRequest)(
      {
        method: "POST",
        host: target.hostname,
        port: target.port,
        defaultPort: target.secure ? 443 : 80,
        path: target.path,
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        // One connection per call, to the checked address, never a pooled one.
        createConnection: () =>
          target.secure
            ? tls.connect({
                host: address,
                port: target.port,
                servername: target.isAddress ? undefined : target.hostname,
              })
            : net.connect({ host: address, port: target.port }),
      },
      (res) => {
        response = res;
        res.on("data", (chunk: Buffer) => {
          const part = chunk.subarray(0, maxBodyBytes - keptBytes);
          kept.push(part);
          keptBytes += part.length;
          if (keptBytes >= maxBodyBytes) finish();
        });
        res.on("end", finish);
        res.on("error", finish);
      },
    );
    request.on("error", finish);
    request.on("socket", (socket) => socket.once("connect", () => (connected = true)));
    signal.addEventListener("abort", onAbort, { once: true });
    request.end(body);
  });
}

/** Stops waiting for a promise (a DNS lookup cannot be cancelled) once the signal aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error("aborted"));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** A system error's code (`ECONNREFUSED`, `ENOTFOUND`, `CERT_HAS_EXPIRED`): its message would name the address. */
function codeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" ? ` (${code})` : "";
}
