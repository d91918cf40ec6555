import { ApiError, MetaTransactions, regionOf, Transaction, TransactionFilters, TransactionIdParam, TransactionPage } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "@/plugins/auth";
import { transactionsService } from "./transactions.service";

const errors = { "4xx": ApiError };
const tags = ["transactions"];
const security = [{ bearer: [] }];

const filtersText =
  "Filters (SPEC §3): `from`/`to` are inclusive calendar days (YYYY-MM-DD) of creation in the region's time zone (Asia/Baku; Asia/Dubai on the .ae host); " +
  "`fullName` (the invoice's customer or the card holder), `name` (the application) and `description` match anywhere in any case; " +
  "`bookingId`, `invoiceCode`, `rrn`, `orderId` and `amount` match exactly; `cardNumber` is the last 4 digits or the first 6 and last 4.";

/** `GET meta-data-transactions`: served at the root, as the spec calls it, and under /api (DESIGN §5). */
export const metaTransactionsRoute: FastifyPluginAsyncZod = async (app) => {
  const transactions = transactionsService(app);
  app.get("/meta-data-transactions", {
    schema: {
      tags,
      security,
      summary: "Transaction statuses with their labels in az, en and ru, and the reversed and refunded totals per currency over the filters",
      description: filtersText,
      querystring: TransactionFilters,
      response: { 200: MetaTransactions, ...errors },
    },
    preHandler: app.authenticate,
    handler: (req) => transactions.meta(authOf(req), req.query, regionOf(req.hostname)),
  });
};

/** SPEC §7 Transactions. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const transactions = transactionsService(app);
  const signedIn = app.authenticate;

  app.get("/transactionsPageable", {
    schema: {
      tags,
      security,
      summary: "The account's transactions (payment attempts), newest first, 10 a page",
      description:
        `${filtersText} Paging: \`page\` is zero-based; to move one page on from a page shown, send its \`nextCursor\` or \`previousCursor\` as \`cursor\` ` +
        "(with the page number it leads to), or `cursor=last` for the last page: these cost the same at any depth. " +
        "`totalElements` is exact up to 10,000; beyond that `totalCapped` is true, and the last page's `page` is null.",
      querystring: TransactionFilters,
      response: { 200: TransactionPage, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => transactions.list(authOf(req), req.query, regionOf(req.hostname)),
  });

  app.get("/transactions/:id", {
    schema: {
      tags,
      security,
      summary: "One transaction (payment attempt): the operation detail",
      params: TransactionIdParam,
      response: { 200: Transaction, ...errors },
    },
    preHandler: signedIn,
    handler: (req) => transactions.detail(authOf(req), req.params.id),
  });
};
