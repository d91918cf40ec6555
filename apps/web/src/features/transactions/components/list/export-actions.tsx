import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import ForwardToInboxOutlined from "@mui/icons-material/ForwardToInboxOutlined";
import { Alert, Box, Button, CircularProgress, LinearProgress, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/api-error";
import type { DownloadProgress } from "@/lib/download";
import { useFormat } from "@/lib/format";
import { useMay } from "@/lib/permissions";
import type { SetFilters } from "../../list-query";
import { useSendTransactionsReportMutation } from "../../list-api";
import { useTransactionsExport } from "../../use-transactions-export";

/** "340 kB", "1.2 MB" in the reader's language. */
function useByteSize() {
  const { formatNumber } = useFormat();
  return (bytes: number) =>
    bytes < 1_000_000
      ? formatNumber(Math.max(bytes, 0) / 1000, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 })
      : formatNumber(bytes / 1_000_000, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });
}

function DownloadStatus({ progress }: { progress: DownloadProgress }) {
  const { t } = useTranslation();
  const size = useByteSize();
  const { received, total } = progress;
  const text =
    received === 0
      ? t("transactions.export.preparing")
      : total
        ? t("transactions.export.progressOf", { size: size(received), total: size(total) })
        : t("transactions.export.progress", { size: size(received) });
  return (
    <Box role="status" sx={{ width: 260, maxWidth: "100%" }}>
      <LinearProgress
        aria-label={t("transactions.export.downloading")}
        variant={total ? "determinate" : "indeterminate"}
        value={total ? Math.min(100, Math.round((received / total) * 100)) : undefined}
      />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}

/**
 * Export to Excel and Send report by e-mail, under the list's current filters; shown only
 * with the Export payment method permission (SPEC §6). The download shows how much has
 * arrived; the e-mail says where the report is going.
 */
export function ExportActions({ filters, notify }: { filters: SetFilters; notify: (text: string) => void }) {
  const { t } = useTranslation();
  const allowed = useMay("exportPayments");
  const exporter = useTransactionsExport();
  const [sendReport, report] = useSendTransactionsReportMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (!allowed) return null;

  const downloading = exporter.state.kind === "downloading";
  const shownFailure = exporter.state.kind === "failed" ? exporter.state.message : failure;

  const download = () => {
    setFailure(null);
    void exporter.download(filters);
  };
  const send = async () => {
    setFailure(null);
    exporter.dismiss();
    try {
      const { to } = await sendReport(filters).unwrap();
      notify(t("transactions.export.emailSent", { email: to }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: { xs: "stretch", sm: "flex-end" }, mb: 3, maxWidth: "100%" }}>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, justifyContent: { sm: "flex-end" } }}>
        <Button
          variant="contained"
          onClick={download}
          disabled={downloading}
          aria-busy={downloading}
          startIcon={
            downloading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <FileDownloadOutlined />
          }
        >
          {t("transactions.export.download")}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          onClick={() => void send()}
          disabled={report.isLoading}
          aria-busy={report.isLoading}
          startIcon={
            report.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ForwardToInboxOutlined />
          }
        >
          {t("transactions.export.email")}
        </Button>
      </Stack>
      {exporter.state.kind === "downloading" && <DownloadStatus progress={exporter.state.progress} />}
      {shownFailure && (
        <Alert
          severity="error"
          onClose={() => {
            setFailure(null);
            exporter.dismiss();
          }}
          sx={{ maxWidth: 420 }}
        >
          {shownFailure}
        </Alert>
      )}
    </Stack>
  );
}
