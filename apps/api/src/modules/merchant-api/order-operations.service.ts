import type { ApiOperation, ApiOrder, ApiRefundRequest } from "@portal/contracts";
import type * as z from "zod/mini";
import type { FastifyInstance } from "fastify";
import type { StoredAnswer } from "@/lib/idempotency";
import { AppError } from "@/lib/app-error";
import { invoicesService } from "@/modules/invoices/invoices.service";
import {
  capture as captureCommand,
  refund as refundCommand,
  reversal,
} from "@/modules/transactions/operation-commands";
import { type OperationAnswers, operationPipeline } from "@/modules/transactions/operation-pipeline";
import { transactionsOfInvoice } from "@/modules/transactions/transactions.repo";
import type { ApiKeyContext } from "./api-key-auth";
import { toApiOperation, toApiOrder } from "@/modules/api-views/api-views";
import { findOrder, paymentOfOrder } from "./orders.repo";

/**
 * The API's answers: 201 with the operation once the card processor answered, refused or not;
 * 202 with it still `inProgress` when the processor did not confirm (a job settles it later).
 */
const operationAnswers: OperationAnswers<ApiOperation> = {
  keys: "api",
  ended: async (_tx, ended) => ({ status: 201, body: toApiOperation(ended.operation, ended.invoice.id) }),
  unconfirmed: (operation, transaction) => ({ status: 202, body: toApiOperation(operation, transaction.invoiceId) }),
};

/** The API's amount is in minor units already; none is all that can be. */
const minorOf = (amount: number | undefined) => (amount === undefined ? null : BigInt(amount));

/**
 * Refunds, captures and cancellations of an order (docs/merchant-api.md): each is the portal's
 * operation on the order's payment, through the same pipeline and commands (operation-pipeline.ts),
 * so the rules, the ledger, the acquirer's three steps and the histories are the portal's; only
 * the answer is the API's own. `operationKey` is the call's Idempotency-Key, passed down to the
 * pipeline, which keeps the answer in the transaction that moves the money.
 */
export function orderOperationsService(app: FastifyInstance) {
  const operations = operationPipeline(app);
  const invoices = invoicesService(app);

  async function orderAndPayment(caller: ApiKeyContext, orderId: string) {
    const order = await findOrder(app.db, caller.appId, orderId);
    if (!order) throw new AppError("NOT_FOUND", "No such order.");
    return { order, payment: await paymentOfOrder(app.db, order.id) };
  }

  async function refund(
    caller: ApiKeyContext,
    orderId: string,
    body: z.output<typeof ApiRefundRequest>,
    operationKey: string | null,
  ): Promise<StoredAnswer<ApiOperation>> {
    const { payment } = await orderAndPayment(caller, orderId);
    if (!payment) throw new AppError("NOT_REFUNDABLE", "This order has no captured payment to refund.");
    const input = { transactionId: payment.id, amount: minorOf(body.amount), reason: body.reason };
    return operations.run(refundCommand, caller, input, operationKey, operationAnswers);
  }

  async function capture(
    caller: ApiKeyContext,
    orderId: string,
    amount: number | undefined,
    operationKey: string | null,
  ): Promise<StoredAnswer<ApiOperation>> {
    const { payment } = await orderAndPayment(caller, orderId);
    if (!payment) throw new AppError("NOT_A_HOLD", "This order has no held payment to capture.");
    const input = { transactionId: payment.id, amount: minorOf(amount) };
    return operations.run(captureCommand, caller, input, operationKey, operationAnswers);
  }

  /**
   * A held order's hold is reversed (201, the operation); an order not paid yet is canceled as
   * the portal deletes an invoice (200, the order), and its link stops taking payments.
   */
  async function cancel(
    caller: ApiKeyContext,
    orderId: string,
    operationKey: string | null,
    origin: string,
  ): Promise<StoredAnswer<ApiOrder | ApiOperation>> {
    const { order, payment } = await orderAndPayment(caller, orderId);
    if (payment) {
      const input = { transactionId: payment.id, amount: null };
      return operations.run(reversal, caller, input, operationKey, operationAnswers);
    }
    await invoices.remove(caller, order.id, origin);
    const canceled = (await findOrder(app.db, caller.appId, order.id))!;
    const body: ApiOrder = toApiOrder(
      canceled,
      await transactionsOfInvoice(app.db, order.id),
      caller.merchantId,
      origin,
    );
    return { status: 200, body };
  }

  return { refund, capture, cancel };
}
