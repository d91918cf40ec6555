import { type OperationKind, operationAmountIssue, toMinorUnits } from "@portal/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import { invoices } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import { claimIdempotencyKey, rememberAnswer, requestHash, type StoredAnswer } from "@/lib/idempotency";
import { type InvoiceRow, logEvent } from "@/modules/invoices/invoices.repo";
import { lockedBalance, postTransfer, settlementAccount, walletAccount } from "@/modules/ledger/ledger";
import type { Caller } from "@/plugins/auth";
import type { OperationOutcome } from "@/providers/acquirer/acquirer";
import { holdRefusal, operationChanges, type Refusal, refundRefusal, refundReserved } from "./operation-changes";
import { operationEnded } from "@/modules/webhooks/webhook-emitters";
import { notifyMerchant } from "./payment-notice";
import { finishOperation, holdEnding, insertOperation, type OperationRow, operationsOf, toOperation } from "./transaction-operations.repo";
import { findTransaction, refundableOf, type TransactionRow, toTransaction, transactionById, updateTransaction } from "./transactions.repo";

interface Started {
  transaction: TransactionRow;
  operation: OperationRow;
}

/** An operation the acquirer answered, as written in step 3's transaction. */
export interface EndedOperation {
  operation: OperationRow;
  transaction: TransactionRow;
  invoice: InvoiceRow;
  succeeded: boolean;
  outcome: OperationOutcome;
}

/**
 * How the caller answers an ended operation, inside step 3's transaction, so that a retry with
 * the same key gets exactly it: the portal answers with the transaction (or 422
 * OPERATION_DECLINED), the merchant API with the operation (modules/merchant-api).
 */
export type OperationAnswer = (tx: Tx, ended: EndedOperation) => Promise<StoredAnswer>;

const refused = (refusal: Refusal): never => {
  throw new AppError(refusal.code, refusal.message);
};

const amountError = (issue: string): never => {
  throw new AppError("VALIDATION_ERROR", "The amount is not valid for this operation.", { fields: { amount: issue } });
};

/**
 * Captures, refunds and reversals (docs/glossary.md "operation"), each in three steps like a
 * payment, so no lock is held while the acquirer thinks: (1) check and record the operation
 * in progress, reserving a refund's money; (2) ask the acquirer; (3) write its answer to the
 * transaction, the invoice, the ledger and both histories. Rows are locked invoice first,
 * then transaction, then wallet: the order a payment takes them.
 */
export function transactionOperationsService(app: FastifyInstance) {
  const { db, clock, acquirer } = app;

  /** Step 1's transaction; `check` throws when the operation may not start, and returns its amount. */
  async function start(
    auth: Caller,
    kind: OperationKind,
    transactionId: string,
    idempotency: { key: string | null; hash: string },
    check: (tx: Tx, t: TransactionRow, now: Date) => Promise<bigint>,
  ): Promise<Started | { stored: StoredAnswer }> {
    const now = clock();
    const keyScope = `${kind}:${auth.accountId}`;
    return db.transaction(async (tx) => {
      // Found before the key is looked at: a user of the account whose scope lacks the
      // transaction gets the 404 of a stranger, never an answer stored for another user.
      const found = await findTransaction(tx, auth.scope, transactionId);
      if (!found) throw new AppError("NOT_FOUND", "No such transaction.");
      if (idempotency.key) {
        const stored = await claimIdempotencyKey(tx, { scope: keyScope, key: idempotency.key, hash: idempotency.hash, at: now });
        if (stored) return { stored };
      }
      // A refusal below throws, which rolls the claim back too: the key may be used again once the state allows.
      await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, found.transaction.invoiceId)).for("update");
      const transaction = (await transactionById(tx, transactionId, true))!;
      const amount = await check(tx, transaction, now);
      const operation = await insertOperation(tx, {
        transactionId,
        accountId: auth.accountId,
        kind,
        amount,
        currency: transaction.currency,
        actorUserId: auth.actor.id,
        actorName: auth.actor.name,
        createdAt: now,
      });
      if (kind === "refund") await reserveRefund(tx, transaction, operation, now);
      return { transaction, operation };
    });
  }

  /** The refund's money leaves the wallet now; a wallet that cannot cover it refuses the refund. */
  async function reserveRefund(tx: Tx, t: TransactionRow, operation: OperationRow, now: Date) {
    const wallet = await walletAccount(tx, { accountId: t.accountId, appId: t.appId }, t.currency);
    if ((await lockedBalance(tx, wallet)) < operation.amount) {
      throw new AppError("INSUFFICIENT_BALANCE", "The wallet's balance cannot cover this refund.");
    }
    await postTransfer(tx, {
      kind: "refund",
      reference: operation.id,
      currency: t.currency,
      at: now,
      legs: [
        { ledgerAccountId: wallet, amount: -operation.amount },
        { ledgerAccountId: await settlementAccount(tx, t.currency), amount: operation.amount },
      ],
    });
    await updateTransaction(tx, t.id, refundReserved(t, operation.amount));
  }

  async function ask(kind: OperationKind, t: TransactionRow, operation: OperationRow): Promise<OperationOutcome> {
    const request = {
      orderId: t.orderId,
      rrn: t.rrn ?? "",
      // A direct attempt's reference is its 3-D Secure challenge's, nothing an operation names.
      acquirerReference: acquirer.style === "hosted" ? t.acquirerReference : null,
      operationId: operation.id,
      amount: operation.amount,
      currency: t.currency,
      maskedPan: t.maskedPan,
    };
    try {
      if (kind === "capture") return await acquirer.capture(request);
      if (kind === "refund") return await acquirer.refund(request);
      return await acquirer.void(request);
    } catch (err) {
      app.log.error({ err, orderId: t.orderId, operation: kind }, "acquirer call failed");
      return { kind: "refused", description: "The card processor did not answer" };
    }
  }

  /** The portal's answer: the transaction as its screens show it, or 422 when the acquirer refused. */
  const portalAnswer =
    (auth: Caller): OperationAnswer =>
    async (tx, ended) => {
      if (!ended.succeeded) {
        const reason = ended.outcome.kind === "refused" ? ended.outcome.description : "";
        return { status: 422, body: { code: "OPERATION_DECLINED", message: `The card processor refused the operation: ${reason}` } };
      }
      const found = (await findTransaction(tx, auth.scope, ended.transaction.id))!;
      return { status: 200, body: toTransaction(found.transaction, found.invoice, found.appName) };
    };

  /** Step 3: the acquirer's answer, written once; the answer a retry with the same key gets. */
  async function finish(
    auth: Caller,
    kind: OperationKind,
    started: Started,
    outcome: OperationOutcome,
    idempotencyKey: string | null,
    answerOf: OperationAnswer,
  ) {
    const now = clock();
    const { operation } = started;
    const done = await db.transaction(async (tx) => {
      const [invoice] = (await tx.select().from(invoices).where(eq(invoices.id, started.transaction.invoiceId)).for("update")) as [InvoiceRow];
      const current = (await transactionById(tx, operation.transactionId, true))!;
      const changes = operationChanges(kind, current, invoice, operation.amount, outcome);
      const transaction = Object.keys(changes.transaction).length ? await updateTransaction(tx, current.id, changes.transaction) : current;
      const ended = await finishOperation(tx, operation.id, {
        status: changes.succeeded ? "succeeded" : "failed",
        responseDescription: outcome.kind === "refused" ? outcome.description : null,
        completedAt: now,
      });
      const [updatedInvoice] = changes.invoice
        ? ((await tx.update(invoices).set(changes.invoice).where(eq(invoices.id, invoice.id)).returning()) as [InvoiceRow])
        : [invoice];
      await logEvent(tx, {
        invoiceId: invoice.id,
        action: changes.event.action,
        status: updatedInvoice.status,
        actor: { type: "user", name: auth.actor.name },
        at: now,
        details: changes.event.details,
      });
      if (changes.credit !== null) {
        const wallet = await walletAccount(tx, { accountId: current.accountId, appId: current.appId }, current.currency);
        await postTransfer(tx, {
          kind: kind === "refund" ? "refundFailed" : "capture",
          reference: operation.id,
          currency: current.currency,
          at: now,
          legs: [
            { ledgerAccountId: await settlementAccount(tx, current.currency), amount: -changes.credit },
            { ledgerAccountId: wallet, amount: changes.credit },
          ],
        });
      }
      const webhooks = await operationEnded(tx, updatedInvoice, ended, now, app.config.PUBLIC_URL);
      const answer = await answerOf(tx, { operation: ended, transaction, invoice: updatedInvoice, succeeded: changes.succeeded, outcome });
      if (idempotencyKey) await rememberAnswer(tx, `${kind}:${auth.accountId}`, idempotencyKey, answer);
      return { answer, transaction, invoice: updatedInvoice, succeeded: changes.succeeded, webhooks };
    });
    if (done.webhooks) app.webhookDelivery.kick();
    if (done.succeeded) await notifyMerchant(app, done.invoice, done.transaction, kind, operation.amount);
    return done.answer;
  }

  async function run(
    auth: Caller,
    kind: OperationKind,
    transactionId: string,
    idempotencyKey: string | null,
    significant: unknown,
    check: (tx: Tx, t: TransactionRow, now: Date) => Promise<bigint>,
    answerOf: OperationAnswer = portalAnswer(auth),
  ): Promise<StoredAnswer> {
    const started = await start(auth, kind, transactionId, { key: idempotencyKey, hash: requestHash({ transactionId, ...(significant as object) }) }, check);
    if ("stored" in started) return started.stored;
    const outcome = await ask(kind, started.transaction, started.operation);
    return finish(auth, kind, started, outcome, idempotencyKey, answerOf);
  }

  /** A hold can end once: a capture or reversal already running or done refuses another. */
  async function holdMayEnd(tx: Tx, t: TransactionRow, now: Date) {
    const refusal = holdRefusal(t, now);
    if (refusal) refused(refusal);
    if (await holdEnding(tx, t.id)) refused({ code: "HOLD_ENDED", message: "This hold is being completed or cancelled already." });
  }

  /** `amount` null: all that is refundable, read under the lock. */
  function refund(auth: Caller, body: { transactionId: string; amount: string | null }, idempotencyKey: string | null, answerOf?: OperationAnswer) {
    return run(
      auth,
      "refund",
      body.transactionId,
      idempotencyKey,
      { amount: body.amount },
      async (_tx, t) => {
        const refusal = refundRefusal(t);
        if (refusal) refused(refusal);
        if (body.amount === null) return refundableOf(t);
        const issue = operationAmountIssue(body.amount, refundableOf(t), "refundable");
        if (issue) amountError(issue);
        return toMinorUnits(body.amount)!;
      },
      answerOf,
    );
  }

  /** `amount` null: the whole hold. */
  function complete(auth: Caller, body: { transactionId: string; amount: string | null }, idempotencyKey: string | null, answerOf?: OperationAnswer) {
    return run(
      auth,
      "capture",
      body.transactionId,
      idempotencyKey,
      { amount: body.amount },
      async (tx, t, now) => {
        await holdMayEnd(tx, t, now);
        if (body.amount === null) return t.amount;
        const issue = operationAmountIssue(body.amount, t.amount, "transaction");
        if (issue) amountError(issue);
        return toMinorUnits(body.amount)!;
      },
      answerOf,
    );
  }

  function reverse(auth: Caller, transactionId: string, idempotencyKey: string | null, answerOf?: OperationAnswer) {
    return run(
      auth,
      "reversal",
      transactionId,
      idempotencyKey,
      {},
      async (tx, t, now) => {
        await holdMayEnd(tx, t, now);
        return t.amount;
      },
      answerOf,
    );
  }

  async function operations(auth: Caller, transactionId: string) {
    if (!(await findTransaction(db, auth.scope, transactionId))) throw new AppError("NOT_FOUND", "No such transaction.");
    return (await operationsOf(db, transactionId)).map(toOperation);
  }

  return { refund, complete, reverse, operations };
}
