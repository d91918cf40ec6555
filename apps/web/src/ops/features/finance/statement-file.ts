/** What the file picker offers; the server reads the content again (camt.054 or camt.053, no DTDs or entities). */
export const STATEMENT_ACCEPT = ".xml,application/xml,text/xml";

/** The largest statement the server takes (`POST /api/ops/bank-statements`). */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The limit in whole megabytes, as the texts say it. */
export const STATEMENT_MAX_MB = STATEMENT_MAX_BYTES / (1024 * 1024);

export type StatementFileProblem = "type" | "size" | "empty";

const xmlTypes = new Set(["application/xml", "text/xml"]);

/**
 * Why a chosen file cannot be a statement, checked before uploading: XML (declared so, or
 * named .xml: systems declare XML differently, or not at all), not empty, at most 10 MB.
 */
export function statementFileProblem(file: Pick<File, "name" | "type" | "size">): StatementFileProblem | null {
  if (!xmlTypes.has(file.type) && !file.name.toLowerCase().endsWith(".xml")) return "type";
  if (file.size === 0) return "empty";
  if (file.size > STATEMENT_MAX_BYTES) return "size";
  return null;
}
