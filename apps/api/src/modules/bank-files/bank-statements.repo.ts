import { count, desc, eq } from "drizzle-orm";
import type { Queryable, Tx } from "@/db/client";
import { bankStatementLines, bankStatements } from "@/db/schema";

export type BankStatementRow = typeof bankStatements.$inferSelect;
export type StatementLineRow = typeof bankStatementLines.$inferSelect;

/** The statement of a file, when the same bytes were uploaded before. */
export async function statementBySha(q: Queryable, sha256: string) {
  const [row] = await q.select().from(bankStatements).where(eq(bankStatements.sha256, sha256));
  return row;
}

export async function statementById(q: Queryable, id: string) {
  const [row] = await q.select().from(bankStatements).where(eq(bankStatements.id, id));
  return row;
}

/**
 * The statement's row, or undefined when another upload of the same file got there first
 * (its transaction holds the SHA-256 until it ends, then this one sees it).
 */
export async function insertStatement(tx: Tx, row: typeof bankStatements.$inferInsert) {
  const [inserted] = await tx
    .insert(bankStatements)
    .values(row)
    .onConflictDoNothing({ target: bankStatements.sha256 })
    .returning();
  return inserted;
}

export async function setStatementCounts(tx: Tx, id: string, counts: Record<string, number>) {
  await tx.update(bankStatements).set({ counts }).where(eq(bankStatements.id, id));
}

export async function insertLines(tx: Tx, lines: (typeof bankStatementLines.$inferInsert)[]) {
  // Bound the parameters of one statement: a bank file may hold tens of thousands of lines.
  for (let i = 0; i < lines.length; i += 1000) await tx.insert(bankStatementLines).values(lines.slice(i, i + 1000));
}

export function linesOf(q: Queryable, statementId: string) {
  return q
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.statementId, statementId))
    .orderBy(bankStatementLines.line);
}

export async function statementsPage(q: Queryable, page: number, size: number) {
  const [rows, [counted]] = await Promise.all([
    q
      .select()
      .from(bankStatements)
      .orderBy(desc(bankStatements.uploadedAt), desc(bankStatements.id))
      .limit(size)
      .offset(page * size),
    q.select({ n: count() }).from(bankStatements),
  ]);
  return { rows, total: counted!.n };
}
