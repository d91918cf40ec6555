import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import type { SettlementReport } from "@portal/contracts";
import { SectionCard } from "@/components/section-card";
import { useFormat } from "@/lib/format";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useSettlementReportsTranslation } from "../use-settlement-reports-translation";
import { useSignedMoney } from "../use-signed-money";

/**
 * The report's summary: the opening balance, each line with how many operations made it and
 * what they came to (signed: credits +, debits −), and the closing balance they add up to.
 */
export function SummaryTable({ report }: { report: SettlementReport }) {
  const { t } = useSettlementReportsTranslation();
  const format = useBillingFormat();
  const { zoneLabel, formatNumber } = useFormat();
  const signedMoney = useSignedMoney();
  const { currency } = report;
  const title = t("settlementReports.summary.title");
  const balanceRow = (label: string, amount: number) => (
    <TableRow sx={{ "& > *": { fontWeight: "bold" } }}>
      <TableCell component="th" scope="row" sx={{ fontWeight: "bold" }}>
        {label}
      </TableCell>
      <TableCell />
      <TableCell align="right" sx={{ fontWeight: "bold", whiteSpace: "nowrap" }}>
        {format.money(amount, currency)}
      </TableCell>
    </TableRow>
  );

  return (
    <SectionCard
      title={title}
      description={t("settlementReports.summary.description", {
        from: format.calendarDate(report.from),
        to: format.calendarDate(report.to),
        zone: zoneLabel(),
      })}
    >
      {/* A region the keyboard can reach, so a phone's reader can scroll it sideways too. */}
      <TableContainer sx={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={title}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t("settlementReports.summary.line")}</TableCell>
              <TableCell align="right">{t("settlementReports.summary.count")}</TableCell>
              <TableCell align="right">{t("settlementReports.summary.amount")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {balanceRow(t("settlementReports.summary.openingBalance"), report.openingBalance)}
            {report.lines.map((line) => (
              <TableRow key={line.kind}>
                <TableCell component="th" scope="row">
                  {t(`settlementReports.summary.lines.${line.kind}`)}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }}>
                    {t(`settlementReports.summary.hints.${line.kind}`)}
                  </Typography>
                </TableCell>
                <TableCell align="right">{formatNumber(line.count)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {signedMoney(line.amount, currency)}
                </TableCell>
              </TableRow>
            ))}
            {balanceRow(t("settlementReports.summary.closingBalance"), report.closingBalance)}
          </TableBody>
        </Table>
      </TableContainer>
    </SectionCard>
  );
}
