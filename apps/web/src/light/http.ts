import type { Language, ProofChallenge } from "@portal/contracts";

/** As long as the portal's own client waits for an answer. */
const TIMEOUT_MS = 30_000;

/** The error body of DESIGN §5, as far as the light pages read it. */
export interface ServerError {
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** Seconds before trying again (429, a locked sign-in). */
  retryAfter?: number;
  attemptsLeft?: number;
  proof?: ProofChallenge;
}

const isServerError = (body: unknown): body is ServerError =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as ServerError).code === "string" &&
  typeof (body as ServerError).message === "string";

/**
 * A call that did not succeed: the HTTP status and the server's error body, or no status
 * at all when no usable answer came (no network, timeout, an unreadable answer).
 */
export class CallFailed extends Error {
  constructor(
    readonly status: number | "noAnswer",
    readonly body?: ServerError,
  ) {
    super(body?.message ?? `call failed: ${status}`);
  }
}

/** The server's error body behind a failure, if it sent one. */
export const serverErrorOf = (error: unknown) => (error instanceof CallFailed ? error.body : undefined);

interface CallSettings {
  /** Absolute, or "/" for the page's own origin (runtime config). */
  apiBaseUrl: string;
  /** Sent as Accept-Language, as the portal's client does. */
  language: Language;
}

interface CallInit {
  method?: "GET" | "POST";
  /** JSON; a POST without one sends no body at all (an empty JSON body is a 400). */
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

/**
 * The light pages' calls over plain fetch: nothing cached (a reload must show what is so
 * now). Answers are taken as the server's contract types: the server validates them on
 * the way out.
 */
export function jsonCaller({ apiBaseUrl, language }: CallSettings) {
  return async function call<T>(path: string, init: CallInit = {}): Promise<T> {
    const url = new URL(path, new URL(apiBaseUrl, window.location.origin));
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { "accept-language": language, ...init.headers };
    if (init.body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method ?? (init.body === undefined ? "GET" : "POST"),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        cache: "no-store",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new CallFailed("noAnswer");
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new CallFailed(response.ok ? "noAnswer" : response.status);
    }
    if (!response.ok) throw new CallFailed(response.status, isServerError(data) ? data : undefined);
    return data as T;
  };
}
