import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { withModeNote } from "@/modules/payments-mode/mode-note";
import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { merchantApiDescription } from "./api-document";
import { apiIdempotency } from "./api-idempotency";
import { apiKeyAuthPlugin, perApplicationLimit } from "./api-key-auth";
import { apiInvoicesRoutes } from "./api-invoices.routes";
import { balanceRoutes } from "./balance.routes";
import { ordersRoutes } from "./orders.routes";
import { recordApiLog } from "@/modules/api-log/api-log-recorder";
import { finishDocument } from "@/lib/openapi-document";
import { stateRouteRefinements } from "@/lib/openapi-refinements";

/** What every route of the API spreads into its options: the key check and the limit; a POST's idempotency. */
export interface V1RouteOptions {
  keyed: { onRequest: onRequestHookHandler[] };
  idempotent: { preHandler: preHandlerHookHandler[] };
}

/**
 * The merchant API, `/api/v1/…` (docs/merchant-api.md): registered with that prefix, in a
 * context of its own, so its document, key check, limits and idempotency touch no portal call.
 * The document is this context's own `swagger` (the portal's at /api/docs leaves these routes
 * out, app.ts), served with its UI at `/api/v1/docs`.
 */
export async function merchantApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Merchant API",
        version: "1.0.0",
        description: withModeNote(app.config, merchantApiDescription(app.config.API_RATE_LIMIT_PER_MINUTE)),
      },
      components: {
        securitySchemes: {
          merchantKey: {
            type: "http",
            scheme: "basic",
            description: "The application's merchant id as the user name and its secret key as the password.",
          },
          secretKey: { type: "http", scheme: "bearer", description: "The application's secret key (`sk_…`) alone." },
        },
      },
      tags: [
        {
          name: "orders",
          description: "Payments on the hosted checkout, and their refunds, captures and cancellations.",
        },
        { name: "invoices", description: "Invoices as the portal makes them, sent by SMS or e-mail." },
        { name: "balance", description: "The application's wallets." },
      ],
    },
    transform: (route) => {
      stateRouteRefinements(route.schema);
      return jsonSchemaTransform(route);
    },
    transformObject: (document) =>
      "openapiObject" in document ? finishDocument(document.openapiObject, app.config) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
  await app.register(apiKeyAuthPlugin);
  recordApiLog(app);

  const idempotency = apiIdempotency(app);
  idempotency.register(app);
  // A call refused for its credentials says how to send them (RFC 9110 §11.6.1).
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode === 401) reply.header("WWW-Authenticate", 'Basic realm="merchant-api"');
    return payload;
  });

  const options: V1RouteOptions = {
    keyed: { onRequest: [app.authenticateApplication, perApplicationLimit(app)] },
    idempotent: { preHandler: [idempotency.claim] },
  };
  await app.register(ordersRoutes, options);
  await app.register(apiInvoicesRoutes, options);
  await app.register(balanceRoutes, options);
}
