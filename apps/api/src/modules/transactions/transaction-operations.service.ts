import { type OperationKind, operationAmountIssue, toMinorUnits } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { claimIdempotencyKey, rememberAnswer, requestHash, type StoredAnswer } from "@/lib/idempotency";
import { type InvoiceRow, lockInvoice, updateInvoice } from "@/modules/invoices/invoices.repo";
import { type Actor, logEvent, SYSTEM } from "@/modules/invoice-history/invoice-history.repo";
import { lockedBalance, postTransfer, settlementAccount, walletAccount } from "@/modules/ledger/ledger";
import type { Caller } from "@/plugins/auth";
import {
  type OperationOutcome,
  type OperationRequest,
  operationCall,
  type SettledOutcome,
} from "@/providers/acquirer/acquirer";
import { publishOperationEnd } from "./transaction-events";
import { holdRefusal, operationChanges, type Refusal, refundRefusal, refundReserved } from "./operation-changes";
import {
  finishOperation,
  holdEnding,
  insertOperation,
  type OperationRow,
  operationsOf,
  staleOperations,
  stillInProgress,
  toOperation,
} from "./transaction-operations.repo";
import {
  findTransaction,
  refundableOf,
  type TransactionRow,
  toTransaction,
  transactionById,
  updateTransaction,
} from "./transactions.repo";

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
  outcome: SettledOutcome;
}

/**
 * How the caller answers an ended operation, inside step 3's transaction, so that a retry with
 * the same key gets exactly it: the portal answers with the transaction (or 422
 * OPERATION_DECLINED), the merchant API with the operation (modules/merchant-api).
 */
export type OperationAnswer = (tx: Tx, ended: EndedOperation) => Promise<StoredAnswer>;

/**
 * The answers a caller gives: `ended` once the acquirer said yes or no, `unconfirmed` when it
 * said neither (the operation stays in progress until the recheck job settles it).
 */
export interface OperationAnswers {
  ended: OperationAnswer;
  unconfirmed: (operation: OperationRow, transaction: TransactionRow) => StoredAnswer;
}

/** Longer than an operation's call can take, retries included: an operation older than this still in progress waits for no one. */
export const OPERATION_RECHECK_AFTER_MS = 5 * 60_000;
const RECHECK_BATCH = 50;
export const RECHECK_OPERATIONS = "recheck-operations";

const refused = (refusal: Refusal): never => {
  throw new AppError(refusal.code, refusal.message);
};

/** The job keeps no answer: nobody waits for one. */
const settledByJob: OperationAnswer = () => Promise.resolve({ status: 200, body: null });

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
        const stored = await claimIdempotencyKey(tx, {
          scope: keyScope,
          key: idempotency.key,
          hash: idempotency.hash,
          at: now,
        });
        if (stored) return { stored };
      }
      // A refusal below throws, which rolls the claim back too: the key may be used again once the state allows.
      await lockInvoice(tx, found.transaction.invoiceId);
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

  /**
   * The refund's money leaves the wallet now; a wallet that cannot cover it refuses the refund
   * (the throw rolls the reservation back). The transaction is written before the wallet is
   * locked, the order in which a payment and a capture take them (its write moves the daily
   * totals' row by trigger, then the ledger entry needs the wallet's row): the other way round,
   * a refund and a capture of one application deadlocked (money-properties.test.ts found it).
   */
  async function reserveRefund(tx: Tx, t: TransactionRow, operation: OperationRow, now: Date) {
    await updateTransaction(tx, t.id, refundReserved(t, operation.amount));
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
  }

  const requestOf = (t: TransactionRow, operation: OperationRow): OperationRequest => ({
    orderId: t.orderId,
    rrn: t.rrn ?? "",
    // A direct attempt's reference is its 3-D Secure challenge's, nothing an operation names.
    acquirerReference: acquirer.style === "hosted" ? t.acquirerReference : null,
    operationId: operation.id,
    amount: operation.amount,
    currency: t.currency,
    maskedPan: t.maskedPan,
  });

  /** Step 2. An error is a refusal: the acquirers report an operation whose effect is unknown as "unconfirmed", never by throwing. */
  async function ask(kind: OperationKind, t: TransactionRow, operation: OperationRow): Promise<OperationOutcome> {
    try {
      return await operationCall(acquirer, kind)(requestOf(t, operation));
    } catch (err) {
      app.log.error({ err, orderId: t.orderId, operation: kind }, "acquirer call failed");
      return { kind: "refused", description: "The card processor did not answer" };
    }
  }

  /** The portal's answers: the transaction as its screens show it, 422 when the acquirer refused, 502 while it has not confirmed. */
  const portalAnswers = (auth: Caller): OperationAnswers => ({
    async ended(tx, ended) {
      if (ended.outcome.kind === "refused") {
        return {
          status: 422,
          body: {
            code: "OPERATION_DECLINED",
            message: `The card processor refused the operation: ${ended.outcome.description}`,
          },
        };
      }
      const found = (await findTransaction(tx, auth.scope, ended.transaction.id))!;
      return { status: 200, body: toTransaction(found.transaction, found.invoice, found.appName) };
    },
    unconfirmed: () => ({
      status: 502,
      body: {
        code: "OPERATION_UNCONFIRMED",
        message:
          "The card processor did not confirm the operation. It stays in progress until the processor's records are checked again, within minutes.",
      },
    }),
  });

  /**
   * Step 3: the acquirer's answer, written once; the answer a retry with the same key gets.
   * `by`: who the histories name, and whose keys the answer is kept among.
   */
  async function finish(
    by: { actor: Actor; accountId: string },
    kind: OperationKind,
    started: Started,
    outcome: SettledOutcome,
    idempotencyKey: string | null,
    answerOf: OperationAnswer,
  ) {
    const now = clock();
    const { operation } = started;
    return db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, started.transaction.invoiceId);
      const current = (await transactionById(tx, operation.transactionId, true))!;
      // Under the invoice's lock: a request's late answer and the recheck job never both settle one operation.
      if (!(await stillInProgress(tx, operation.id)))
        throw new AppError("INVALID_STATE", "This operation has ended already.");
      const changes = operationChanges(kind, current, invoice, operation.amount, outcome);
      const transaction = Object.keys(changes.transaction).length
        ? await updateTransaction(tx, current.id, changes.transaction)
        : current;
      const ended = await finishOperation(tx, operation.id, {
        status: changes.succeeded ? "succeeded" : "failed",
        responseDescription: outcome.kind === "refused" ? outcome.description : null,
        completedAt: now,
      });
      const updatedInvoice = changes.invoice ? await updateInvoice(tx, invoice.id, changes.invoice) : invoice;
      await logEvent(tx, {
        invoiceId: invoice.id,
        action: changes.event.action,
        status: updatedInvoice.status,
        actor: by.actor,
        at: now,
        details: changes.event.details,
      });
      if (changes.credit !== null) {
        const wallet = await walletAccount(
          tx,
          { accountId: current.accountId, appId: current.appId },
          current.currency,
        );
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
      await publishOperationEnd(app.events, tx, invoice, updatedInvoice, ended, now);
      const answer = await answerOf(tx, {
        operation: ended,
        transaction,
        invoice: updatedInvoice,
        succeeded: changes.succeeded,
        outcome,
      });
      if (idempotencyKey) await rememberAnswer(tx, `${kind}:${by.accountId}`, idempotencyKey, answer);
      return answer;
    });
  }

  async function run(
    auth: Caller,
    kind: OperationKind,
    transactionId: string,
    idempotencyKey: string | null,
    significant: unknown,
    check: (tx: Tx, t: TransactionRow, now: Date) => Promise<bigint>,
    answers: OperationAnswers = portalAnswers(auth),
  ): Promise<StoredAnswer> {
    const started = await start(
      auth,
      kind,
      transactionId,
      { key: idempotencyKey, hash: requestHash({ transactionId, ...(significant as object) }) },
      check,
    );
    if ("stored" in started) return started.stored;
    const outcome = await ask(kind, started.transaction, started.operation);
    if (outcome.kind === "unconfirmed")
      return leaveUnconfirmed(auth, kind, started, outcome.reason, idempotencyKey, answers);
    return finish(
      { actor: { type: "user", name: auth.actor.name }, accountId: auth.accountId },
      kind,
      started,
      outcome,
      idempotencyKey,
      answers.ended,
    );
  }

  /**
   * Neither a yes nor a no: nothing is written, so the operation stays in progress with its money
   * where step 1 put it (a refund's out of the wallet, a hold still held) until the recheck job
   * learns how it ended. Marking it failed would give a refund's money back to the wallet while
   * the card may have it too.
   */
  async function leaveUnconfirmed(
    auth: Caller,
    kind: OperationKind,
    started: Started,
    reason: string,
    idempotencyKey: string | null,
    answers: OperationAnswers,
  ) {
    app.log.error(
      { operationId: started.operation.id, orderId: started.transaction.orderId, operation: kind, reason },
      "the acquirer did not confirm an operation",
    );
    const answer = answers.unconfirmed(started.operation, started.transaction);
    if (idempotencyKey) await rememberAnswer(db, `${kind}:${auth.accountId}`, idempotencyKey, answer);
    return answer;
  }

  /**
   * The recheck job: operations in progress for longer than a call can take (unconfirmed, or
   * their server stopped mid-way) are settled as the acquirer now tells, and the merchant is
   * told as for any operation; those it still cannot tell about wait for the next run.
   */
  async function recheckStale() {
    const stale = await staleOperations(db, new Date(clock().getTime() - OPERATION_RECHECK_AFTER_MS), RECHECK_BATCH);
    let settled = 0;
    for (const operation of stale) {
      const transaction = (await transactionById(db, operation.transactionId))!;
      let outcome: OperationOutcome;
      try {
        outcome = await acquirer.recheck(operation.kind, requestOf(transaction, operation), {
          captured: transaction.capturedAmount,
          refunded: transaction.totalRefunded,
        });
      } catch (err) {
        app.log.error(
          { err, operationId: operation.id, operation: operation.kind },
          "an operation in progress could not be rechecked",
        );
        continue;
      }
      if (outcome.kind === "unconfirmed") {
        app.log.warn(
          { operationId: operation.id, operation: operation.kind, reason: outcome.reason },
          "an operation in progress is still unconfirmed",
        );
        continue;
      }
      try {
        await finish(
          { actor: SYSTEM, accountId: operation.accountId },
          operation.kind,
          { transaction, operation },
          outcome,
          null,
          settledByJob,
        );
        settled++;
      } catch (err) {
        // Settled meanwhile by its own request's late answer: nothing left to do.
        if (!(err instanceof AppError)) throw err;
      }
    }
    return { checked: stale.length, settled };
  }

  /** A hold can end once: a capture or reversal already running or done refuses another. */
  async function holdMayEnd(tx: Tx, t: TransactionRow, now: Date) {
    const refusal = holdRefusal(t, now);
    if (refusal) refused(refusal);
    if (await holdEnding(tx, t.id))
      refused({ code: "HOLD_ENDED", message: "This hold is being completed or cancelled already." });
  }

  /** `amount` null: all that is refundable, read under the lock. */
  function refund(
    auth: Caller,
    body: { transactionId: string; amount: string | null },
    idempotencyKey: string | null,
    answers?: OperationAnswers,
  ) {
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
      answers,
    );
  }

  /** `amount` null: the whole hold. */
  function complete(
    auth: Caller,
    body: { transactionId: string; amount: string | null },
    idempotencyKey: string | null,
    answers?: OperationAnswers,
  ) {
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
      answers,
    );
  }

  function reverse(auth: Caller, transactionId: string, idempotencyKey: string | null, answers?: OperationAnswers) {
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
      answers,
    );
  }

  async function operations(auth: Caller, transactionId: string) {
    if (!(await findTransaction(db, auth.scope, transactionId)))
      throw new AppError("NOT_FOUND", "No such transaction.");
    return (await operationsOf(db, transactionId)).map(toOperation);
  }

  return { refund, complete, reverse, operations, recheckStale };
}
