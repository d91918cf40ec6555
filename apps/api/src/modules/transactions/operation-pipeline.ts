import type { ApiError, Decoded, Transaction } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { type AnswerKey, answerKey, type StoredAnswer } from "@/lib/idempotency";
import { type InvoiceRow, lockInvoice, updateInvoice } from "@/modules/invoices/invoices.repo";
import { type Actor, logEvent, SYSTEM } from "@/modules/invoice-history/invoice-history.repo";
import { lockedBalance, postTransfer, settlementAccount, walletAccount } from "@/modules/ledger/ledger.repo";
import { moneyPipeline } from "@/modules/ledger/money-pipeline";
import type { Caller } from "@/plugins/auth";
import {
  type OperationOutcome,
  type OperationRequest,
  operationCall,
  type SettledOutcome,
} from "@/providers/acquirer/acquirer";
import { publishOperationEnd } from "./transaction-events";
import type { OperationCommand, OperationInput } from "./operation-commands";
import { operationChanges, refundReserved } from "./operation-changes";
import {
  finishOperation,
  insertOperation,
  type OperationRow,
  operationsOf,
  staleOperations,
  stillInProgress,
  toOperation,
} from "./transaction-operations.repo";
import {
  findTransaction,
  type TransactionRow,
  toTransaction,
  transactionById,
  updateTransaction,
} from "./transactions.repo";

type Found = NonNullable<Awaited<ReturnType<typeof findTransaction>>>;

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
 * How a caller answers, in the transaction that writes what it answers, so that a retry with
 * the same key gets exactly it: `ended` once the acquirer said yes or no, `unconfirmed` when it
 * said neither (the operation stays in progress until the recheck job settles it). `keys`
 * names whose keys the answers are kept among: the portal's and the merchant API's apart, as
 * their answers differ.
 */
export interface OperationAnswers<A> {
  keys: "portal" | "api";
  ended: (tx: Tx, ended: EndedOperation) => Promise<StoredAnswer<A>>;
  unconfirmed: (operation: OperationRow, transaction: TransactionRow) => StoredAnswer<A>;
}

/** What the portal answers: the transaction as its screens show it, or the error. */
export type PortalAnswer = Decoded<typeof Transaction> | ApiError;

/** Longer than an operation's call can take, retries included: an operation older than this still in progress waits for no one. */
export const OPERATION_RECHECK_AFTER_MS = 5 * 60_000;
const RECHECK_BATCH = 50;
export const RECHECK_OPERATIONS = "recheck-operations";

/** The job keeps no answer: nobody waits for one. */
const settledByJob: OperationAnswer<null>["ended"] = () => Promise.resolve({ status: 200, body: null });
type OperationAnswer<A> = Pick<OperationAnswers<A>, "ended">;

/**
 * The pipeline of captures, refunds and reversals (docs/glossary.md "operation"): each is a
 * command (operation-commands.ts) run in three steps like a payment, so no lock is held while
 * the acquirer thinks: (1) claim the Idempotency-Key, lock, apply the command's rule and record
 * the operation in progress, reserving what the command reserves; (2) ask the acquirer; (3)
 * write its answer to the transaction, the invoice, the ledger, both histories and the events,
 * and keep the caller's answer for a retry. Rows are locked invoice first, then transaction,
 * then wallet: the order a payment takes them. The portal and the merchant API both call `run`.
 */
export function operationPipeline(app: FastifyInstance) {
  const { db, clock, acquirer } = app;
  const pipeline = moneyPipeline(app);

  /** Step 1's transaction, through the money pipeline. */
  async function start<I extends OperationInput, A>(
    command: OperationCommand<I>,
    auth: Caller,
    input: I,
    key: AnswerKey<A> | null,
  ): Promise<Started | { stored: StoredAnswer<A> }> {
    const begun = await pipeline.begin<Started, A, Found>(
      key,
      async (tx, now, found) => {
        await lockInvoice(tx, found.transaction.invoiceId);
        const transaction = (await transactionById(tx, input.transactionId, true))!;
        const amount = await command.amount(tx, transaction, input, now);
        const operation = await insertOperation(tx, {
          transactionId: transaction.id,
          accountId: auth.accountId,
          kind: command.kind,
          amount,
          currency: transaction.currency,
          actorUserId: auth.actor.id,
          actorName: auth.actor.name,
          createdAt: now,
          ...command.details(input),
        });
        if (command.reservesWallet) await reserve(tx, transaction, operation, now);
        return { result: { transaction, operation } };
      },
      async (tx) => {
        const found = await findTransaction(tx, auth.scope, input.transactionId);
        if (!found) throw new AppError("NOT_FOUND", "No such transaction.");
        return found;
      },
    );
    return "stored" in begun ? begun : begun.result;
  }

  /**
   * A refund's money leaves the wallet now; a wallet that cannot cover it refuses the refund
   * (the throw rolls the reservation back). The transaction is written before the wallet is
   * locked, the order in which a payment and a capture take them (its write moves the daily
   * totals' row by trigger, then the ledger entry needs the wallet's row): the other way round,
   * a refund and a capture of one application deadlocked (money-properties.test.ts found it).
   */
  async function reserve(tx: Tx, t: TransactionRow, operation: OperationRow, now: Date) {
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
  async function ask(t: TransactionRow, operation: OperationRow): Promise<OperationOutcome> {
    try {
      return await operationCall(acquirer, operation.kind)(requestOf(t, operation));
    } catch (err) {
      app.log.error({ err, orderId: t.orderId, operation: operation.kind }, "acquirer call failed");
      return { kind: "refused", description: "The card processor did not answer" };
    }
  }

  /** Step 3: the acquirer's answer, written once, with the answer a retry with the same key gets. `actor`: who the histories name. */
  async function finish<A>(
    actor: Actor,
    started: Started,
    outcome: SettledOutcome,
    key: AnswerKey<A> | null,
    answers: OperationAnswer<A>,
  ): Promise<StoredAnswer<A>> {
    const { operation } = started;
    const { kind } = operation;
    return pipeline.end(key, async (tx, now) => {
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
        actor,
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
      const answer = await answers.ended(tx, {
        operation: ended,
        transaction,
        invoice: updatedInvoice,
        succeeded: changes.succeeded,
        outcome,
      });
      return { result: answer, key: { keep: answer } };
    });
  }

  /** Runs `command` for `auth` through the three steps; `idempotencyKey` as the caller sent it, kept among `answers.keys`. */
  async function run<I extends OperationInput, A>(
    command: OperationCommand<I>,
    auth: Caller,
    input: I,
    idempotencyKey: string | null,
    answers: OperationAnswers<A>,
  ): Promise<StoredAnswer<A>> {
    const scope = `${answers.keys === "api" ? "api-" : ""}${command.kind}:${auth.accountId}`;
    const key = idempotencyKey
      ? answerKey<A>(scope, idempotencyKey, { transactionId: input.transactionId, ...command.significant(input) })
      : null;
    const started = await start(command, auth, input, key);
    if ("stored" in started) return started.stored;
    const outcome = await ask(started.transaction, started.operation);
    if (outcome.kind === "unconfirmed") return leaveUnconfirmed(started, outcome.reason, key, answers);
    return finish({ type: "user", name: auth.actor.name }, started, outcome, key, answers);
  }

  /**
   * Neither a yes nor a no: nothing is written, so the operation stays in progress with its money
   * where step 1 put it (a refund's out of the wallet, a hold still held) until the recheck job
   * learns how it ended. Marking it failed would give a refund's money back to the wallet while
   * the card may have it too.
   */
  async function leaveUnconfirmed<A>(
    started: Started,
    reason: string,
    key: AnswerKey<A> | null,
    answers: OperationAnswers<A>,
  ) {
    const { operation, transaction } = started;
    app.log.error(
      { operationId: operation.id, orderId: transaction.orderId, operation: operation.kind, reason },
      "the acquirer did not confirm an operation",
    );
    const answer = answers.unconfirmed(operation, transaction);
    return pipeline.end(key, async () => ({ result: answer, key: { keep: answer } }));
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
        await finish(SYSTEM, { transaction, operation }, outcome, null, { ended: settledByJob });
        settled++;
      } catch (err) {
        // Settled meanwhile by its own request's late answer: nothing left to do.
        if (!(err instanceof AppError)) throw err;
      }
    }
    return { checked: stale.length, settled };
  }

  /** The portal's answers: the transaction as its screens show it, 422 when the acquirer refused, 502 while it has not confirmed. */
  const portalAnswers = (auth: Caller): OperationAnswers<PortalAnswer> => ({
    keys: "portal",
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

  /** The portal's call: `command` answered with the transaction (`portalAnswers`). */
  const runForPortal = <I extends OperationInput>(
    command: OperationCommand<I>,
    auth: Caller,
    input: I,
    idempotencyKey: string | null,
  ) => run(command, auth, input, idempotencyKey, portalAnswers(auth));

  async function operations(auth: Caller, transactionId: string) {
    if (!(await findTransaction(db, auth.scope, transactionId)))
      throw new AppError("NOT_FOUND", "No such transaction.");
    return (await operationsOf(db, transactionId)).map(toOperation);
  }

  return { run, runForPortal, operations, recheckStale };
}
