import { Alert, Button, Skeleton, Stack, Typography } from "@mui/material";
import {
  type SettlementReportFormat,
  type SettlementReportFrequency,
  type SettlementReportSchedule,
  settlementReportFormats,
  settlementReportFrequencies,
} from "@portal/contracts";
import { lazy, Suspense, useId, useState } from "react";
import { TextField } from "@/components/form/text-field";
import { errorMessage } from "@/lib/api-error";
import { useBillingFormat } from "@/lib/use-billing-format";
import {
  useRemoveSettlementReportScheduleMutation,
  useSetSettlementReportScheduleMutation,
  useSettlementReportScheduleQuery,
} from "../api";
import { useSettlementReportsTranslation } from "../use-settlement-reports-translation";

const NoticeSnackbar = lazy(() => import("@/components/notice-snackbar").then((m) => ({ default: m.NoticeSnackbar })));

type Frequency = SettlementReportFrequency | "off";
const frequencies: Frequency[] = ["off", ...settlementReportFrequencies];

/**
 * Whether the signed-in user gets this application's report by e-mail, how often and as what
 * file: saved with the server, which says the period the next one covers.
 */
export function ScheduleControl({ appId }: { appId: string }) {
  const { t } = useSettlementReportsTranslation();
  const schedule = useSettlementReportScheduleQuery(appId);
  const headingId = useId();

  let content;
  if (schedule.isLoading)
    content = <Skeleton variant="rounded" height={56} aria-label={t("settlementReports.schedule.loading")} />;
  else if (schedule.error || schedule.data === undefined)
    content = <Alert severity="error">{errorMessage(schedule.error)}</Alert>;
  // A new application's form starts from its own schedule.
  else content = <ScheduleForm key={appId} appId={appId} saved={schedule.data} />;

  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: "bold" }}>
        {t("settlementReports.schedule.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("settlementReports.schedule.description")}
      </Typography>
      {content}
    </Stack>
  );
}

function ScheduleForm({ appId, saved }: { appId: string; saved: SettlementReportSchedule | null }) {
  const { t } = useSettlementReportsTranslation();
  const format = useBillingFormat();
  const [frequency, setFrequency] = useState<Frequency>(saved?.frequency ?? "off");
  const [fileFormat, setFileFormat] = useState<SettlementReportFormat>(saved?.format ?? "xlsx");
  const [setSchedule, setting] = useSetSettlementReportScheduleMutation();
  const [removeSchedule, removing] = useRemoveSettlementReportScheduleMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = setting.isLoading || removing.isLoading;
  const unchanged = (saved?.frequency ?? "off") === frequency && (frequency === "off" || saved?.format === fileFormat);
  const period = (next: SettlementReportSchedule["next"]) => ({
    from: format.calendarDate(next.from),
    to: format.calendarDate(next.to),
  });

  const save = async () => {
    setFailure(null);
    try {
      if (frequency === "off") {
        await removeSchedule(appId).unwrap();
        setNotice(t("settlementReports.schedule.stopped"));
      } else {
        const answer = await setSchedule({ appId, frequency, format: fileFormat }).unwrap();
        setNotice(t("settlementReports.schedule.saved", period(answer.next)));
      }
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Stack
      component="form"
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack
        direction={{ xs: "column", sm: "row" }}
        sx={{ gap: 2, flexWrap: "wrap", alignItems: { sm: "flex-start" } }}
      >
        <TextField
          select
          size="small"
          label={t("settlementReports.schedule.frequency")}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as Frequency)}
          sx={{ minWidth: { sm: 260 } }}
        >
          {frequencies.map((option) => (
            <option key={option} value={option}>
              {t(`settlementReports.schedule.frequencies.${option}`)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t("settlementReports.schedule.format")}
          value={fileFormat}
          disabled={frequency === "off"}
          onChange={(event) => setFileFormat(event.target.value as SettlementReportFormat)}
          sx={{ minWidth: { sm: 180 } }}
        >
          {settlementReportFormats.map((option) => (
            <option key={option} value={option}>
              {t(`settlementReports.download.${option}`)}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={busy || unchanged} sx={{ minHeight: 40 }}>
          {t("settlementReports.schedule.save")}
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        {saved
          ? t("settlementReports.schedule.next", { ...period(saved.next), email: saved.email })
          : t("settlementReports.schedule.off")}
      </Typography>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {notice && (
        <Suspense fallback={null}>
          <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
