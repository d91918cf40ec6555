import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import { Alert, Button, Stack, Typography } from "@mui/material";
import { type SettlementReportFormat, settlementReportFormats } from "@portal/contracts";
import type { SettlementReportRequest } from "../api";
import { useSettlementReportDownload } from "../use-settlement-report-download";
import { useSettlementReportsTranslation } from "../use-settlement-reports-translation";

/** The report as Excel or CSV, for the wallet and days shown; off while a period is refused. */
export function DownloadButtons({ request, disabled }: { request: SettlementReportRequest; disabled: boolean }) {
  const { t } = useSettlementReportsTranslation();
  const { state, download, dismiss } = useSettlementReportDownload();
  const busy = state.kind === "downloading";
  const name: Record<SettlementReportFormat, { text: string; label: string }> = {
    xlsx: { text: t("settlementReports.download.xlsx"), label: t("settlementReports.download.xlsxLabel") },
    csv: { text: t("settlementReports.download.csv"), label: t("settlementReports.download.csvLabel") },
  };

  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: "bold" }}>
        {t("settlementReports.download.title")}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
        {settlementReportFormats.map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            title={name[format].label}
            disabled={disabled || busy}
            onClick={() => void download(request, format)}
          >
            {busy && state.format === format ? t("settlementReports.download.downloading") : name[format].text}
          </Button>
        ))}
      </Stack>
      {state.kind === "failed" && (
        <Alert severity="error" onClose={dismiss}>
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
