import { ApiError, regionOf, TransactionIdParam } from "@portal/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { requestLanguage } from "@/lib/request-language";
import { authOf } from "@/plugins/auth";
import { receiptFileName, renderReceiptPdf } from "./receipt-pdf";
import { receiptOf } from "./receipt.repo";

/** SPEC §2 Transactions "PDF download": one transaction's receipt, for any signed-in user of its account. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/transactions/:id/receipt", {
    schema: {
      tags: ["transactions"],
      operationId: "getTransactionReceipt",
      security: [{ bearer: [] }],
      summary: "The transaction's receipt as a PDF, in the user's language",
      description:
        "Merchant, amounts (captured, refunded and reversed totals), masked card, RRN, approval code, order id, invoice code, booking id, status and the operation history, " +
        "in the language of Accept-Language (az, en or ru), with dates in the region's time zone (Asia/Baku; Asia/Dubai on the .ae host). " +
        "Another account's transaction, or for a sub-user one of an application not theirs, is 404.",
      params: TransactionIdParam,
      response: {
        200: {
          description: "The receipt, as an attachment named receipt-<orderId>.pdf.",
          content: { "application/pdf": { schema: z.string().register(z.globalRegistry, { format: "binary" }) } },
        },
        "4xx": ApiError,
      },
    },
    preHandler: app.authenticate,
    handler: async (req, reply) => {
      const receipt = await receiptOf(app.db, authOf(req).scope, req.params.id);
      const pdf = await renderReceiptPdf(
        { ...receipt, region: regionOf(req.hostname), issuedAt: app.clock() },
        requestLanguage(req),
      );
      // The schema's 200 documents the bytes; the typed reply would want them as a string.
      const untyped: FastifyReply = reply;
      return untyped
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${receiptFileName(receipt.transaction.orderId)}"`)
        .header("cache-control", "no-store")
        .send(pdf);
    },
  });
};
