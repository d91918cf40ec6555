import { setTimeout as sleep } from "node:timers/promises";
import { toMinorUnits } from "@portal/contracts";
import * as z from "zod/mini";
import { configurationErrorOf, isOutcomeUnknown, KapitalError, KapitalNoAnswer } from "./kapital-errors";

/** The few logger methods the adapter uses; Fastify's logger is one. */
export interface KapitalLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface KapitalClientOptions {
  /** The API root, e.g. https://txpgtst.kapitalbank.az/api. */
  apiUrl: string;
  /** `TerminalSys/<name>` and its password, sent as HTTP Basic on every call. */
  login: string;
  password: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  log: KapitalLog;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** Reading or creating an order decides nothing yet, so a call without an answer is asked again, this many times in all. */
const SAFE_ATTEMPTS = 3;
const RETRY_PAUSE_MS = 250;

// The bank writes amounts as decimal numbers in major units (10.5), sometimes as strings: read them exactly into minor units.
const Amount = z.pipe(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value) => toMinorUnits(String(value))),
  ),
  z.bigint(),
);
const Code = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value) => String(value)),
);

const CreatedOrder = z.object({ order: z.object({ id: Code, hppUrl: z.string(), password: z.string() }) });

/** One transaction of an order (`tranDetailLevel=2`): its authorisation, clearings, reversals and refunds. */
const Tran = z.object({
  phase: z.optional(z.string()),
  type: z.optional(z.string()),
  voidKind: z.nullish(z.string()),
  amount: z.nullish(Amount),
  approvalCode: z.nullish(z.string()),
  ridByPmo: z.nullish(z.string()),
  pmoResultCode: z.nullish(Code),
});

const Order = z.object({
  order: z.object({
    id: Code,
    status: z.string(),
    amount: Amount,
    currency: z.string(),
    authorizedChargeAmount: z._default(Amount, 0n),
    clearedChargeAmount: z._default(Amount, 0n),
    clearedRefundAmount: z._default(Amount, 0n),
    srcToken: z.nullish(
      z.object({ displayName: z.nullish(z.string()), card: z.nullish(z.object({ brand: z.nullish(z.string()) })) }),
    ),
    trans: z._default(z.array(Tran), []),
  }),
});

const TranAnswer = z.object({ tran: z.object({ approvalCode: z.nullish(z.string()), pmoResultCode: Code }) });

const ErrorBody = z.object({ errorCode: z.string(), errorDescription: z.optional(z.string()) });

export type KapitalOrder = z.output<typeof Order>["order"];
export type KapitalTran = z.output<typeof Tran>;

export interface KapitalOrderRequest {
  typeRid: "Order_SMS" | "Order_DMS";
  /** Major units, two decimals: "10.50". */
  amount: string;
  currency: string;
  description: string;
  language: string;
  hppRedirectUrl: string;
  hppCofCapturePurposes: string[];
}

/** The bodies of `exec-tran` the adapter sends (docs/kapital-bank.md). */
export type KapitalTranRequest =
  | { phase: "Clearing"; amount: string }
  | { phase: "Auth"; voidKind: "Full" }
  | { phase: "Single"; voidKind: "Partial"; amount: string }
  | { phase: "Single"; type: "Refund"; amount: string };

/** Kapital Bank's e-commerce API: the calls, their JSON shapes, and which calls may be asked again. */
export function kapitalClient(options: KapitalClientOptions) {
  const base = options.apiUrl.replace(/\/+$/, "");
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.login}:${options.password}`).toString("base64")}`;

  /** One HTTP call; `name` (method and path, no query, no secrets) is what messages and logs show. */
  async function call<T>(
    name: string,
    path: string,
    init: { method: string; body?: object },
    schema: z.ZodMiniType<T>,
  ): Promise<T> {
    let status: number;
    let text: string;
    try {
      const res = await send(`${base}${path}`, {
        method: init.method,
        headers: {
          authorization,
          accept: "application/json",
          ...(init.body ? { "content-type": "application/json" } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      const reason =
        err instanceof Error && err.name === "TimeoutError" ? `within ${timeoutMs} ms` : `(${causeOf(err)})`;
      throw new KapitalNoAnswer(`Kapital Bank did not answer ${name} ${reason}`);
    }
    const json = parseJson(text);
    if (status < 200 || status >= 300) {
      const error = ErrorBody.safeParse(json);
      const code = error.success ? error.data.errorCode : null;
      throw (
        configurationErrorOf(status, code) ??
        new KapitalError(
          status,
          code ?? `HTTP${status}`,
          error.success ? (error.data.errorDescription ?? "") : "",
          name,
        )
      );
    }
    const parsed = schema.safeParse(json);
    // Unreadable, a success is as good as no answer: an operation is then reconciled. The body is
    // not quoted: an order's answer carries its password.
    if (!parsed.success) throw new KapitalNoAnswer(`Kapital Bank answered ${name} with a body of an unexpected shape`);
    return parsed.data;
  }

  async function askAgainWithoutAnswer<T>(name: string, attempt: () => Promise<T>): Promise<T> {
    for (let tries = 1; ; tries++) {
      try {
        return await attempt();
      } catch (err) {
        if (tries >= SAFE_ATTEMPTS || !isOutcomeUnknown(err)) throw err;
        options.log.warn(
          { call: name, tries, reason: (err as Error).message },
          "Kapital Bank gave no answer; asking again",
        );
        await sleep(RETRY_PAUSE_MS * tries);
      }
    }
  }

  return {
    /**
     * Asked again when no answer comes: the worst a repeat does is leave an order nobody is
     * sent to, which expires at the bank unpaid.
     */
    async createOrder(order: KapitalOrderRequest) {
      const name = "POST /order";
      const answer = await askAgainWithoutAnswer(name, () =>
        call(name, "/order", { method: "POST", body: { order } }, CreatedOrder),
      );
      return answer.order;
    },

    async readOrder(id: string): Promise<KapitalOrder> {
      const name = `GET /order/${id}`;
      const path = `/order/${encodeURIComponent(id)}?tranDetailLevel=2&tokenDetailLevel=2&orderDetailLevel=2`;
      const answer = await askAgainWithoutAnswer(name, () => call(name, path, { method: "GET" }, Order));
      return answer.order;
    },

    /** Called once: a repeat could refund or clear twice (the bank takes no idempotency key); the adapter reconciles instead. */
    async execTran(id: string, tran: KapitalTranRequest) {
      const name = `POST /order/${id}/exec-tran`;
      const answer = await call(
        name,
        `/order/${encodeURIComponent(id)}/exec-tran`,
        { method: "POST", body: { tran } },
        TranAnswer,
      );
      return answer.tran;
    },
  };
}

export type KapitalClient = ReturnType<typeof kapitalClient>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Why fetch failed, as the socket said it (ECONNREFUSED, ECONNRESET…). */
function causeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === "string") return cause.code;
  return err instanceof Error ? err.message : String(err);
}
