import {
  ApiError,
  CreatePayButtonRequest,
  PayButton,
  PayButtonFilters,
  PayButtonPage,
  PayButtonRecordParam,
  UpdatePayButtonRequest,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicOrigin } from "@/lib/public-origin";
import { authOf } from "@/plugins/auth";
import { requireAction } from "@/plugins/permissions";
import { payButtonsService } from "./pay-buttons.service";

const errors = { "4xx": ApiError };
const tags = ["pay buttons"];
const security = [{ bearer: [] }];

/**
 * SPEC §2 Widgets: the portal's pay buttons. A button takes payments in the merchant's name,
 * so each call asks for the right to create payment links (`createInvoice`).
 */
export const payButtonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const buttons = payButtonsService(app);
  const mayCreate = [app.authenticate, requireAction("createInvoice")];

  app.get("/pay-buttons", {
    schema: {
      tags,
      operationId: "listPayButtons",
      security,
      summary: "The pay buttons of the caller's applications (or of one, `appId`), newest first, 10 a page",
      description:
        "Each with its link `/pay/button/{buttonId}` on the address the portal was opened on, and `paymentsCount`/`paymentsSum`: the invoices its " +
        "page made that were paid (refunded later or not) and what they captured, in the button's currency. 404 for an `appId` not the caller's.",
      querystring: PayButtonFilters,
      response: { 200: PayButtonPage, ...errors },
    },
    preHandler: mayCreate,
    handler: (req) => buttons.list(authOf(req), req.query, publicOrigin(req)),
  });

  app.post("/pay-buttons", {
    schema: {
      tags,
      operationId: "createPayButton",
      security,
      summary:
        "Make a pay button of a live application: a fixed amount, or one the customer types within optional bounds",
      description:
        "Amounts in major units, each following the invoice rule (at least 1, below 40 000, at most two decimals). A fixed button needs `amount` " +
        "(its bounds are not kept); a customer-entered one keeps `minAmount`/`maxAmount` (each optional, the minimum not above the maximum) and no " +
        "amount. `style` needs a preset text or the merchant's own, and colours as #RRGGBB. 400 with `fields` for a broken rule; 404 for an " +
        "application not the caller's; 409 INVALID_STATE for one that is not live (it could not take the payments).",
      body: CreatePayButtonRequest,
      response: { 201: PayButton, ...errors },
    },
    preHandler: mayCreate,
    handler: async (req, reply) => reply.code(201).send(await buttons.create(authOf(req), req.body, publicOrigin(req))),
  });

  app.get("/pay-buttons/:id", {
    schema: {
      tags,
      operationId: "getPayButton",
      security,
      summary: "One pay button, with its payments",
      params: PayButtonRecordParam,
      response: { 200: PayButton, ...errors },
    },
    preHandler: mayCreate,
    handler: (req) => buttons.detail(authOf(req), req.params.id, publicOrigin(req)),
  });

  app.patch("/pay-buttons/:id", {
    schema: {
      tags,
      operationId: "updatePayButtonStatus",
      security,
      summary:
        "Disable a pay button (its page then says it is no longer available and takes no payment), or enable it again",
      params: PayButtonRecordParam,
      body: UpdatePayButtonRequest,
      response: { 200: PayButton, ...errors },
    },
    preHandler: mayCreate,
    handler: (req) => buttons.setStatus(authOf(req), req.params.id, req.body.status, publicOrigin(req)),
  });

  app.get("/pay-buttons/:id/qr", {
    schema: {
      tags,
      operationId: "getPayButtonQr",
      security,
      summary: "QR code (PNG) of the pay button's link",
      params: PayButtonRecordParam,
    },
    preHandler: mayCreate,
    handler: async (req, reply) => {
      const png = await buttons.qrCode(authOf(req), req.params.id, publicOrigin(req));
      return reply
        .type("image/png")
        .header("content-disposition", `attachment; filename="pay-button-${req.params.id}.png"`)
        .send(png);
    },
  });
};
