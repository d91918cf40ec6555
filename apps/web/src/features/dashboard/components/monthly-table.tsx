import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { MonthActivity } from "@portal/contracts";
import { useFormat } from "@/lib/format";
import { monthInstant } from "../monthly-series";
import { useDashboardTranslation } from "../use-dashboard-translation";

/** The chart's numbers as a table: for reading exact amounts, and for screen readers. */
export function MonthlyTable({ months, label }: { months: readonly MonthActivity[]; label: string }) {
  const { t } = useDashboardTranslation();
  const { formatDate, formatMoney } = useFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t("dashboard.monthly.month")}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t("dashboard.monthly.received")}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t("dashboard.monthly.refunded")}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((month) => (
            <TableRow key={month.month}>
              <TableCell component="th" scope="row">
                {formatDate(monthInstant(month.month), { month: "long", year: "numeric", timeZone: "UTC" })}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {formatMoney(month.received, month.currency)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {formatMoney(month.refunded, month.currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
