import type { Queryable } from "@/db/client";
import { cellText } from "@/lib/cell-text";
import { allOperatorAudit } from "./operator-audit.repo";

const CSV_COLUMNS = ["id", "at", "operator", "action", "target type", "target id", "before", "after", "address"];

const csvCell = (value: string) => {
  const safe = cellText(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The whole trail as CSV (RFC 4180), oldest first, every cell safe to open in a spreadsheet. */
export async function operatorAuditCsv(q: Queryable): Promise<string> {
  const rows = await allOperatorAudit(q);
  const lines = rows.map((row) =>
    [
      String(row.id),
      row.at.toISOString(),
      row.operatorEmail ?? "",
      row.action,
      row.targetType ?? "",
      row.targetId ?? "",
      row.before === null ? "" : JSON.stringify(row.before),
      row.after === null ? "" : JSON.stringify(row.after),
      row.ipAddress ?? "",
    ]
      .map(csvCell)
      .join(","),
  );
  return [CSV_COLUMNS.join(","), ...lines].join("\r\n") + "\r\n";
}
