import Close from "@mui/icons-material/Close";
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Stack,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material/styles";
import { API_LOG_DAYS, type ApiLogQuery, type ApplicationDetail } from "@portal/contracts";
import { useCallback, useState } from "react";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { PagePager } from "@/components/list/page-pager";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { RowsTable } from "@/components/rows-table";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useApiLogQuery } from "../../api-log-api";
import { type ApiLogContext, apiLogColumns, CallText, HttpStatusChip, TimeCell } from "./api-log-columns";
import { ApiLogEntryDialog } from "./api-log-entry-dialog";
import { type ApiLogFilters, ApiLogFiltersPanel } from "./api-log-filters";
import { useApiLogTranslation } from "./api-log-texts";

interface ApiLogDialogProps {
  app: ApplicationDetail;
  open: boolean;
  onClose: () => void;
  /** Closes the log for the webhooks section: the events we sent are listed there, not here. */
  onWebhookDeliveries: () => void;
  /** Once closed; the section then unmounts it, so each opening reads the log afresh. */
  onExited: () => void;
}

/**
 * The application's API log: its calls of the last 30 days, newest first, of one answer class,
 * path, idempotency key or days, read afresh at each opening, filter and Refresh. A row opens
 * the call with both bodies. The page and filters live here, not in the address: the log
 * belongs to a dialog of the screen.
 */
export function ApiLogDialog({ app, open, onClose, onWebhookDeliveries, onExited }: ApiLogDialogProps) {
  const { t } = useApiLogTranslation();
  const { formatDateTime, formatNumber, inZone } = useFormat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const [query, setQuery] = useState<ApiLogQuery>({ page: 0 });
  const [opened, setOpened] = useState<string | null>(null);
  const log = useApiLogQuery({ appId: app.id, query }, { refetchOnMountOrArgChange: true });
  // Stable, so a typed-in filter's pause is not restarted by the list's own updates. Any change
  // of filter starts from the first page.
  const filter = useCallback(
    (changes: ApiLogFilters) => setQuery((current) => ({ ...current, ...changes, page: 0 })),
    [],
  );
  const { page: _page, ...filters } = query;
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const context: ApiLogContext = {
    t,
    formatTime: (instant) => formatDateTime(instant, { dateStyle: "medium", timeStyle: "medium" }),
    inZone,
    formatNumber: (value) => formatNumber(value),
    onOpen: (entry) => setOpened(entry.id),
  };

  const content = () => {
    const { data, error, isLoading, isFetching, refetch } = log;
    if (isLoading) return <ListSkeleton label={t("apiLog.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.totalElements === 0) {
      return (
        <Typography color="text.secondary">
          {filtered ? t("apiLog.emptyFiltered") : t("apiLog.empty", { days: API_LOG_DAYS })}
        </Typography>
      );
    }
    return (
      <>
        <RefreshingRows refreshing={isFetching} label={t("apiLog.updating")}>
          <RowsTable
            rows={data.content}
            columns={apiLogColumns}
            context={context}
            label={t("apiLog.label", { name: app.appName })}
            rowKey={(entry) => entry.id}
            onOpen={context.onOpen}
            cardHead={(entry) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", justifyContent: "space-between" }}>
                <Stack sx={{ alignItems: "flex-start", minWidth: 0 }}>
                  <TimeCell entry={entry} context={context} />
                  <CallText entry={entry} />
                </Stack>
                <HttpStatusChip status={entry.status} />
              </Stack>
            )}
            cardsBelow="md"
            size="small"
          />
        </RefreshingRows>
        <PagePager data={data} onPage={(next) => setQuery((current) => ({ ...current, page: next }))} />
      </>
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle sx={{ pr: 7 }}>
        {t("apiLog.title")}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
          {t("apiLog.note")}
        </Typography>
      </DialogTitle>
      <IconButton aria-label={t("apiLog.close")} onClick={onClose} sx={{ position: "absolute", right: 12, top: 12 }}>
        <Close />
      </IconButton>
      <DialogContent dividers>
        <ApiLogFiltersPanel
          filters={filters}
          onChange={filter}
          onClear={() => setQuery({ page: 0 })}
          onRefresh={() => void log.refetch()}
          refreshing={log.isFetching}
        />
        {content()}
      </DialogContent>
      <DialogActions
        sx={{
          px: 3,
          py: 1.5,
          justifyContent: "flex-start",
          flexWrap: "wrap",
          columnGap: 1,
          "& > :not(style) ~ :not(style)": { ml: 0 },
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t("apiLog.webhooks.text")}
        </Typography>
        <Link component="button" type="button" variant="body2" onClick={onWebhookDeliveries}>
          {t("apiLog.webhooks.link")}
        </Link>
      </DialogActions>
      {opened && <ApiLogEntryDialog appId={app.id} entryId={opened} onClose={() => setOpened(null)} />}
    </Dialog>
  );
}
