import {
  addDays,
  type ApiOrder,
  type ApiOrderList,
  type ApiOrderListQuery,
  type CreateOrderRequest,
  calendarDateOf,
  invoiceDateIssues,
  messages,
  type Region,
  regionTimeZone,
  startOfDayIn,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "@/db/client";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { decodeCursor, encodeCursor } from "@/lib/keyset";
import { expiryOf, insertInvoice, type InvoiceRow, newInvoiceCode } from "@/modules/invoices/invoices.repo";
import { transactionsOfInvoice } from "@/modules/transactions/transactions.repo";
import type { ApiKeyContext } from "./api-key-auth";
import { toApiOrder } from "@/modules/api-views/api-views";
import { attemptsOfOrders, findOrder, listOrders } from "./orders.repo";

/**
 * Orders (`/api/v1/orders`): the payments a merchant's own site asks for. An order is an
 * invoice of source `api` of the key's application, so it is paid on the same checkout,
 * credited, refunded and listed in the portal exactly as any invoice (docs/merchant-api.md).
 */
export function ordersService(app: FastifyInstance) {
  const { db, clock } = app;

  /** The order of the key's application, or 404: another application's order does not exist for this key. */
  async function mine(caller: ApiKeyContext, orderId: string): Promise<InvoiceRow> {
    const row = await findOrder(db, caller.appId, orderId);
    if (!row) throw new AppError("NOT_FOUND", "No such order.");
    return row;
  }

  /**
   * An invoice of the application with what the merchant's site sent. What it leaves out of
   * the customer stays empty ("" where the invoice's column is required), as on the QR page.
   * The link lives to the end of tomorrow (UTC) unless the order says otherwise: long enough
   * to pay now from any time zone. The key check let only a live application's call in.
   */
  async function create(
    caller: ApiKeyContext,
    input: z.output<typeof CreateOrderRequest>,
    origin: string,
  ): Promise<ApiOrder> {
    const now = clock();
    const today = calendarDateOf(now);
    const linkExpirationDate = input.linkExpirationDate ?? addDays(today, 1);
    const issues = invoiceDateIssues({ linkExpirationDate }, today);
    if (issues.length > 0) {
      throw new AppError("VALIDATION_ERROR", "Some fields are not valid.", {
        fields: Object.fromEntries(issues.map((i) => [i.path, i.message])),
      });
    }
    const customer = input.customer ?? {};
    const row = await db.transaction((tx) =>
      insertInvoice(
        tx,
        {
          accountId: caller.accountId,
          appId: caller.appId,
          invoiceCode: newInvoiceCode(),
          source: "api",
          amount: BigInt(input.amount),
          currency: input.currency,
          fullName: customer.name ?? "",
          phone: customer.phone ?? "",
          email: customer.email ? customer.email.toLowerCase() : null,
          description: input.description,
          bookingId: input.bookingId ?? "",
          linkExpirationDate,
          expiresAt: expiryOf(linkExpirationDate),
          preAuth: input.preAuth,
          language: input.language,
          returnUrl: input.returnUrl ?? null,
          metadata: input.metadata ?? {},
          createdByName: caller.actor.name,
          createdAt: now,
        },
        { type: "user", name: caller.actor.name },
      ),
    );
    return toApiOrder(row, [], caller.merchantId, origin);
  }

  async function get(caller: ApiKeyContext, orderId: string, origin: string): Promise<ApiOrder> {
    const row = await mine(caller, orderId);
    return toApiOrder(row, await transactionsOfInvoice(db, row.id), caller.merchantId, origin);
  }

  /**
   * Newest first; `from`/`to` are calendar days in the region's time zone, as everywhere in the portal.
   * `db`: the primary, or the replica when the caller may read it (plugins/read-db.ts).
   */
  async function list(
    caller: ApiKeyContext,
    query: z.output<typeof ApiOrderListQuery>,
    origin: string,
    region: Region,
    db: Db = app.db,
  ): Promise<ApiOrderList> {
    const cursor = decodeCursor(query.startingAfter);
    if (query.startingAfter && cursor?.kind !== "after") {
      throw new AppError("VALIDATION_ERROR", "startingAfter is not a cursor this API gave.", {
        fields: { startingAfter: messages.invalid },
      });
    }
    const timeZone = regionTimeZone[region];
    const rows = await listOrders(db, caller.appId, {
      status: query.status,
      from: query.from ? startOfDayIn(query.from, timeZone) : undefined,
      before: query.to ? startOfDayIn(addDays(query.to, 1), timeZone) : undefined,
      bookingId: query.bookingId || undefined,
      after: cursor?.kind === "after" ? cursor : undefined,
      limit: query.limit,
    });
    const page = rows.slice(0, query.limit);
    const hasMore = rows.length > query.limit;
    const attempts = await attemptsOfOrders(
      db,
      page.map((o) => o.id),
    );
    return {
      object: "list",
      data: page.map((order) =>
        toApiOrder(
          order,
          attempts.filter((a) => a.invoiceId === order.id),
          caller.merchantId,
          origin,
        ),
      ),
      hasMore,
      nextCursor: hasMore ? encodeCursor("after", page.at(-1)!) : null,
    };
  }

  return { create, get, list };
}
