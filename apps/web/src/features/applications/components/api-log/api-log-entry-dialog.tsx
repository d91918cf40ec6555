import Close from "@mui/icons-material/Close";
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material/styles";
import { CodeBlock, pretty } from "@/components/code-block";
import { CopyButton } from "@/components/copy-button";
import { FieldList } from "@/components/detail/field-list";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useApiLogEntryQuery } from "../../api-log-api";
import { CallText, HttpStatusChip } from "./api-log-columns";
import { useApiLogTranslation } from "./api-log-texts";

/** A body as the log kept it, indented to be read and copied as kept; or that there was none. */
function Body({
  title,
  text,
  copyLabel,
  none,
}: {
  title: string;
  text: string | null;
  copyLabel: string;
  none: string;
}) {
  if (text === null || text === "") {
    return (
      <Stack spacing={0.5}>
        <Typography component="h3" variant="subtitle2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {none}
        </Typography>
      </Stack>
    );
  }
  return <CodeBlock title={title} text={pretty(text)} copy={{ value: text, label: copyLabel }} />;
}

/**
 * One call of the API log: when, what, how it was answered, the ids to quote to support or
 * to find it in the merchant's own logs, and both bodies without secrets or card numbers.
 */
export function ApiLogEntryDialog({
  appId,
  entryId,
  onClose,
}: {
  appId: string;
  entryId: string;
  onClose: () => void;
}) {
  const { t } = useApiLogTranslation();
  const { formatDateTimeInZone, formatNumber } = useFormat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const entry = useApiLogEntryQuery({ appId, entryId }, { refetchOnMountOrArgChange: true });
  const { data } = entry;

  const content = () => {
    if (entry.isLoading) return <Skeleton variant="rounded" height={320} aria-label={t("apiLog.detail.loading")} />;
    if (!data)
      return (
        <LoadError
          message={errorMessage(entry.error)}
          onRetry={() => void entry.refetch()}
          retrying={entry.isFetching}
        />
      );
    return (
      <Stack spacing={2.5}>
        <FieldList
          items={[
            {
              label: t("apiLog.columns.time"),
              value: formatDateTimeInZone(data.at, { dateStyle: "medium", timeStyle: "medium" }),
            },
            { label: t("apiLog.columns.method"), value: data.method, code: true },
            { label: t("apiLog.columns.path"), value: data.path, code: true },
            { label: t("apiLog.columns.status"), value: <HttpStatusChip status={data.status} /> },
            {
              label: t("apiLog.columns.duration"),
              value: t("apiLog.durationMs", { duration: formatNumber(data.durationMs) }),
            },
            {
              label: t("apiLog.columns.requestId"),
              value: (
                <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, maxWidth: "100%" }}>
                  <Box component="span" sx={{ minWidth: 0 }}>
                    {data.requestId}
                  </Box>
                  <CopyButton value={data.requestId} label={t("apiLog.detail.copyRequestId")} />
                </Box>
              ),
              code: true,
            },
            { label: t("apiLog.detail.idempotencyKey"), value: data.idempotencyKey, code: true },
          ]}
        />
        <Typography variant="body2" color="text.secondary">
          {t("apiLog.detail.redacted")}
        </Typography>
        <Body
          title={t("apiLog.detail.requestBody")}
          text={data.requestBody}
          copyLabel={t("apiLog.detail.copyRequestBody")}
          none={t("apiLog.detail.noRequestBody")}
        />
        <Body
          title={t("apiLog.detail.responseBody")}
          text={data.responseBody}
          copyLabel={t("apiLog.detail.copyResponseBody")}
          none={t("apiLog.detail.noResponseBody")}
        />
      </Stack>
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle sx={{ pr: 7 }}>
        {data ? <CallText entry={data} variant="inherit" /> : t("apiLog.detail.title")}
      </DialogTitle>
      <IconButton aria-label={t("apiLog.close")} onClick={onClose} sx={{ position: "absolute", right: 12, top: 12 }}>
        <Close />
      </IconButton>
      <DialogContent dividers>{content()}</DialogContent>
    </Dialog>
  );
}
