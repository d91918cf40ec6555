import {
  ApiError,
  Invoice,
  InvoiceFields,
  InvoiceFilters,
  InvoiceFormDefaults,
  InvoiceHistoryEntry,
  InvoiceIdParam,
  InvoiceInput,
  InvoicePage,
  InvoiceSent,
  invoiceStatuses,
  MetaInvoice,
  QrPaymentFilters,
  SendInvoiceRequest,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { publicOrigin } from "@/lib/public-origin";
import { requestLanguage } from "@/lib/request-language";
import { authOf, publicAccess } from "@/plugins/auth";
import { requireAction, requireVerifiedEmail } from "@/plugins/permissions";
import { invoiceStatusLabel } from "./invoice-status-labels";
import { invoicesService } from "./invoices.service";

const errors = { "4xx": ApiError };
const tags = ["invoices"];
const security = [{ bearer: [] }];

/** `GET meta-invoice`: served at the root, as the spec calls it, and under /api (DESIGN §5). */
export const metaInvoiceRoute: FastifyPluginAsyncZod = async (app) => {
  app.get("/meta-invoice", {
    config: publicAccess,
    schema: {
      tags,
      operationId: "getInvoiceMeta",
      summary: "Invoice status values and their labels, for the status filter",
      response: { 200: MetaInvoice },
    },
    handler: async () => invoiceStatuses.map((value) => ({ value, label: invoiceStatusLabel(value, "en") })),
  });
};

/** SPEC §7 Invoices. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoices = invoicesService(app);
  const signedIn = app.authenticate;

  app.post("/bookings", {
    schema: {
      tags,
      operationId: "createInvoice",
      security,
      summary: "Create an invoice for a live application",
      body: InvoiceInput,
      response: { 201: Invoice, ...errors },
    },
    preHandler: [signedIn, requireAction("createInvoice"), requireVerifiedEmail],
    handler: async (req, reply) =>
      reply.code(201).send(await invoices.create(authOf(req), req.body, publicOrigin(req))),
  });

  app.post("/bookings/send-invoice", {
    schema: {
      tags,
      operationId: "sendInvoice",
      security,
      summary: "Send the payment link by SMS and/or e-mail",
      body: SendInvoiceRequest,
      response: { 200: InvoiceSent, ...errors },
    },
    preHandler: [signedIn, requireAction("sendInvoice"), requireVerifiedEmail],
    handler: (req) => invoices.send(authOf(req), req.body, requestLanguage(req), publicOrigin(req)),
  });

  app.get("/invoices/form-defaults", {
    schema: {
      tags,
      operationId: "getInvoiceFormDefaults",
      security,
      summary:
        "Where the new invoice form starts: the newest invoice made on it, whose link lifetime the form offers again",
      response: { 200: InvoiceFormDefaults, ...errors },
    },
    preHandler: [signedIn, requireAction("createInvoice")],
    handler: (req) => invoices.formDefaults(authOf(req)),
  });

  app.get("/invoices", {
    schema: {
      tags,
      operationId: "listInvoices",
      security,
      summary: "The account's invoices (a sub-user's: of their applications), newest first, 10 a page",
      querystring: InvoiceFilters,
      response: { 200: InvoicePage, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => invoices.list(authOf(req), req.query, publicOrigin(req), app.readDb(req)),
  });

  app.get("/invoices/qr", {
    schema: {
      tags,
      operationId: "listQrPayments",
      security,
      summary:
        "QR payments: what customers paid, or tried to pay, on the applications' QR pages, newest first, 10 a page",
      description:
        "Invoices with `source` qr that a customer took to the card (at least one transaction, whatever its outcome); an amount typed on the QR page " +
        "and never paid is not listed. Filters (SPEC §3 QR payouts): `from`/`to` are inclusive calendar days (YYYY-MM-DD, UTC) of creation; " +
        "`amount` matches exactly; `fullName` and `phoneNumber` (what the customer typed) and `optionalCode` (the reference code the customer typed) " +
        "match anywhere in any case. Paging as `GET api/invoices`: `page` is zero-based; to move one page on, send the shown page's `nextCursor` or " +
        "`previousCursor` as `cursor` (with the page number it leads to), or `cursor=last` for the last page.",
      querystring: QrPaymentFilters,
      response: { 200: InvoicePage, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => invoices.listQrPayments(authOf(req), req.query, publicOrigin(req), app.readDb(req)),
  });

  app.get("/booking/invoice/:id", {
    schema: {
      tags,
      operationId: "getInvoice",
      security,
      summary: "One invoice",
      params: InvoiceIdParam,
      response: { 200: Invoice, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => invoices.detail(authOf(req), req.params.id, publicOrigin(req)),
  });

  app.put("/booking/invoice/:id", {
    schema: {
      tags,
      operationId: "updateInvoice",
      security,
      summary: "Edit an unpaid invoice",
      params: InvoiceIdParam,
      body: InvoiceFields,
      response: { 200: Invoice, ...errors },
    },
    preHandler: [signedIn, requireAction("editInvoice")],
    handler: (req) => invoices.update(authOf(req), req.params.id, req.body, publicOrigin(req)),
  });

  app.delete("/invoice/:id", {
    schema: {
      tags,
      operationId: "cancelInvoice",
      security,
      summary: "Cancel an unpaid invoice",
      params: InvoiceIdParam,
      response: { 200: Invoice, ...errors },
    },
    preHandler: [signedIn, requireAction("deleteInvoice")],
    handler: (req) => invoices.remove(authOf(req), req.params.id, publicOrigin(req)),
  });

  app.post("/invoices/:id/stop-recurrence", {
    schema: {
      tags,
      operationId: "stopInvoiceRecurrence",
      security,
      summary: "Stop issuing the next invoices of a recurring invoice",
      params: InvoiceIdParam,
      response: { 200: Invoice, ...errors },
    },
    preHandler: [signedIn, requireAction("editInvoice")],
    handler: (req) => invoices.stopRecurrence(authOf(req), req.params.id, publicOrigin(req)),
  });

  app.get("/invoices/log/history/:id", {
    schema: {
      tags,
      operationId: "listInvoiceHistory",
      security,
      summary: "Every change of the invoice, newest first",
      params: InvoiceIdParam,
      response: { 200: z.array(InvoiceHistoryEntry), ...errors },
    },
    preHandler: signedIn,
    handler: (req) => invoices.history(authOf(req), req.params.id),
  });

  app.get("/invoices/:id/qr", {
    schema: {
      tags,
      operationId: "getInvoiceQr",
      security,
      summary: "QR code (PNG) of the invoice's payment link",
      params: InvoiceIdParam,
    },
    preHandler: signedIn,
    handler: async (req, reply) =>
      reply.type("image/png").send(await invoices.qrCode(authOf(req), req.params.id, publicOrigin(req))),
  });
};
