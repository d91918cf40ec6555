import {
  ApiAmountRequest,
  ApiRefundRequest,
  ApiOperation,
  ApiOrder,
  ApiOrderList,
  ApiOrderListQuery,
  ApiOrderParams,
  ApiPostHeaders,
  CreateOrderRequest,
  regionOf,
} from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { v1Errors } from "./api-errors";
import { publicOrigin } from "@/lib/public-origin";
import { apiKeyOf } from "./api-key-auth";
import { operationKeyOf } from "./api-idempotency";
import type { V1RouteOptions } from "./merchant-api";
import { orderOperationsService } from "./order-operations.service";
import { ordersService } from "./orders.service";

const tags = ["orders"];
/** What an operation answers when it ran: 201 ended, 202 unconfirmed (a cancel of an unpaid order is 200). */
type OperationStatus = 201 | 202;

const operationText =
  "Through the same rules, wallet and history as the portal's transactions screen. 201 with the operation once the card processor answered: " +
  "`status` is `succeeded`, or `failed` with `failureReason` (a refused refund's money is back in the wallet). " +
  "202 with the operation still `inProgress` when the processor confirmed neither way: a job asks it again within minutes and settles the operation " +
  "(the order's payment and the webhook events of the operation tell how it ended); its money stays where it was put meanwhile. " +
  "409 when the order's state does not allow it (`NOT_REFUNDABLE`, `NOT_A_HOLD`, `HOLD_ENDED`, `HOLD_EXPIRED`); 400 `fields.amount` for an amount over what is allowed.";

/** Orders and what is done to them (docs/merchant-api.md). */
export const ordersRoutes: FastifyPluginAsyncZod<V1RouteOptions> = async (app, { keyed, idempotent }) => {
  const orders = ordersService(app);
  const operations = orderOperationsService(app);

  app.post("/orders", {
    schema: {
      tags,
      operationId: "createOrder",
      summary: "Create an order: a payment the customer makes on the hosted checkout",
      description:
        "Answers the order with its `checkoutUrl`: send the customer there. Once they paid (or their card's bank held the amount, for `preAuth`), " +
        "the checkout sends them to `returnUrl` with `orderId` added to its query; the order's status is the truth, read it or take the webhook.",
      headers: ApiPostHeaders,
      body: CreateOrderRequest,
      response: { 201: ApiOrder, ...v1Errors.createOrder },
    },
    ...keyed,
    ...idempotent,
    handler: async (req, reply) =>
      reply.code(201).send(await orders.create(apiKeyOf(req), req.body, publicOrigin(req))),
  });

  app.get("/orders", {
    schema: {
      tags,
      operationId: "listOrders",
      summary: "List the application's orders, newest first",
      description:
        "Filters: `status`; `from` and `to`, calendar days (YYYY-MM-DD) of creation in the region's time zone (Asia/Baku; Asia/Dubai on the .ae host); " +
        "`bookingId`, exactly. Pages of `limit` (up to 100): while `hasMore`, send `nextCursor` as `startingAfter` for the next.",
      querystring: ApiOrderListQuery,
      response: { 200: ApiOrderList, ...v1Errors.listOrders },
    },
    ...keyed,
    handler: (req) => orders.list(apiKeyOf(req), req.query, publicOrigin(req), regionOf(req.hostname), app.readDb(req)),
  });

  app.get("/orders/:orderId", {
    schema: {
      tags,
      operationId: "getOrder",
      summary: "Read an order, with its payment attempts",
      description: "Another application's order is 404, like one that does not exist.",
      params: ApiOrderParams,
      response: { 200: ApiOrder, ...v1Errors.getOrder },
    },
    ...keyed,
    handler: (req) => orders.get(apiKeyOf(req), req.params.orderId, publicOrigin(req)),
  });

  app.post("/orders/:orderId/refunds", {
    schema: {
      tags,
      operationId: "refundOrder",
      summary: "Refund a paid order, in full or in part",
      description:
        "`amount` (minor units) up to what is still refundable (captured − refunded − refunds under way); without it, all of that. " +
        "The money leaves the application's wallet at once: 422 `INSUFFICIENT_BALANCE` when the wallet holds less. " +
        operationText,
      headers: ApiPostHeaders,
      params: ApiOrderParams,
      body: ApiRefundRequest,
      response: { 201: ApiOperation, 202: ApiOperation, ...v1Errors.refundOrder },
    },
    ...keyed,
    ...idempotent,
    handler: async (req, reply) => {
      const answer = await operations.refund(apiKeyOf(req), req.params.orderId, req.body, operationKeyOf(req));
      return reply.code(answer.status as OperationStatus).send(answer.body);
    },
  });

  app.post("/orders/:orderId/capture", {
    schema: {
      tags,
      operationId: "captureOrder",
      summary: "Capture a held order (pre-authorisation), in full or in part",
      description:
        "`amount` (minor units) up to the held amount; without it, all of it. The rest of the hold is released to the card, and what is captured enters the wallet. " +
        operationText,
      headers: ApiPostHeaders,
      params: ApiOrderParams,
      body: ApiAmountRequest,
      response: { 201: ApiOperation, 202: ApiOperation, ...v1Errors.captureOrder },
    },
    ...keyed,
    ...idempotent,
    handler: async (req, reply) => {
      const answer = await operations.capture(apiKeyOf(req), req.params.orderId, req.body.amount, operationKeyOf(req));
      return reply.code(answer.status as OperationStatus).send(answer.body);
    },
  });

  app.post("/orders/:orderId/cancel", {
    schema: {
      tags,
      operationId: "cancelOrder",
      summary: "Cancel an order: release its hold, or close an unpaid order",
      description:
        "A held order's hold is reversed: 201 with the operation (" +
        operationText +
        ") An order not paid yet is canceled and its checkout stops taking payments: 200 with the order. " +
        "A paid order is 409 `NOT_A_HOLD` (refund it instead); an expired or canceled one, or one whose payment is under way, 409 `INVALID_STATE`.",
      headers: ApiPostHeaders,
      params: ApiOrderParams,
      response: { 200: ApiOrder, 201: ApiOperation, 202: ApiOperation, ...v1Errors.cancelOrder },
    },
    ...keyed,
    ...idempotent,
    handler: async (req, reply) => {
      const answer = await operations.cancel(apiKeyOf(req), req.params.orderId, operationKeyOf(req), publicOrigin(req));
      return reply.code(answer.status as OperationStatus | 200).send(answer.body);
    },
  });
};
