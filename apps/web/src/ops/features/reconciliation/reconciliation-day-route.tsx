import ArrowBack from "@mui/icons-material/ArrowBack";
import { Alert, Button, Stack, Typography } from "@mui/material";
import { useRef, useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { RowsTable } from "@/components/rows-table";
import { SectionCard } from "@/components/section-card";
import { LoadFailure, Loading } from "../../components/load-state";
import { paths } from "../../config/paths";
import { mayReconcile } from "../../lib/access";
import { useFormat } from "../../lib/format";
import { useOperator } from "../../lib/operator-context";
import { useTexts } from "../../lib/use-texts";
import { type Day, useReconciliationDayQuery } from "./api";
import { dayDifferenceColumns } from "./difference-columns";
import { DifferencesTable } from "./differences-table";
import { RunAgainButton } from "./run-day";
import { agrees, totalColumns } from "./total-columns";

/** `/ops/reconciliation/days/:day`: one day, when it was last reconciled, both sides' totals and its differences. */
export function ReconciliationDayRoute() {
  const { t } = useTexts();
  const { day = "" } = useParams();
  const result = useReconciliationDayQuery(day);

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={paths.reconciliation}
        startIcon={<ArrowBack />}
        color="secondary"
        sx={{ alignSelf: "flex-start" }}
      >
        {t("ops.reconciliationDay.back")}
      </Button>
      {result.data ? (
        <DayScreen day={result.data} />
      ) : result.isError ? (
        <LoadFailure
          message={t("ops.reconciliationDay.loadFailed")}
          error={result.error}
          onRetry={() => void result.refetch()}
          retrying={result.isFetching}
        />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

function DayScreen({ day }: { day: Day }) {
  const { t } = useTexts();
  const format = useFormat();
  const operator = useOperator();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const dayText = format.date(day.day);
  const differing = day.totals.filter((total) => !agrees(total)).length;

  return (
    <>
      <Stack spacing={1}>
        <Typography
          component="h1"
          variant="h4"
          ref={headingRef}
          tabIndex={-1}
          sx={{ fontSize: { xs: "1.625rem", sm: "2.125rem" }, "&:focus": { outline: "none" } }}
        >
          {t("ops.reconciliationDay.title", { day: dayText })}
        </Typography>
        <Typography color="text.secondary">
          {day.ranAt
            ? t("ops.reconciliationDay.lastRun", { at: format.dateTime(day.ranAt), zone: format.zone })
            : t("ops.reconciliationDay.notRun")}
        </Typography>
      </Stack>

      <Stack component="section" aria-label={t("ops.reconciliationDay.verdictLabel")} spacing={1.5}>
        {day.ranAt === null ? (
          <Alert severity="info">{t("ops.reconciliationDay.notRunText")}</Alert>
        ) : day.differences.length === 0 ? (
          <Alert severity="success">{t("ops.reconciliationDay.allAgree")}</Alert>
        ) : day.open > 0 ? (
          <Alert severity="warning">{t("ops.reconciliationDay.open", { open: format.number(day.open) })}</Alert>
        ) : (
          <Alert severity="info">{t("ops.reconciliationDay.noneOpen")}</Alert>
        )}
        {mayReconcile(operator.role) && (
          <RunAgainButton
            day={day}
            onDone={(ran) =>
              setNotice(
                t("ops.reconciliationDay.ran", { day: dayText, differences: format.number(ran.differences.length) }),
              )
            }
          />
        )}
      </Stack>

      <SectionCard
        title={t("ops.reconciliationDay.totals.title")}
        description={
          day.totals.length > 0 && differing > 0
            ? t("ops.reconciliationDay.totals.differing", { number: format.number(differing) })
            : t("ops.reconciliationDay.totals.text")
        }
      >
        {day.totals.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t("ops.reconciliationDay.totals.empty")}
          </Typography>
        ) : (
          <RowsTable
            rows={day.totals}
            columns={totalColumns}
            context={{ t, format }}
            label={t("ops.reconciliationDay.totals.tableLabel", { day: dayText })}
            rowKey={(total) => `${total.source}:${total.kind}:${total.currency}`}
            cardHead={(total) => (
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t(`ops.reconciliationSources.${total.source}`)}
              </Typography>
            )}
            cardsBelow="sm"
            size="small"
          />
        )}
      </SectionCard>

      {day.differences.length > 0 && (
        <SectionCard title={t("ops.reconciliationDay.differencesTitle")}>
          <DifferencesTable
            differences={day.differences}
            columns={dayDifferenceColumns}
            label={t("ops.reconciliationDay.differencesLabel", { day: dayText })}
            onFocusLost={() => headingRef.current?.focus()}
          />
        </SectionCard>
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
