import path from "node:path";
import { toMinorUnits } from "@portal/contracts";
import * as z from "zod/mini";
import { apiDir } from "@/lib/api-dir";
import { HOST_NAME } from "@/lib/public-origin";
import { DEFAULT_POOL } from "@/db/postgres";

const repoRoot = path.resolve(apiDir, "../..");

// zod/mini loads no locale: without English, a bad variable would only say "Invalid input" (classic zod loaded English itself).
if (!z.core.globalConfig.localeError) z.config(z.locales.en());

const flag = z.pipe(
  z.enum(["true", "false", "1", "0"]),
  z.transform((v) => v === "true" || v === "1"),
);
const positiveInt = z.coerce.number().check(z.int(), z.positive());
const monthsKept = z.coerce.number().check(z.int(), z.gte(0));

const EnvVariables = z
  .object({
    NODE_ENV: z._default(z.enum(["development", "production", "test"]), "development"),
    /**
     * `sandbox`: test cards, messages kept in the outbox, the sandbox pages, a "Test mode" banner
     * on every screen. `live`: real money, every provider real. Development and tests default to
     * `sandbox`; production must say which (docs/going-live.md).
     */
    PAYMENTS_MODE: z.optional(z.enum(["sandbox", "live"])),
    /**
     * The card acquirer: `sandbox` takes the card on our checkout (test cards decide);
     * `sandbox-hosted` sends the customer to the sandbox's own card page, /sandbox/hpp, as a
     * bank's gateway would; `kapital` is Kapital Bank's e-commerce gateway (KAPITAL_*).
     */
    ACQUIRER: z._default(z.enum(["sandbox", "sandbox-hosted", "kapital"]), "sandbox"),
    /** Kapital Bank's API root, e.g. https://txpgtst.kapitalbank.az/api (its test host) or the live one it issues. */
    KAPITAL_API_URL: z.optional(z.url()),
    /** The terminal's login, `TerminalSys/<name>`, and its password (HTTP Basic); never logged. */
    KAPITAL_LOGIN: z.optional(z.string().check(z.regex(/^TerminalSys\/\S+$/, "must be TerminalSys/<name>"))),
    KAPITAL_PASSWORD: z.optional(z.string().check(z.minLength(1))),
    /** Unset: loopback outside production (the sandbox shows everyone's codes), every interface in production. */
    HOST: z.optional(z.string().check(z.minLength(1))),
    PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3000),
    /** Where every link points; unset, links to customers follow the address the merchant uses (lib/public-origin.ts). */
    PUBLIC_URL: z.optional(z.url()),
    /** Hosts (host or host:port, comma-separated) links may be built from when PUBLIC_URL is unset. */
    PUBLIC_HOSTS: z.optional(
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((list) =>
            list
              .split(",")
              .map((host) => host.trim().toLowerCase())
              .filter(Boolean),
          ),
        ),
        z
          .array(z.string().check(z.regex(HOST_NAME, "must be host names or host:port, comma-separated")))
          .check(z.minLength(1)),
      ),
    ),
    /**
     * A PostgreSQL server; without it the embedded PGlite in DATA_DIR is used. Several hosts
     * (`postgres://u@a:5432,b:5432/db`) are tried in order for the one that takes writes.
     */
    DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL"))),
    /** The server itself when DATABASE_URL goes through PgBouncer: migrations and session locks use it. */
    DATABASE_DIRECT_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL"))),
    /** A streaming replica that lists, exports and the dashboard may read from (docs/operations.md "Reads from a replica"); unset: every read is the primary's. */
    DATABASE_REPLICA_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL"))),
    /** How far behind the primary the replica may be and still be read from; also how long a user's own write keeps their reads on the primary. */
    REPLICA_MAX_LAG_MS: z._default(positiveInt, 5000),
    /** Connections each process keeps to PostgreSQL. */
    DB_POOL_MAX: z._default(positiveInt, DEFAULT_POOL.max),
    /** Requests that may wait for a connection; the next one is answered 503 at once. */
    DB_POOL_MAX_WAITING: z._default(positiveInt, DEFAULT_POOL.maxWaiting),
    /** Deadline to open a connection or to get a free one (then 503). */
    DB_CONNECT_TIMEOUT_MS: z._default(positiveInt, DEFAULT_POOL.connectTimeoutMs),
    /** Deadline of one SQL statement (the server's statement_timeout; the client's own a second later). */
    DB_STATEMENT_TIMEOUT_MS: z._default(positiveInt, DEFAULT_POOL.statementTimeoutMs),
    /** A transaction idle this long is ended by the server. */
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z._default(positiveInt, DEFAULT_POOL.idleInTransactionTimeoutMs),
    /** How long start-up waits for PostgreSQL (starting, recovering, failing over) before it gives up. */
    DB_STARTUP_WAIT_MS: z._default(positiveInt, DEFAULT_POOL.startupWaitMs),
    /**
     * Months of each log kept in its monthly partitions (docs/operations.md "Partitions"), 0 for
     * all of them; the ledger's months are money and are never dropped.
     */
    AUDIT_RETENTION_MONTHS: z._default(monthsKept, 0),
    MESSAGE_RETENTION_MONTHS: z._default(monthsKept, 12),
    EVENT_RETENTION_MONTHS: z._default(monthsKept, 3),
    WEBHOOK_RETENTION_MONTHS: z._default(monthsKept, 6),
    /**
     * The merchant API's log: the portal shows 30 days, so a month is dropped once the month
     * after it has passed too. At least 1: this log may never grow without bound.
     */
    API_LOG_RETENTION_MONTHS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
    DATA_DIR: z._default(z.string().check(z.minLength(1)), path.join(repoRoot, "data")),
    /** Keys the one-time code hashes; must be set in production. */
    APP_SECRET: z.optional(z.string().check(z.minLength(32, "must be at least 32 characters"))),
    REDIS_URL: z.optional(z.string().check(z.regex(/^rediss?:\/\//, "must be a redis:// URL"))),
    /**
     * How long a call to Redis, or an attempt to connect to it, may take before it has failed: the
     * rate limits are then counted in the database until Redis answers again (docs/security.md).
     */
    REDIS_COMMAND_TIMEOUT_MS: z._default(positiveInt, 500),
    RATE_LIMIT_PER_MINUTE: z._default(positiveInt, 100),
    /** Calls a minute each application may make to the merchant API (`/api/v1`), whatever the address. */
    API_RATE_LIMIT_PER_MINUTE: z._default(positiveInt, 300),
    /** PCI DSS 8.3.4: at most 10 wrong passwords before sign-in locks. */
    LOGIN_FAILURES_BEFORE_LOCK: z._default(positiveInt.check(z.lte(10)), 10),
    LOGIN_LOCK_MINUTES: z._default(positiveInt.check(z.gte(30)), 30),
    SESSION_HOURS: z._default(positiveInt, 12),
    /** New registrations (each texts a code) one client address may make in an hour. */
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: z._default(positiveInt, 10),
    /** Card payments one client address may attempt in 10 minutes, across every link (the checkout's card-testing limit). */
    PAYMENT_ATTEMPTS_PER_ADDRESS_PER_10_MINUTES: z._default(positiveInt, 20),
    /**
     * What one account may send in payouts and top-ups in 24 hours, per currency, in major units,
     * unless the provider set the account a cap of its own (docs/security.md "Payouts").
     */
    PAYOUT_DAILY_CAP: z._default(
      z.pipe(
        z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/, "must be an amount in major units, e.g. 20000.00")),
        z.transform((amount) => toMinorUnits(amount)!),
      ),
      2_000_000n,
    ),
    /** A session not kept with "remember me" ends after this long without a call. */
    SESSION_IDLE_MINUTES: z._default(positiveInt, 30),
    /**
     * Who reviews a merchant's application before it takes payments: `sandbox` approves at once
     * (development and test sites), `operators` waits for the provider's risk operators in the
     * operator console (/ops). Live mode needs `operators`.
     */
    REVIEW: z._default(z.enum(["sandbox", "operators"]), "sandbox"),
    /**
     * How merchants sign their contract: `sandbox`, the sandbox mobile e-signature; `manual`, on
     * paper or with their own signing tool, the signed PDF uploaded and confirmed by a risk
     * operator in the console. Live mode needs `manual` until a real signing service is wired.
     */
    ESIGN: z._default(z.enum(["sandbox", "manual"]), "sandbox"),
    /**
     * Where money out goes: `sandbox`, the sandbox bank's API, which answers at once; `iso20022`,
     * the provider's bank through pain.001 files that finance operators send and camt.054/053
     * statements they upload (docs/bank-files.md). Live mode needs `iso20022`.
     */
    PAYOUT_BANK: z._default(z.enum(["sandbox", "iso20022"]), "sandbox"),
    /** The provider's settlement account that bank files pay from (the debtor of every pain.001). */
    SETTLEMENT_IBAN: z.optional(
      z.string().check(z.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/, "must be an IBAN, capitals, no spaces")),
    ),
    SETTLEMENT_BIC: z.optional(
      z.string().check(z.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "must be a BIC of 8 or 11 characters")),
    ),
    SETTLEMENT_NAME: z.optional(z.string().check(z.minLength(1), z.maxLength(70))),
    /** How long the sandbox e-signature service waits before answering for the signer. */
    ESIGN_SANDBOX_DELAY_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 4000),
    REMEMBER_ME_DAYS: z._default(positiveInt, 30),
    TRUST_PROXY: z._default(flag, false),
    /**
     * What this process runs: `api` answers HTTP, `worker` runs the scheduled and queued jobs,
     * `all` both (`npm start`'s one process). The same build runs each (docs/operations.md).
     */
    ROLE: z._default(z.enum(["all", "api", "worker"]), "all"),
    /**
     * Apply the database's migrations at start (under a lock, one process at a time). `false`:
     * they are a deployment's own step (`npm run migrate`), and a process refuses to run on a
     * database whose migrations lag behind its build.
     */
    MIGRATE: z._default(flag, true),
    /** On SIGTERM, how long requests in flight and running jobs may take to finish before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z._default(positiveInt, 25_000),
    /**
     * On SIGTERM, how long `/readyz` answers 503 while the API still serves, so a load balancer
     * stops sending before the port closes. Zero closes at once.
     */
    SHUTDOWN_DRAIN_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
    /** How long `/readyz` waits for the database (and Redis) before it says they did not answer. */
    READY_TIMEOUT_MS: z._default(positiveInt, 2000),
    /** Above this event-loop delay (ms) the API answers 503 with Retry-After instead of queueing more work. */
    OVERLOAD_EVENT_LOOP_DELAY_MS: z._default(positiveInt, 1000),
    /** Above this share of the heap limit in use the API answers 503 with Retry-After. */
    OVERLOAD_HEAP_USED_RATIO: z._default(z.coerce.number().check(z.positive(), z.lte(1)), 0.95),
    /** Prometheus metrics (and /livez, /readyz) on a port of their own; unset, no metrics are kept. */
    METRICS_PORT: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535))),
    /** Traces go to this OTLP/HTTP collector (docs/traces.md); unset, nothing is traced. Read by dist/telemetry.mjs. */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.optional(z.url()),
    SEED_DEMO: z.optional(flag),
    /** Serve the sandbox pages to other machines too (a shared demo); every screen then says it is a test. */
    SANDBOX_PUBLIC: z._default(flag, false),
    LOG_LEVEL: z._default(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
    WEB_DIST: z._default(z.string().check(z.minLength(1)), path.join(repoRoot, "apps/web/dist")),
    // What differs by region (SPEC §1); unset API URLs mean "the origin the portal came from".
    REGION_DEFAULT_API_URL: z.optional(z.url()),
    REGION_DEFAULT_SUPPORT_NUMBER: z._default(
      z.string().check(z.regex(/^\+\d{7,15}$/, "must be +country code and digits")),
      "+994125550000",
    ),
    REGION_DEFAULT_SITE_URL: z._default(z.url(), "https://example.az"),
    REGION_DEFAULT_DOCS_URL: z._default(z.url(), "https://docs.example.az"),
    REGION_DEFAULT_APP_STORE_URL: z._default(z.url(), "https://apps.apple.com/az/app/merchant-portal"),
    REGION_AE_API_URL: z.optional(z.url()),
    REGION_AE_SUPPORT_NUMBER: z._default(
      z.string().check(z.regex(/^\+\d{7,15}$/, "must be +country code and digits")),
      "+97145550000",
    ),
    REGION_AE_SITE_URL: z._default(z.url(), "https://example.ae"),
    REGION_AE_DOCS_URL: z._default(z.url(), "https://docs.example.ae"),
    REGION_AE_APP_STORE_URL: z._default(z.url(), "https://apps.apple.com/ae/app/merchant-portal"),
    /** E-mail over SMTP (`smtp://` or `smtps://`, with the user and password in it); unset, e-mail stays in the sandbox outbox. */
    SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL"))),
    /** The sender of every e-mail, `Name <address>` or an address; required with SMTP_URL. */
    MAIL_FROM: z.optional(z.string().check(z.minLength(3))),
    /** `twilio` texts through Twilio (TWILIO_*); `sandbox` keeps every SMS in the outbox. */
    SMS_PROVIDER: z._default(z.enum(["sandbox", "twilio"]), "sandbox"),
    TWILIO_ACCOUNT_SID: z.optional(
      z.string().check(z.regex(/^AC[0-9a-f]{32}$/, "must be AC followed by 32 hex digits")),
    ),
    TWILIO_AUTH_TOKEN: z.optional(z.string().check(z.minLength(16))),
    /** A Twilio number (+…) or an alphanumeric sender ID. */
    TWILIO_FROM: z.optional(z.string().check(z.minLength(2))),
    TWILIO_API_URL: z._default(z.url(), "https://api.twilio.com"),
    /** A bot from @BotFather; unset, Telegram messages stay in the sandbox outbox and its connect link opens /sandbox/telegram. */
    TELEGRAM_BOT_TOKEN: z.optional(
      z.string().check(z.regex(/^\d+:[\w-]{20,}$/, "must be a token from @BotFather (digits:letters)")),
    ),
    TELEGRAM_API_ROOT: z._default(z.url(), "https://api.telegram.org"),
    /** How updates arrive: `webhook` (production's default, at PUBLIC_URL/api/telegram/webhook) or `polling` (elsewhere). */
    TELEGRAM_UPDATES: z.optional(z.enum(["webhook", "polling"])),
    /** Telegram sends it with every webhook update (X-Telegram-Bot-Api-Secret-Token); required for `webhook`. */
    TELEGRAM_WEBHOOK_SECRET: z.optional(
      z.string().check(z.regex(/^[A-Za-z0-9_-]{16,256}$/, "must be 16 to 256 letters, digits, _ or -")),
    ),
    /** WhatsApp Cloud API: a permanent access token and the sending number's id; unset, WhatsApp stays in the sandbox outbox. */
    WHATSAPP_TOKEN: z.optional(z.string().check(z.minLength(20))),
    WHATSAPP_PHONE_NUMBER_ID: z.optional(z.string().check(z.regex(/^\d{5,20}$/, "must be the number's id (digits)"))),
    WHATSAPP_API_URL: z._default(z.url(), "https://graph.facebook.com/v21.0"),
    /** The Meta app's secret: inbound webhooks are signed with it (X-Hub-Signature-256). */
    WHATSAPP_APP_SECRET: z.optional(z.string().check(z.minLength(16))),
    /** What Meta must send when it checks the webhook address (hub.verify_token). */
    WHATSAPP_VERIFY_TOKEN: z.optional(z.string().check(z.minLength(16))),
    /** Approved templates, each in az, en and ru: the code (authentication), and the notice (two body values: the text and the link). */
    WHATSAPP_TEMPLATE_CODE: z._default(z.string().check(z.regex(/^[a-z0-9_]{1,512}$/)), "verification_code"),
    WHATSAPP_TEMPLATE_NOTICE: z._default(z.string().check(z.regex(/^[a-z0-9_]{1,512}$/)), "payment_notification"),
    /** The wait after a message's first failed try; each further one doubles it (2, 4, 8, 16 s by default). */
    MESSAGE_RETRY_BASE_MS: z._default(positiveInt, 2000),
    /**
     * Whether webhook endpoints may be plain http and deliveries may go to loopback, private and
     * reserved addresses (a receiver on the developer's machine or office network). Allowed
     * outside production by default; production refuses it.
     */
    WEBHOOK_ALLOW_PRIVATE: z.optional(flag),
  })
  .check(
    z.superRefine((env, ctx) => {
      if (env.NODE_ENV === "production" && !env.PAYMENTS_MODE) {
        ctx.addIssue({
          code: "custom",
          path: ["PAYMENTS_MODE"],
          message:
            "is required in production: `live` for real money, or `sandbox` for a test site that says so on every screen",
        });
      }
      if (env.PAYMENTS_MODE === "live") {
        for (const missing of sandboxProvidersOf(env))
          ctx.addIssue({ code: "custom", path: [missing.setting], message: missing.message });
      }
      if (env.NODE_ENV === "production" && !env.APP_SECRET) {
        ctx.addIssue({ code: "custom", path: ["APP_SECRET"], message: "is required in production" });
      }
      if (env.ACQUIRER === "kapital") {
        for (const name of ["KAPITAL_API_URL", "KAPITAL_LOGIN", "KAPITAL_PASSWORD"] as const) {
          if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required with ACQUIRER=kapital" });
        }
      }
      if (env.SMTP_URL && !env.MAIL_FROM)
        ctx.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "is required with SMTP_URL" });
      if (env.SMS_PROVIDER === "twilio") {
        for (const name of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const) {
          if (!env[name])
            ctx.addIssue({ code: "custom", path: [name], message: "is required with SMS_PROVIDER=twilio" });
        }
      }
      const telegramUpdates = env.TELEGRAM_UPDATES ?? (env.NODE_ENV === "production" ? "webhook" : "polling");
      if (env.TELEGRAM_BOT_TOKEN && telegramUpdates === "webhook" && !env.TELEGRAM_WEBHOOK_SECRET) {
        ctx.addIssue({
          code: "custom",
          path: ["TELEGRAM_WEBHOOK_SECRET"],
          message: "is required when Telegram updates come by webhook",
        });
      }
      if (env.WHATSAPP_TOKEN) {
        for (const name of ["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"] as const) {
          if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required with WHATSAPP_TOKEN" });
        }
      }
      if (env.PAYOUT_BANK === "iso20022") {
        for (const name of ["SETTLEMENT_IBAN", "SETTLEMENT_BIC", "SETTLEMENT_NAME"] as const) {
          if (!env[name])
            ctx.addIssue({ code: "custom", path: [name], message: "is required with PAYOUT_BANK=iso20022" });
        }
      }
      if (env.NODE_ENV === "production" && env.WEBHOOK_ALLOW_PRIVATE) {
        ctx.addIssue({
          code: "custom",
          path: ["WEBHOOK_ALLOW_PRIVATE"],
          message: "must be false in production (deliveries would reach the private network)",
        });
      }
      // Customers open the links on their own devices: production names the addresses, never takes any Host.
      if (env.NODE_ENV === "production" && !env.PUBLIC_URL && !env.PUBLIC_HOSTS) {
        ctx.addIssue({
          code: "custom",
          path: ["PUBLIC_URL"],
          message: "or PUBLIC_HOSTS is required in production (the address customers open links at)",
        });
      }
    }),
  );

const EnvSchema = z.pipe(
  EnvVariables,
  z.transform((env) => ({
    ...env,
    // Also where links go when no allowed request address is at hand (auth e-mails, jobs, a forged Host).
    PUBLIC_URL: (env.PUBLIC_URL ?? defaultPublicUrl(env)).replace(/\/$/, ""),
    PUBLIC_HOSTS: env.PUBLIC_HOSTS ?? [],
    linksFromRequest: env.PUBLIC_URL === undefined,
    // A fixed development secret keeps codes valid across restarts of a local run.
    APP_SECRET: env.APP_SECRET ?? "development-only-secret-not-for-production-use",
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== "production",
    HOST: env.HOST ?? (env.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    PAYMENTS_MODE: env.PAYMENTS_MODE ?? ("sandbox" as const),
    sandbox: (env.PAYMENTS_MODE ?? "sandbox") === "sandbox",
    WEBHOOK_ALLOW_PRIVATE: env.WEBHOOK_ALLOW_PRIVATE ?? env.NODE_ENV !== "production",
    TELEGRAM_UPDATES:
      env.TELEGRAM_UPDATES ?? (env.NODE_ENV === "production" ? ("webhook" as const) : ("polling" as const)),
  })),
);

export type Env = z.output<typeof EnvSchema>;

type Variables = z.output<typeof EnvVariables>;

/**
 * The providers still played by the sandbox, each with the setting that would make it real:
 * live mode starts only when this is empty (docs/going-live.md). Telegram and WhatsApp are optional: unset, they
 * are not offered in live mode.
 */
export function sandboxProvidersOf(env: Variables): { setting: string; message: string }[] {
  const missing: { setting: string; message: string }[] = [];
  const need = (setting: string, message: string) => missing.push({ setting, message });
  if (env.ACQUIRER !== "kapital") need("ACQUIRER", `is ${env.ACQUIRER}: live mode needs a real acquirer (kapital)`);
  if (env.SMS_PROVIDER === "sandbox")
    need("SMS_PROVIDER", "is sandbox: live mode sends sign-in codes by a real SMS provider (twilio)");
  if (!env.SMTP_URL) need("SMTP_URL", "is unset: live mode sends e-mail through a real SMTP server");
  if (env.REVIEW !== "operators")
    need("REVIEW", "is sandbox: live mode needs the provider's risk operators to review merchants (REVIEW=operators)");
  if (env.ESIGN === "sandbox")
    need(
      "ESIGN",
      "is sandbox: live mode needs ESIGN=manual (risk operators confirm contracts signed on paper) until a real signing service is connected",
    );
  if (env.PAYOUT_BANK === "sandbox")
    need(
      "PAYOUT_BANK",
      "is sandbox: live mode sends money out through the provider's bank as ISO 20022 files (PAYOUT_BANK=iso20022)",
    );
  return missing;
}

function defaultPublicUrl(env: { NODE_ENV: string; PORT: number; PUBLIC_HOSTS?: string[] }) {
  const [first] = env.PUBLIC_HOSTS ?? [];
  if (!first) return `http://localhost:${env.PORT}`;
  return `${env.NODE_ENV === "production" ? "https" : "http"}://${first}`;
}

export class EnvError extends Error {}

/** The only place that reads process.env; a bad value names the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const input = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
