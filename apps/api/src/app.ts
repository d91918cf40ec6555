import zlib from "node:zlib";
import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Env } from "@/config/env";
import type { Database, Db } from "@/db/client";
import type { ResolvedAddress } from "@/lib/outbound-http";
import { redactUrl } from "@/lib/redact";
import { applicationsRoutes } from "@/modules/applications/applications.routes";
import { connectRoutes } from "@/modules/applications/connect.routes";
import { authRoutes } from "@/modules/auth/auth.routes";
import { configRoutes } from "@/modules/config/config.routes";
import { checkoutRoutes } from "@/modules/checkout/checkout.routes";
import { hostedReturnRoute } from "@/modules/checkout/hosted-return.routes";
import { payButtonPageRoutes } from "@/modules/checkout/pay-button-page.routes";
import { qrPageRoutes } from "@/modules/checkout/qr-page.routes";
import { contractRoutes } from "@/modules/contract-signing/contract.routes";
import { healthRoutes } from "@/modules/health/health.routes";
import { merchantApi } from "@/modules/merchant-api/merchant-api";
import { bulkInvoicesRoutes } from "@/modules/bulk-invoices/bulk.routes";
import { invoicesRoutes, metaInvoiceRoute } from "@/modules/invoices/invoices.routes";
import { walletTransfersRoutes } from "@/modules/wallets/wallet-transfers.routes";
import { walletsRoutes } from "@/modules/wallets/wallets.routes";
import { withdrawalsRoutes } from "@/modules/wallets/withdrawals.routes";
import { payoutsRoutes } from "@/modules/wallets/payouts.routes";
import { topUpsRoutes } from "@/modules/wallets/top-ups.routes";
import { settlementReportsRoutes } from "@/modules/settlement-reports/settlement-reports.routes";
import { rolesRoutes } from "@/modules/users/roles.routes";
import { usersRoutes } from "@/modules/users/users.routes";
import { auditRecorder } from "@/modules/audit/audit-recorder";
import { payButtonsRoutes } from "@/modules/pay-buttons/pay-buttons.routes";
import { savedViewsRoutes } from "@/modules/saved-views/saved-views.routes";
import { metaTransactionsRoute, transactionsRoutes } from "@/modules/transactions/transactions.routes";
import { receiptRoutes } from "@/modules/transactions/receipt.routes";
import { transactionExportRoutes } from "@/modules/transactions/transaction-export.routes";
import { profileRoutes } from "@/modules/profile/profile.routes";
import { secondStepRoutes } from "@/modules/otp/second-step.routes";
import { strongMethodsRoutes } from "@/modules/strong-methods/strong-methods.routes";
import { dashboardRoutes } from "@/modules/dashboard/dashboard.routes";
import { chatWebhookRoutes } from "@/modules/notifications/chat-webhooks.routes";
import { notificationsRoutes } from "@/modules/notifications/notifications.routes";
import { notificationsService } from "@/modules/notifications/notifications.service";
import { hppSandboxRoutes } from "@/modules/sandbox/hpp-sandbox.routes";
import { sandboxRoutes } from "@/modules/sandbox/sandbox.routes";
import { type WebhookDeliverer, webhookDelivery } from "@/modules/webhooks/webhook-delivery";
import { subscribeWebhooks } from "@/modules/webhooks/webhook-emitters";
import { type EventBus, eventBus } from "@/modules/events/event-bus";
import { subscribePaymentNotices } from "@/modules/transactions/payment-notice";
import { subscribePayoutReviewNotice } from "@/modules/wallets/payout-review-notice";
import { webhookEndpointsRoutes } from "@/modules/webhooks/webhook-endpoints.routes";
import { webhookSecretBox } from "@/modules/webhooks/webhook-secrets";
import { registerWeb } from "@/modules/web/web";
import { type JobsRole, startJobs } from "@/jobs/jobs";
import { countEvents, createMetrics, gaugeBacklog } from "@/metrics/metrics";
import { timeRequests } from "@/metrics/metrics-server";
import { probesRoutes } from "@/modules/health/probes.routes";
import { overloadPlugin } from "@/plugins/overload";
import { requestIdOf, requestIdPlugin } from "@/plugins/request-id";
import { COMPRESS_FROM_BYTES, compressAnswersPlugin } from "@/plugins/compress-answers";
import { authPlugin } from "@/plugins/auth";
import { readDbPlugin } from "@/plugins/read-db";
import { operatorAuthPlugin } from "@/plugins/operator-auth";
import { operatorAccountsRoutes } from "@/modules/operators/operator-accounts.routes";
import { operatorAdminRoutes } from "@/modules/operators/operator-admin.routes";
import { reviewRoutes } from "@/modules/merchant-review/review.routes";
import { contractReviewRoutes } from "@/modules/merchant-review/contract-review.routes";
import { merchantManagementRoutes } from "@/modules/merchant-management/merchant-management.routes";
import { frameworkErrors, registerErrorHandler } from "@/plugins/errors";
import { rateLimitPlugin } from "@/plugins/rate-limit";
import { registerSecurityHeaders } from "@/plugins/security-headers";
import { textInputPlugin } from "@/plugins/text-input";
import type { Acquirer } from "@/providers/acquirer/acquirer";
import { withModeNote } from "@/modules/payments-mode/mode-note";
import { acquirerFromConfig } from "@/providers/acquirer/acquirer-from-config";
import type { PayoutBank } from "@/providers/payout-bank/payout-bank";
import { bankFilesRoutes } from "@/modules/bank-files/bank-files.routes";
import { queueTransfer } from "@/modules/bank-files/bank-transfers.repo";
import { reconciliationRoutes } from "@/modules/reconciliation/reconciliation.routes";
import { filePayoutBank } from "@/providers/payout-bank/file-payout-bank";
import { sandboxPayoutBank } from "@/providers/payout-bank/sandbox-payout-bank";
import type { ESignProvider } from "@/providers/esign/esign";
import { sandboxESign } from "@/providers/esign/sandbox-esign";
import type { Messaging } from "@/providers/messaging/messaging";
import { outboxMessaging } from "@/providers/messaging/outbox-messaging";
import { channelSenders } from "@/providers/messaging/channel-senders";
import { type MessageDelivery, messageDelivery } from "@/providers/messaging/message-delivery";
import type { RateLimitStore } from "@/providers/rate-limit/rate-limit-store";
import { rateLimitStoreFromConfig } from "@/providers/rate-limit/rate-limit-store-from-config";
import { type TelegramBot, telegramBot } from "@/providers/telegram/telegram-bot";
import { finishDocument } from "@/lib/openapi-document";
import { portalTags } from "@/lib/portal-tags";
import { apiLogRoutes } from "@/modules/api-log/api-log.routes";
import { type ApiLogWriter, apiLogWriter } from "@/modules/api-log/api-log-writer";
import { stateRouteRefinements } from "@/lib/openapi-refinements";

declare module "fastify" {
  interface FastifyInstance {
    config: Env;
    db: Db;
    databaseKind: Database["kind"];
    /** Every "now" of the business rules; tests move it. */
    clock: () => Date;
    messaging: Messaging;
    /** Hands queued messages to the real providers (none with the sandbox). */
    messageDelivery: MessageDelivery;
    /** Domain events: what money operations caused, and who hears of it (docs/events.md). */
    events: EventBus;
    /** Sends webhook deliveries to merchants' endpoints (modules/webhooks). */
    webhookDelivery: WebhookDeliverer;
    /** Holds the merchant API's calls and writes them to its log in batches (modules/api-log). */
    apiLog: ApiLogWriter;
    esign: ESignProvider;
    acquirer: Acquirer;
    payoutBank: PayoutBank;
    /** The Telegram bot that connects chats, when TELEGRAM_BOT_TOKEN names one (otherwise the sandbox page plays it). */
    telegramBot: TelegramBot | null;
    rateLimits: RateLimitStore;
    /** Set once the process is shutting down: `/readyz` says so, and the load balancer stops sending. */
    lifecycle: { shuttingDown: boolean };
  }
}

export interface BuildOptions {
  env: Env;
  database: Database;
  clock?: () => Date;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * The job queue in this process: `work` runs the scheduled and queued jobs (the worker and
   * `all` roles), `send` only hands jobs over (the api role); none in most tests.
   */
  jobs?: JobsRole | false;
  /** Answer HTTP (the api and `all` roles); a worker builds the same services without routes. */
  http?: boolean;
  /** How webhook deliveries find a receiver's addresses; the system resolver unless a test answers. */
  resolveHost?: (hostname: string) => Promise<ResolvedAddress[]>;
}

const BODY_LIMIT = 1024 * 1024;

export async function buildApp({
  env,
  database,
  clock = () => new Date(),
  logStream,
  jobs = false,
  http = true,
  resolveHost,
}: BuildOptions) {
  const logger: FastifyServerOptions["logger"] = {
    level: env.LOG_LEVEL,
    ...(logStream ? { stream: logStream } : {}),
    redact: ["req.headers.authorization", "req.headers.cookie", 'req.headers["x-app-key"]'],
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url, req.routeOptions?.url),
        remoteAddress: req.ip,
      }),
    },
  };
  const app = Fastify({
    logger,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    // A UUID per request (the proxy's only when trusted), on every log line of the request.
    genReqId: requestIdOf(env.TRUST_PROXY),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: "requestId" }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", env);
  app.decorate("db", database.db);
  app.decorate("databaseKind", database.kind);
  app.decorate("clock", clock);
  app.decorate("lifecycle", { shuttingDown: false });
  const metrics = env.METRICS_PORT === undefined ? undefined : createMetrics();
  app.decorate("metrics", metrics);
  const senders = channelSenders(env);
  app.decorate(
    "messageDelivery",
    messageDelivery(
      {
        db: database.db,
        clock,
        log: app.log,
        retryBaseMs: env.MESSAGE_RETRY_BASE_MS,
        count: (channel, outcome) => metrics?.messagesSent.inc({ channel, outcome }),
      },
      senders,
    ),
  );
  app.decorate("messaging", outboxMessaging(database.db, app.log, senders, app.messageDelivery));
  app.addHook("onClose", () => app.messageDelivery.close());
  app.decorate(
    "webhookDelivery",
    webhookDelivery({
      db: database.db,
      clock,
      log: app.log,
      secrets: webhookSecretBox(env.APP_SECRET),
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
      resolve: resolveHost,
      messaging: app.messaging,
      count: (outcome) => metrics?.webhookDeliveries.inc({ outcome }),
    }),
  );
  app.addHook("onClose", () => app.webhookDelivery.close());
  app.decorate("apiLog", apiLogWriter({ db: database.db, log: app.log }));
  app.addHook("onClose", () => app.apiLog.flush());
  app.decorate("events", eventBus({ db: database.db, clock, log: app.log }));
  subscribeWebhooks(app.events, env.PUBLIC_URL, app.webhookDelivery.kick);
  subscribePaymentNotices(app);
  subscribePayoutReviewNotice(app);
  app.decorate("esign", sandboxESign(database.db, clock, env.ESIGN_SANDBOX_DELAY_MS));
  app.decorate<Acquirer>("acquirer", acquirerFromConfig(env, { db: database.db, clock, log: app.log }));
  app.decorate(
    "payoutBank",
    env.PAYOUT_BANK === "iso20022"
      ? filePayoutBank((transfer) => queueTransfer(database.db, { ...transfer, state: "queued", queuedAt: clock() }))
      : sandboxPayoutBank(),
  );
  app.decorate("telegramBot", env.TELEGRAM_BOT_TOKEN ? chatBot(app, env.TELEGRAM_BOT_TOKEN) : null);
  app.decorate("rateLimits", rateLimitStoreFromConfig(env, { db: database.db, clock, log: app.log }));
  app.addHook("onClose", () => app.rateLimits.close());
  await app.register(readDbPlugin, { replica: database.replica });
  if (metrics) {
    countEvents(app, metrics);
    gaugeBacklog(app, metrics, database.pool);
  }
  if (http) await registerHttp(app, env);
  if (jobs) {
    const stopJobs = await startJobs(app, database.jobsConnection, {
      role: jobs,
      // PGlite is this process's own: it sets its queue up as it migrates.
      setUp: database.kind === "pglite" || env.MIGRATE,
      stopWithinMs: env.SHUTDOWN_TIMEOUT_MS,
    });
    app.addHook("onClose", stopJobs);
  }
  return app;
}

/** The HTTP surface: plugins, every route, the web app. A worker has none of it. */
async function registerHttp(app: FastifyInstance, env: Env) {
  await app.register(requestIdPlugin);
  // Shutting down: each answer closes its connection, so a keep-alive client (a load balancer,
  // a checkout's browser) reconnects to a process that stays, and none holds this one open.
  app.addHook("onSend", async (_req, reply) => {
    if (app.lifecycle.shuttingDown) reply.header("connection", "close");
  });
  if (app.metrics) timeRequests(app, app.metrics);
  await app.register(overloadPlugin);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, env);
  // Answers over 1 KiB go compressed (brotli or gzip, as the client accepts). Brotli is kept
  // at a quick level for answers made per request; built assets come precompressed at its best.
  // Answers of a few KiB are compressed at once, the rest as streams (compress-answers.ts).
  await app.register(compressAnswersPlugin);
  await app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Answers of the API carry sessions, codes and people's data: no cache keeps them unless a
  // route says otherwise (public logos do).
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Merchant portal API",
        version: "1.0.0",
        description: withModeNote(env, "Calls of the merchant back-office portal."),
      },
      tags: portalTags,
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          // The operator console's sessions: a realm of their own, never a merchant's token.
          operatorBearer: { type: "http", scheme: "bearer", description: "An operator session (/ops)" },
        },
      },
    },
    // The merchant API's calls have a document of their own, /api/v1/docs (modules/merchant-api).
    transform: (route) => {
      if (route.url.startsWith("/api/v1/")) return { schema: { ...route.schema, hide: true }, url: route.url };
      stateRouteRefinements(route.schema);
      return jsonSchemaTransform(route);
    },
    transformObject: (document) =>
      "openapiObject" in document ? finishDocument(document.openapiObject, env) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(operatorAuthPlugin);
  await app.register(textInputPlugin);
  await app.register(auditRecorder);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(strongMethodsRoutes);
      await api.register(secondStepRoutes);
      await api.register(notificationsRoutes);
      await api.register(dashboardRoutes);
      await api.register(chatWebhookRoutes);
      await api.register(connectRoutes);
      await api.register(applicationsRoutes);
      await api.register(contractRoutes);
      await api.register(invoicesRoutes);
      await api.register(bulkInvoicesRoutes);
      await api.register(payButtonsRoutes);
      await api.register(webhookEndpointsRoutes);
      await api.register(apiLogRoutes);
      await api.register(metaInvoiceRoute);
      await api.register(transactionsRoutes);
      await api.register(receiptRoutes);
      await api.register(metaTransactionsRoute);
      await api.register(transactionExportRoutes);
      await api.register(savedViewsRoutes);
      await api.register(walletsRoutes);
      await api.register(walletTransfersRoutes);
      await api.register(withdrawalsRoutes);
      await api.register(topUpsRoutes);
      await api.register(payoutsRoutes);
      await api.register(settlementReportsRoutes);
      await api.register(rolesRoutes);
      await api.register(usersRoutes);
      await api.register(checkoutRoutes);
      await api.register(qrPageRoutes);
      await api.register(payButtonPageRoutes);
      await api.register(operatorAccountsRoutes);
      await api.register(operatorAdminRoutes);
      await api.register(reviewRoutes);
      await api.register(contractReviewRoutes);
      await api.register(merchantManagementRoutes);
      await api.register(bankFilesRoutes);
      await api.register(reconciliationRoutes);
    },
    { prefix: "/api" },
  );
  await app.register(merchantApi, { prefix: "/api/v1" });
  await app.register(metaInvoiceRoute);
  await app.register(metaTransactionsRoute);
  await app.register(hostedReturnRoute);
  if (env.sandbox) {
    await app.register(sandboxRoutes, { prefix: "/sandbox", open: env.SANDBOX_PUBLIC });
    // The sandbox bank's card page is where customers pay on a test site (ACQUIRER=sandbox-hosted),
    // from any machine: it shows one order to whoever holds its password, nobody's codes.
    await app.register(hppSandboxRoutes, { prefix: "/sandbox" });
  }
  await app.register(probesRoutes);
  await registerWeb(app, env.WEB_DIST);
}

/** The bot, its updates handled by the notifications; it starts with the server (waiting for Telegram 5 seconds at most) and stops with it. */
function chatBot(app: FastifyInstance, token: string): TelegramBot {
  const { config } = app;
  const bot = telegramBot(
    {
      token,
      apiRoot: config.TELEGRAM_API_ROOT,
      updates: config.TELEGRAM_UPDATES,
      webhookUrl: `${config.PUBLIC_URL}/api/telegram/webhook`,
      webhookSecret: config.TELEGRAM_WEBHOOK_SECRET,
    },
    { db: app.db, clock: app.clock, log: app.log },
    (text) => notificationsService(app).onTelegramText(text),
  );
  app.addHook("onReady", () => bot.start());
  app.addHook("onClose", () => bot.stop());
  return bot;
}
