import { type Currency, currencies, isCalendarDate, toMinorUnits } from "@portal/contracts";

/**
 * Kapital Bank's settlement report, as this product reads it (docs/reconciliation.md). The
 * bank does not publish the format, so the whole mapping lives here: a CSV with a header row,
 * `;` or `,` between fields, one line per settled card operation. Change this object when the
 * bank's file says otherwise; nothing else reads the file.
 */
export const KAPITAL_SETTLEMENT_MAPPING = {
  /** Header name → what it holds (headers compared without case or surrounding spaces). */
  columns: {
    settlementDate: "SETTLEMENT_DATE",
    orderId: "ORDER_ID",
    operation: "OPERATION",
    amount: "AMOUNT",
    currency: "CURRENCY",
  },
  /** The bank's operation names → ours. */
  operations: {
    PURCHASE: "capture",
    SALE: "capture",
    COMPLETION: "capture",
    REFUND: "refund",
    RETURN: "refund",
    REVERSAL: "reversal",
    VOID: "reversal",
  },
} as const;

export type SettlementKind =
  (typeof KAPITAL_SETTLEMENT_MAPPING.operations)[keyof typeof KAPITAL_SETTLEMENT_MAPPING.operations];

export interface SettlementRow {
  line: number;
  settlementDate: string;
  kind: SettlementKind;
  orderId: string;
  /** Minor units, positive. */
  amount: bigint;
  currency: Currency;
}

export class SettlementFileError extends Error {}

const MAX_ROWS = 200_000;

/** One CSV line's fields: quotes around a field may hold the separator and doubled quotes. */
function fieldsOf(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === separator && !quoted) {
      fields.push(field.trim());
      field = "";
    } else field += c;
  }
  fields.push(field.trim());
  return fields;
}

/** YYYY-MM-DD or DD.MM.YYYY as the bank writes it. */
function dateOf(value: string): string | null {
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const date = dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : value;
  return isCalendarDate(date) ? date : null;
}

/** The rows of a settlement report, or an error naming the first line that breaks the mapping. */
export function parseKapitalSettlement(file: Buffer): SettlementRow[] {
  const text = file.toString("utf8").replace(/^\uFEFF/, "");
  const lines = text.split(/\r?\n/);
  const header = lines[0] ?? "";
  const separator = header.includes(";") ? ";" : ",";
  const names = fieldsOf(header, separator).map((h) => h.toUpperCase());
  const { columns, operations } = KAPITAL_SETTLEMENT_MAPPING;
  const at = Object.fromEntries(
    Object.entries(columns).map(([key, name]) => {
      const index = names.indexOf(name);
      if (index < 0) throw new SettlementFileError(`The header has no column ${name}.`);
      return [key, index];
    }),
  ) as Record<keyof typeof columns, number>;
  const rows: SettlementRow[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (lines[i]!.trim() === "") continue;
    if (rows.length === MAX_ROWS) throw new SettlementFileError(`A report holds at most ${MAX_ROWS} lines.`);
    const f = fieldsOf(lines[i]!, separator);
    const line = i + 1;
    const bad = (what: string) => new SettlementFileError(`Line ${line}: ${what}.`);
    const settlementDate = dateOf(f[at.settlementDate] ?? "");
    if (!settlementDate) throw bad(`${columns.settlementDate} is not a date (YYYY-MM-DD or DD.MM.YYYY)`);
    const kind = operations[(f[at.operation] ?? "").toUpperCase() as keyof typeof operations];
    if (!kind) throw bad(`${columns.operation} is not one of ${Object.keys(operations).join(", ")}`);
    const orderId = f[at.orderId] ?? "";
    if (!/^[\w-]{1,64}$/.test(orderId)) throw bad(`${columns.orderId} is missing or malformed`);
    const currency = (f[at.currency] ?? "").toUpperCase() as Currency;
    if (!currencies.includes(currency)) throw bad(`${columns.currency} is not a currency the product knows`);
    const raw = (f[at.amount] ?? "").replace(",", ".");
    const amount = /^\d{1,13}(\.\d{1,2})?$/.test(raw) ? toMinorUnits(raw) : null;
    if (amount === null || amount <= 0n) throw bad(`${columns.amount} is not a positive amount`);
    rows.push({ line, settlementDate, kind, orderId, amount, currency });
  }
  if (rows.length === 0) throw new SettlementFileError("The report has no lines after its header.");
  return rows;
}
