/** What the file picker offers; the server reads the content again against the report's mapping. */
export const SETTLEMENT_ACCEPT = ".csv,text/csv";

/** The largest report the server takes (`POST /api/ops/reconciliation/acquirer-settlements`). */
const SETTLEMENT_MAX_BYTES = 20 * 1024 * 1024;

/** The limit in whole megabytes, as the texts say it. */
export const SETTLEMENT_MAX_MB = SETTLEMENT_MAX_BYTES / (1024 * 1024);

export type SettlementFileProblem = "type" | "size" | "empty";

// Systems declare CSV differently (Windows often as Excel's), or not at all: the name decides too.
const csvTypes = new Set(["text/csv", "application/csv", "application/vnd.ms-excel"]);

/** Why a chosen file cannot be the settlement report, checked before uploading: CSV, not empty, at most 20 MB. */
export function settlementFileProblem(file: Pick<File, "name" | "type" | "size">): SettlementFileProblem | null {
  if (!csvTypes.has(file.type) && !file.name.toLowerCase().endsWith(".csv")) return "type";
  if (file.size === 0) return "empty";
  if (file.size > SETTLEMENT_MAX_BYTES) return "size";
  return null;
}
