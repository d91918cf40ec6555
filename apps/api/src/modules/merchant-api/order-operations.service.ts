import { type ApiOrder, fromMinorUnits } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { StoredAnswer } from "@/lib/idempotency";
import { AppError } from "@/lib/app-error";
import { invoicesService } from "@/modules/invoices/invoices.service";
import {
  type OperationAnswers,
  transactionOperationsService,
} from "@/modules/transactions/transaction-operations.service";
import { transactionsOfInvoice } from "@/modules/transactions/transactions.repo";
import type { ApiKeyContext } from "./api-key-auth";
import { toApiOperation, toApiOrder } from "@/modules/api-views/api-views";
import { findOrder, paymentOfOrder } from "./orders.repo";

/**
 * The API's answers: 201 with the operation once the card processor answered, refused or not;
 * 202 with it still `inProgress` when the processor did not confirm (a job settles it later).
 */
const operationAnswers: OperationAnswers = {
  ended: async (_tx, ended) => ({ status: 201, body: toApiOperation(ended.operation, ended.invoice.id) }),
  unconfirmed: (operation, transaction) => ({ status: 202, body: toApiOperation(operation, transaction.invoiceId) }),
};

/** An amount in minor units as the operations' rules read it (a decimal in major units); none is all that can be. */
const decimalOf = (minor: number | undefined) => (minor === undefined ? null : fromMinorUnits(BigInt(minor)));

/**
 * Refunds, captures and cancellations of an order (docs/merchant-api.md): each is the portal's
 * operation on the order's payment, through the same service (transaction-operations.service.ts),
 * so the rules, the ledger, the acquirer's three steps and the histories are the portal's; only
 * the answer is the API's own. `operationKey` is the call's Idempotency-Key, passed down to the
 * operations' own idempotency, which keeps the answer in the transaction that moves the money.
 */
export function orderOperationsService(app: FastifyInstance) {
  const operations = transactionOperationsService(app);
  const invoices = invoicesService(app);

  async function orderAndPayment(caller: ApiKeyContext, orderId: string) {
    const order = await findOrder(app.db, caller.appId, orderId);
    if (!order) throw new AppError("NOT_FOUND", "No such order.");
    return { order, payment: await paymentOfOrder(app.db, order.id) };
  }

  async function refund(
    caller: ApiKeyContext,
    orderId: string,
    amount: number | undefined,
    operationKey: string | null,
  ): Promise<StoredAnswer> {
    const { payment } = await orderAndPayment(caller, orderId);
    if (!payment) throw new AppError("NOT_REFUNDABLE", "This order has no captured payment to refund.");
    return operations.refund(
      caller,
      { transactionId: payment.id, amount: decimalOf(amount) },
      operationKey,
      operationAnswers,
    );
  }

  async function capture(
    caller: ApiKeyContext,
    orderId: string,
    amount: number | undefined,
    operationKey: string | null,
  ): Promise<StoredAnswer> {
    const { payment } = await orderAndPayment(caller, orderId);
    if (!payment) throw new AppError("NOT_A_HOLD", "This order has no held payment to capture.");
    return operations.complete(
      caller,
      { transactionId: payment.id, amount: decimalOf(amount) },
      operationKey,
      operationAnswers,
    );
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
  ): Promise<StoredAnswer> {
    const { order, payment } = await orderAndPayment(caller, orderId);
    if (payment) return operations.reverse(caller, payment.id, operationKey, operationAnswers);
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
