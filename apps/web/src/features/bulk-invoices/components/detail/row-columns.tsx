import CheckCircleOutlineOutlined from "@mui/icons-material/CheckCircleOutlineOutlined";
import { Box, Stack, Typography } from "@mui/material";
import type { BulkColumn, BulkRow } from "@portal/contracts";
import type { ScreenT } from "@/lib/screen-translation";
import type { Column } from "@/components/rows-table";
import { rowErrorTexts } from "../../bulk-messages";

export interface RowContext {
  t: ScreenT<"bulkInvoices">;
  /** A YYYY-MM-DD date as the very day written; anything else as the file has it. */
  calendarDate: (date: string) => string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the file holds in a column, as text. */
const valueOf = (row: BulkRow, column: BulkColumn) => row.values[column]?.trim() ?? "";

/** What the check found: ready, the invoice made, or each column's problem in red. */
export function RowResult({ row, t }: { row: BulkRow; t: ScreenT<"bulkInvoices"> }) {
  if (row.outcome === "valid" || row.outcome === "created") {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", color: "success.dark" }}>
        <CheckCircleOutlineOutlined fontSize="small" aria-hidden />
        <Typography component="span" variant="body2">
          {row.outcome === "created" && row.invoiceCode
            ? row.invoiceCode
            : t(`bulkInvoices.rows.outcomes.${row.outcome}`)}
        </Typography>
      </Stack>
    );
  }
  const texts = rowErrorTexts(t, row.errors);
  if (texts.length === 0) {
    return (
      <Typography component="span" variant="body2" sx={{ color: "error.dark" }}>
        {t(`bulkInvoices.rows.outcomes.${row.outcome}`)}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, color: "error.dark", typography: "body2" }}>
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </Box>
  );
}

const valueColumn = (column: "bookingId" | "fullName" | "phone"): Column<BulkRow, RowContext> => ({
  id: column,
  header: (t) => t(`invoices.fields.${column}`),
  cell: (row) => valueOf(row, column),
  inCard: (row) => valueOf(row, column) !== "",
});

/** The columns of the file's rows: the row's number, what identifies the invoice, and what the check found. */
export const rowColumns: Column<BulkRow, RowContext>[] = [
  {
    id: "rowNumber",
    header: (_, { t }) => t("bulkInvoices.rows.columns.rowNumber"),
    cell: (row) => row.rowNumber,
    inCard: false,
    numeric: true,
    narrow: true,
  },
  valueColumn("bookingId"),
  valueColumn("fullName"),
  valueColumn("phone"),
  {
    id: "amount",
    header: (t) => t("invoices.fields.amount"),
    cell: (row) => [valueOf(row, "amount"), valueOf(row, "currency")].filter(Boolean).join(" "),
    inCard: (row) => valueOf(row, "amount") !== "",
    numeric: true,
    noWrap: true,
  },
  {
    id: "linkExpirationDate",
    header: (t) => t("invoices.fields.linkExpirationDate"),
    cell: (row, { calendarDate }) => {
      const date = valueOf(row, "linkExpirationDate");
      return ISO_DATE.test(date) ? calendarDate(date) : date;
    },
    inCard: (row) => valueOf(row, "linkExpirationDate") !== "",
    noWrap: true,
  },
  {
    id: "result",
    header: (_, { t }) => t("bulkInvoices.rows.columns.result"),
    cell: (row, { t }) => <RowResult row={row} t={t} />,
    inCard: true,
  },
];
