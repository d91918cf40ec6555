import { Alert, Link, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { SectionCard } from "@/components/section-card";
import { LoadFailure, Loading } from "../../components/load-state";
import { paths } from "../../config/paths";
import { mayOpen } from "../../lib/access";
import { useFormat } from "../../lib/format";
import { useOperator } from "../../lib/operator-context";
import { useTexts } from "../../lib/use-texts";
import { useReconciliationSummaryQuery } from "./api";

/**
 * Reconciliation at a glance, at the top of finance's and the admins' start pages: how many
 * differences are open and the oldest day among them, and the last run. Nothing for the roles
 * that may not read reconciliation (the review queue is their start page too).
 */
export function ReconciliationSummaryCard() {
  const { t } = useTexts();
  const format = useFormat();
  const { role } = useOperator();
  const shown = mayOpen(role, "reconciliation");
  const summary = useReconciliationSummaryQuery(undefined, { skip: !shown });
  if (!shown) return null;

  return (
    <SectionCard title={t("ops.reconciliationSummary.title")}>
      {summary.isError ? (
        <LoadFailure
          message={t("ops.reconciliationSummary.loadFailed")}
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : !summary.data ? (
        <Loading label={t("ops.reconciliationSummary.loading")} />
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
          {summary.data.open > 0 ? (
            <Alert severity="warning" sx={{ alignSelf: "stretch" }}>
              {t("ops.reconciliationSummary.open", {
                open: format.number(summary.data.open),
                day: summary.data.oldestOpenDay ? format.date(summary.data.oldestOpenDay) : "",
              })}
            </Alert>
          ) : (
            <Alert severity="success" sx={{ alignSelf: "stretch" }}>
              {t("ops.reconciliationSummary.noneOpen")}
            </Alert>
          )}
          <Typography variant="body2">
            {summary.data.lastRun
              ? t("ops.reconciliationSummary.lastRun", {
                  day: format.date(summary.data.lastRun.day),
                  at: format.dateTime(summary.data.lastRun.ranAt),
                  zone: format.zone,
                  differences: format.number(summary.data.lastRun.differences),
                })
              : t("ops.reconciliationSummary.never")}
          </Typography>
          <Link component={RouterLink} to={paths.reconciliation}>
            {summary.data.open > 0 ? t("ops.reconciliationSummary.seeOpen") : t("ops.reconciliationSummary.openPage")}
          </Link>
        </Stack>
      )}
    </SectionCard>
  );
}
