import {
  ApiError,
  InvoiceIdParam,
  CompleteOrderRequest,
  MetaTransactions,
  RefundRequest,
  regionOf,
  Transaction,
  TransactionFilters,
  TransactionIdParam,
  TransactionOperation,
  TransactionPage,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { idempotencyKeyOf } from "@/lib/idempotency";
import { authOf } from "@/plugins/auth";
import { requireAction } from "@/plugins/permissions";
import { capture, refund, reversal } from "./operation-commands";
import { operationPipeline } from "./operation-pipeline";
import { transactionsService } from "./transactions.service";

const errors = { "4xx": ApiError };
// A capture, refund or reversal the card processor did not confirm either way.
const operationErrors = { ...errors, 502: ApiError };
const operationText =
  "Send an `Idempotency-Key` header to make retries safe: a retry gets the first answer (a refusal by the card processor included), the same key with another body is 409. " +
  "The transaction's invoice history and operation history record it, and the merchant is told.";
const unconfirmedText =
  "502 OPERATION_UNCONFIRMED when the card processor answers neither yes nor no: the operation stays `inProgress` (a refund's money stays out of the wallet, a hold stays held) " +
  "until a job asks the processor again, within minutes, and settles it as the processor's records say.";
const tags = ["transactions"];
const security = [{ bearer: [] }];

const filtersText =
  "Filters (SPEC §3): `from`/`to` are inclusive calendar days (YYYY-MM-DD) of creation in the region's time zone (Asia/Baku; Asia/Dubai on the .ae host); " +
  "`fullName` (the invoice's customer or the card holder), `name` (the application) and `description` match anywhere in any case; " +
  "`bookingId`, `invoiceCode`, `rrn`, `orderId` and `amount` match exactly; `cardNumber` is the last 4 digits or the first 6 and last 4. " +
  "A sub-user sees only the transactions of their applications.";

/** `GET meta-data-transactions`: served at the root, as the spec calls it, and under /api (DESIGN §5). */
export const metaTransactionsRoute: FastifyPluginAsyncZod = async (app) => {
  const transactions = transactionsService(app);
  app.get("/meta-data-transactions", {
    schema: {
      tags,
      operationId: "getTransactionMeta",
      security,
      summary:
        "Transaction statuses with their labels in az, en and ru, and the received, refunded, net and reversed totals per currency over the filters",
      description:
        `${filtersText} Totals per currency: \`received\` is what the matching transactions captured, \`refunded\` what went back of it, ` +
        "`net` received − refunded, and `reversed` what holds released without taking it.",
      querystring: TransactionFilters,
      response: { 200: MetaTransactions, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) => transactions.meta(authOf(req), req.query, regionOf(req.hostname), app.readDb(req)),
  });
};

/** SPEC §7 Transactions. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const transactions = transactionsService(app);
  const operations = operationPipeline(app);
  const signedIn = app.authenticate;

  app.get("/transactionsPageable", {
    schema: {
      tags,
      operationId: "listTransactions",
      security,
      summary:
        "The account's transactions (payment attempts; a sub-user's: of their applications), newest first, 10 a page",
      description:
        `${filtersText} Paging: \`page\` is zero-based; to move one page on from a page shown, send its \`nextCursor\` or \`previousCursor\` as \`cursor\` ` +
        "(with the page number it leads to), or `cursor=last` for the last page: these cost the same at any depth. " +
        "`totalElements` is exact up to 1,000; beyond that `totalCapped` is true, and the last page's `page` is null. " +
        "Each row's `amount` is what was asked (or held); `capturedAmount`, `totalRefunded` and `netAmount` (captured − refunded) say what became of it.",
      querystring: TransactionFilters,
      response: { 200: TransactionPage, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => transactions.list(authOf(req), req.query, regionOf(req.hostname), app.readDb(req)),
  });

  app.post("/refund", {
    schema: {
      tags,
      operationId: "refundTransaction",
      security,
      summary: "Refund part or all of a captured transaction (permission: Refund transaction)",
      description:
        `The amount may not exceed the refundable amount (captured − refunded − refunds in progress); it leaves the application's wallet at once (422 INSUFFICIENT_BALANCE when the wallet holds less). ` +
        `409 NOT_REFUNDABLE for a hold or a transaction with nothing left to refund; 422 OPERATION_DECLINED when the card processor refuses, and the money returns to the wallet. ${operationText} ${unconfirmedText}`,
      body: RefundRequest,
      response: { 200: Transaction, ...operationErrors },
    },
    preHandler: [signedIn, requireAction(refund.permission)],
    handler: async (req, reply) => {
      const key = idempotencyKeyOf(req.headers["idempotency-key"]);
      const answer = await operations.runForPortal(refund, authOf(req), req.body, key);
      return reply.code(answer.status).send(answer.body);
    },
  });

  app.post("/completeOrder", {
    schema: {
      tags,
      operationId: "completePreAuthorisation",
      security,
      summary:
        "Complete (capture) part or all of a held transaction; the rest is released (permission: Finalize transaction)",
      description:
        `The amount may not exceed the held amount ("The requested amount is higher than transaction amount.") and may not be empty ("Don't send empty value."). ` +
        `The captured amount is credited to the application's wallet. 409 HOLD_ENDED when it was completed or cancelled (or is being so), HOLD_EXPIRED after 7 days, NOT_A_HOLD for a transaction that never was one. ${operationText} ${unconfirmedText}`,
      body: CompleteOrderRequest,
      response: { 200: Transaction, ...operationErrors },
    },
    preHandler: [signedIn, requireAction(capture.permission)],
    handler: async (req, reply) => {
      const key = idempotencyKeyOf(req.headers["idempotency-key"]);
      const answer = await operations.runForPortal(capture, authOf(req), req.body, key);
      return reply.code(answer.status).send(answer.body);
    },
  });

  app.post("/reverse/:id", {
    schema: {
      tags,
      operationId: "reversePreAuthorisation",
      security,
      summary:
        "Cancel (reverse) a hold: the whole held amount is released to the card (permission: Unblock transaction)",
      description: `Its invoice becomes canceled. 409 HOLD_ENDED, HOLD_EXPIRED or NOT_A_HOLD as for completion. ${operationText} ${unconfirmedText}`,
      params: TransactionIdParam,
      response: { 200: Transaction, ...operationErrors },
    },
    preHandler: [signedIn, requireAction(reversal.permission)],
    handler: async (req, reply) => {
      const key = idempotencyKeyOf(req.headers["idempotency-key"]);
      const input = { transactionId: req.params.id, amount: null };
      const answer = await operations.runForPortal(reversal, authOf(req), input, key);
      return reply.code(answer.status).send(answer.body);
    },
  });

  app.get("/invoices/:id/transactions", {
    schema: {
      // With the invoice's other calls in the document: the attempts of one invoice.
      tags: ["invoices"],
      operationId: "listInvoiceTransactions",
      security,
      summary: "The invoice's payment attempts, newest first",
      params: InvoiceIdParam,
      response: { 200: z.array(Transaction), ...errors },
    },
    preHandler: signedIn,
    handler: (req) => transactions.ofInvoice(authOf(req), req.params.id),
  });

  app.get("/transactions/:id/operations", {
    schema: {
      tags,
      operationId: "listTransactionOperations",
      security,
      summary: "The transaction's operation history (captures, refunds, reversals), newest first",
      params: TransactionIdParam,
      response: { 200: z.array(TransactionOperation), ...errors },
    },
    preHandler: signedIn,
    handler: (req) => operations.operations(authOf(req), req.params.id),
  });

  app.get("/transactions/:id", {
    schema: {
      tags,
      operationId: "getTransaction",
      security,
      summary: "One transaction (payment attempt): the operation detail",
      params: TransactionIdParam,
      response: { 200: Transaction, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => transactions.detail(authOf(req), req.params.id),
  });
};
