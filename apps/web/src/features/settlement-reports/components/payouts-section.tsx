import ExpandMore from "@mui/icons-material/ExpandMore";
import { Accordion, AccordionDetails, AccordionSummary, Alert, Chip, Stack, Typography } from "@mui/material";
import type { Currency, PayoutStatus, SettlementPayout, SettlementReport } from "@portal/contracts";
import { useNavigate } from "react-router";
import { RowsTable } from "@/components/rows-table";
import { SectionCard } from "@/components/section-card";
import { useBillingFormat } from "@/lib/use-billing-format";
import { type LineCellContext, linePath, settlementLineColumns } from "../settlement-line-columns";
import { useSettlementReportsTranslation } from "../use-settlement-reports-translation";
import { useSignedMoney } from "../use-signed-money";

const tone: Record<PayoutStatus, "success" | "error" | "warning" | "default"> = {
  sent: "success",
  failed: "error",
  rejected: "error",
  review: "warning",
  inProgress: "default",
};

/** One payout: what left, where to and how it stands, opening onto the operations it paid out. */
function PayoutItem({
  payout,
  currency,
  context,
}: {
  payout: SettlementPayout;
  currency: Currency;
  context: LineCellContext;
}) {
  const { t, format, signedMoney } = context;
  const navigate = useNavigate();
  const money = (amount: number) => format.money(amount, currency);
  const label = t("settlementReports.payouts.operations", { date: format.dateTime(payout.createdAt) });

  return (
    <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: "h3" } }}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          sx={{ width: "100%", gap: { xs: 0.5, sm: 2 }, alignItems: { sm: "center" }, minWidth: 0, pr: 1 }}
        >
          <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography component="span" sx={{ fontWeight: "bold" }}>
              {t(`wallet.operations.kinds.${payout.kind}`)} · {format.dateTime(payout.createdAt)}
            </Typography>
            {payout.destination && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {t("settlementReports.payouts.to", { destination: payout.destination })}
              </Typography>
            )}
          </Stack>
          <Typography component="span" sx={{ whiteSpace: "nowrap" }}>
            {t("settlementReports.payouts.amount", { amount: money(payout.amount), fee: money(payout.fee) })}
          </Typography>
          <Chip
            size="small"
            color={tone[payout.status]}
            variant={tone[payout.status] === "default" ? "outlined" : "filled"}
            label={t(`payouts.statuses.${payout.status}`)}
            sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}
          />
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {t("settlementReports.payouts.operationCount", { count: payout.lines.length })}
          </Typography>
          {!payout.linesComplete && <Alert severity="info">{t("settlementReports.payouts.incomplete")}</Alert>}
          <RowsTable
            rows={payout.lines}
            columns={settlementLineColumns}
            context={context}
            label={label}
            rowKey={(line) => line.id}
            onOpen={(line) => {
              const path = linePath(line);
              if (path) void navigate(path);
            }}
            cardHead={(line) => (
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: "baseline", justifyContent: "space-between", flexWrap: "wrap", rowGap: 0.5 }}
              >
                <Typography component="span" sx={{ fontWeight: "bold" }}>
                  {t(`wallet.operations.kinds.${line.kind}`)}
                </Typography>
                <Typography component="span" sx={{ fontWeight: "bold", whiteSpace: "nowrap" }}>
                  {signedMoney(line.amount, line.currency)}
                </Typography>
              </Stack>
            )}
            cardsBelow="md"
            size="small"
          />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/** The payouts that left the wallet in the period, oldest first, each opening onto its operations. */
export function PayoutsSection({ report }: { report: SettlementReport }) {
  const { t } = useSettlementReportsTranslation();
  const format = useBillingFormat();
  const signedMoney = useSignedMoney();
  const context: LineCellContext = { t, format, signedMoney };

  return (
    <SectionCard title={t("settlementReports.payouts.title")} description={t("settlementReports.payouts.description")}>
      {report.payouts.length === 0 ? (
        <Typography color="text.secondary">{t("settlementReports.payouts.none")}</Typography>
      ) : (
        <Stack spacing={1}>
          {report.payouts.map((payout) => (
            <PayoutItem key={payout.id} payout={payout} currency={report.currency} context={context} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
