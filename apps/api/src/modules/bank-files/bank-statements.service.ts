import { createHash } from "node:crypto";
import {
  type BankStatementDetail,
  type Decoded,
  DEFAULT_LANGUAGE,
  fromMinorUnits,
  type Language,
  pageFrom,
  type StatementLineOutcome,
  statementLineOutcomes,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { contactOfApp } from "@/modules/applications/applications.repo";
import { actorOf } from "@/modules/operators/operator-accounts.service";
import { recordOperatorAction } from "@/modules/operators/operator-audit.repo";
import { bankPayments } from "@/modules/wallets/bank-payments";
import { withdrawalRows } from "@/modules/wallets/withdrawals.service";
import type { OperatorContext } from "@/plugins/operator-auth";
import { parseStatement, type StatementEntry, StatementError } from "@/providers/payout-bank/iso20022/camt";
import { uuidOfEndToEndId } from "@/providers/payout-bank/iso20022/pain001";
import { bankFileMessages } from "./bank-files.messages";
import {
  type BankStatementRow,
  insertLines,
  insertStatement,
  linesOf,
  setStatementCounts,
  statementById,
  statementBySha,
  statementsPage,
  type StatementLineRow,
} from "./bank-statements.repo";
import { type BankTransferRow, concludeTransfer, lockTransfer } from "./bank-transfers.repo";

export const STATEMENT_PAGE_SIZE = 20;

type Transaction = StatementEntry["transactions"][number];

/** A line's verdict, and the transfer it concluded. */
interface Verdict {
  outcome: StatementLineOutcome;
  transferId: string | null;
  concluded?: { transfer: BankTransferRow; returned: boolean };
}

const isReturn = (entry: StatementEntry, t: Transaction) => entry.status === "RJCT" || t.returnReason !== null;

/**
 * Bank statements (docs/bank-files.md): a camt.054 or camt.053 uploaded by finance is applied
 * in one transaction: each line is matched to its transfer by end-to-end id; a booked debit
 * sends it, a return or rejection gives amount and fee back to the wallet; anything already
 * applied, unknown or different is listed and changes nothing. The same file twice is the
 * first upload's result.
 */
export function bankStatementsService(app: FastifyInstance) {
  const { db, clock, messaging, config } = app;
  const bank = bankPayments(app);

  async function detail(
    statement: BankStatementRow,
    alreadyUploaded: boolean,
  ): Promise<Decoded<typeof BankStatementDetail>> {
    return {
      statement: statementView(statement),
      lines: (await linesOf(db, statement.id)).map(lineView),
      alreadyUploaded,
    };
  }

  /** What one line does to its transfer, under the transfer's lock. */
  async function verdict(tx: Tx, entry: StatementEntry, t: Transaction, at: Date): Promise<Verdict> {
    const id = t.endToEndId ? uuidOfEndToEndId(t.endToEndId) : null;
    const transfer = id ? await lockTransfer(tx, id) : undefined;
    // A transfer still queued was never in a file the bank received.
    if (!transfer || transfer.state === "queued") return { outcome: "unknown", transferId: null };
    const returned = isReturn(entry, t);
    const booked = entry.status === "BOOK" && !entry.reversal;
    if (!returned && !(booked && entry.creditDebit === "DBIT")) return { outcome: "ignored", transferId: transfer.id };
    if (returned && entry.status !== "BOOK" && entry.status !== "RJCT")
      return { outcome: "ignored", transferId: transfer.id };
    if (t.amount !== transfer.amount || t.currency !== transfer.currency)
      return { outcome: "mismatch", transferId: transfer.id };
    if (returned ? transfer.state === "returned" : transfer.state !== "batched")
      return { outcome: "duplicate", transferId: transfer.id };
    if (returned) {
      const code = t.returnReason ?? "RJCT";
      const reason = `The bank returned the transfer: ${bankFileMessages("en").returnReason(code)} (${code}).`;
      await concludeTransfer(tx, transfer.id, {
        state: "returned",
        settledAt: at,
        returnCode: code,
        returnReason: reason,
      });
      await bank.conclude(tx, withdrawalRows, transfer.id, { kind: "failed", reason }, at);
    } else {
      await concludeTransfer(tx, transfer.id, { state: "sent", settledAt: at });
      const bankReference = entry.entryRef ?? t.endToEndId!;
      await bank.conclude(tx, withdrawalRows, transfer.id, { kind: "sent", bankReference }, at);
    }
    return { outcome: returned ? "returned" : "sent", transferId: transfer.id, concluded: { transfer, returned } };
  }

  /** The merchant hears in their language that the money reached their bank, or came back and why. */
  async function tell(tx: Tx, transfer: BankTransferRow, returned: boolean, code: string | null) {
    const contact = await contactOfApp(tx, transfer.appId);
    if (!contact) return;
    const texts = bankFileMessages((contact.language as Language | null) ?? DEFAULT_LANGUAGE);
    const amount = `${fromMinorUnits(transfer.amount)} ${transfer.currency}`;
    const text = returned
      ? texts.returned(
          contact.appName,
          amount,
          texts.returnReason(code ?? "RJCT"),
          `${config.PUBLIC_URL}/billing/wallet`,
        )
      : texts.sent(contact.appName, amount);
    await messaging.send({ channel: "email", to: contact.email, subject: texts.subject(contact.appName), text }, tx);
  }

  async function upload(context: OperatorContext, file: Buffer, fileName: string) {
    const sha256 = createHash("sha256").update(file).digest("hex");
    const earlier = await statementBySha(db, sha256);
    if (earlier) return { status: 200 as const, body: await detail(earlier, true) };
    let parsed;
    try {
      parsed = parseStatement(file);
    } catch (err) {
      if (err instanceof StatementError) throw new AppError("STATEMENT_INVALID", err.message);
      throw err;
    }
    const at = clock();
    const statement = await db.transaction(async (tx) => {
      const statement = await insertStatement(tx, {
        sha256,
        kind: parsed.kind,
        messageId: parsed.messageId,
        fileName,
        uploadedById: context.operator.id,
        uploadedByName: context.operator.name,
        uploadedAt: at,
        counts: {},
      });
      if (!statement) return undefined;
      const lines: StatementLineRow[] = [];
      const counts = Object.fromEntries(statementLineOutcomes.map((o) => [o, 0])) as Record<
        StatementLineOutcome,
        number
      >;
      for (const entry of parsed.entries) {
        for (const t of entry.transactions) {
          const { outcome, transferId, concluded } = await verdict(tx, entry, t, at);
          if (concluded) await tell(tx, concluded.transfer, concluded.returned, t.returnReason);
          counts[outcome] += 1;
          lines.push({
            statementId: statement.id,
            line: lines.length + 1,
            endToEndId: t.endToEndId,
            transferId,
            side: entry.creditDebit === "DBIT" ? "debit" : "credit",
            amount: t.amount,
            currency: t.currency,
            entryStatus: entry.status,
            bookingDate: entry.bookingDate,
            outcome,
            returnCode: t.returnReason,
            returnReason: t.returnReason ? bankFileMessages("en").returnReason(t.returnReason) : null,
          });
        }
      }
      await insertLines(tx, lines);
      await setStatementCounts(tx, statement.id, counts);
      await recordOperatorAction(
        tx,
        actorOf(context),
        {
          action: "statement.uploaded",
          target: { type: "bankStatement", id: statement.id },
          after: { kind: parsed.kind, messageId: parsed.messageId, sha256, counts },
        },
        at,
      );
      return { ...statement, counts };
    });
    // Another upload of the same file got there first: its result is this one's.
    if (!statement) return { status: 200 as const, body: await detail((await statementBySha(db, sha256))!, true) };
    return { status: 201 as const, body: await detail(statement, false) };
  }

  async function list(page: number) {
    const { rows, total } = await statementsPage(db, page, STATEMENT_PAGE_SIZE);
    return pageFrom(rows.map(statementView), page, STATEMENT_PAGE_SIZE, total);
  }

  async function one(id: string) {
    const statement = await statementById(db, id);
    if (!statement) throw new AppError("NOT_FOUND", "No such bank statement.");
    return detail(statement, false);
  }

  return { upload, list, one };
}

function statementView(s: BankStatementRow) {
  return {
    id: s.id,
    kind: s.kind,
    messageId: s.messageId,
    fileName: s.fileName,
    sha256: s.sha256,
    uploadedBy: { id: s.uploadedById, name: s.uploadedByName },
    uploadedAt: s.uploadedAt.toISOString(),
    counts: Object.fromEntries(statementLineOutcomes.map((o) => [o, s.counts[o] ?? 0])) as Record<
      StatementLineOutcome,
      number
    >,
  };
}

function lineView(l: StatementLineRow) {
  return {
    line: l.line,
    endToEndId: l.endToEndId,
    transferId: l.transferId,
    side: l.side,
    amount: l.amount,
    currency: l.currency,
    entryStatus: l.entryStatus,
    bookingDate: l.bookingDate,
    outcome: l.outcome,
    returnCode: l.returnCode,
    returnReason: l.returnReason,
  };
}
