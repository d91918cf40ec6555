import { ApiCreateInvoiceRequest, ApiInvoice, ApiInvoiceParams, ApiPostHeaders } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { v1Errors } from "./api-errors";
import { publicOrigin } from "@/lib/public-origin";
import { apiInvoicesService } from "./api-invoices.service";
import { apiKeyOf } from "./api-key-auth";
import type { V1RouteOptions } from "./merchant-api";

const tags = ["invoices"];

/** Invoices as the portal makes them, through the API (docs/merchant-api.md). */
export const apiInvoicesRoutes: FastifyPluginAsyncZod<V1RouteOptions> = async (app, { keyed, idempotent }) => {
  const invoices = apiInvoicesService(app);

  app.post("/invoices", {
    schema: {
      tags,
      operationId: "createInvoice",
      summary: "Create an invoice, and send its payment link by SMS or e-mail",
      description:
        "The portal's create-an-invoice, by the same rules (SPEC §5: the link expires after today and within a year; a recurrence needs a first date after today), " +
        "then sent as asked: SMS with the application's template, e-mail in `language`. `sentBySms`/`sentByEmail` say what went out: " +
        "over the account's hourly sending limit it is created and not sent.",
      headers: ApiPostHeaders,
      body: ApiCreateInvoiceRequest,
      response: { 201: ApiInvoice, ...v1Errors.createInvoice },
    },
    ...keyed,
    ...idempotent,
    handler: async (req, reply) =>
      reply.code(201).send(await invoices.create(apiKeyOf(req), req.body, publicOrigin(req))),
  });

  app.get("/invoices/:invoiceId", {
    schema: {
      tags,
      operationId: "getInvoice",
      summary: "Read an invoice of the application",
      description: "Any invoice of the key's application, however it was made; another application's is 404.",
      params: ApiInvoiceParams,
      response: { 200: ApiInvoice, ...v1Errors.getInvoice },
    },
    ...keyed,
    handler: (req) => invoices.read(apiKeyOf(req), req.params.invoiceId, publicOrigin(req)),
  });
};
