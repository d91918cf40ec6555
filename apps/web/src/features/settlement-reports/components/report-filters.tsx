import { Alert, Box, Stack } from "@mui/material";
import type { Wallet } from "@portal/contracts";
import { DatePresetButtons } from "@/components/filters/date-preset-buttons";
import { DateRangeFields } from "@/components/filters/date-range-fields";
import { FilterSection } from "@/components/filters/filter-section";
import { TextField } from "@/components/form/text-field";
import { periodIssue, type SettlementReportScreenQuery } from "../settlement-report-query";
import { useSettlementReportsTranslation } from "../use-settlement-reports-translation";

const optionValue = ({ appId, currency }: Wallet) => `${appId}:${currency}`;

interface ReportFiltersProps {
  wallets: readonly Wallet[];
  chosen: Wallet;
  query: SettlementReportScreenQuery;
  onChange: (query: SettlementReportScreenQuery) => void;
}

/**
 * Which wallet and which days: the application (with the currency when it has several
 * wallets) and the lists' date fields and presets, applied as they change. A period the
 * server would refuse is said here, and not asked for.
 */
export function ReportFilters({ wallets, chosen, query, onChange }: ReportFiltersProps) {
  const { t } = useSettlementReportsTranslation();
  const optionLabel = (wallet: Wallet) =>
    wallets.filter(({ appId }) => appId === wallet.appId).length > 1
      ? t("settlementReports.wallet.option", { appName: wallet.appName, currency: wallet.currency })
      : wallet.appName;
  const issue = periodIssue(query);
  const setDays = (changes: { from?: string | undefined } | { to?: string | undefined }) =>
    onChange({
      ...query,
      // A cleared field keeps the day it had: a report always covers a period.
      ...("from" in changes && changes.from ? { from: changes.from } : {}),
      ...("to" in changes && changes.to ? { to: changes.to } : {}),
    });

  return (
    <FilterSection>
      <Stack spacing={2}>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
          }}
        >
          <Box sx={{ gridColumn: { sm: "1 / -1", lg: "auto" } }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t("settlementReports.wallet.label")}
              value={optionValue(chosen)}
              onChange={(event) => {
                const wallet = wallets.find((option) => optionValue(option) === event.target.value);
                if (wallet) onChange({ ...query, app: wallet.appId, currency: wallet.currency });
              }}
            >
              {wallets.map((wallet) => (
                <option key={optionValue(wallet)} value={optionValue(wallet)}>
                  {optionLabel(wallet)}
                </option>
              ))}
            </TextField>
          </Box>
          <DateRangeFields
            from={query.from}
            to={query.to}
            onChange={setDays}
            labels={{ from: t("settlementReports.period.from"), to: t("settlementReports.period.to") }}
          />
        </Box>
        <DatePresetButtons range={query} onChoose={(range) => onChange({ ...query, ...range })} />
        {issue && <Alert severity="warning">{t(`settlementReports.period.${issue}`)}</Alert>}
      </Stack>
    </FilterSection>
  );
}
