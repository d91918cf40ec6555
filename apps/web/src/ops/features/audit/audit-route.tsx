import Download from "@mui/icons-material/Download";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import { Alert, Button, CircularProgress, Stack } from "@mui/material";
import { useState } from "react";
import { EmptyState } from "@/components/list/empty-state";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { PageTitle } from "@/components/page-title";
import { RowsTable } from "@/components/rows-table";
import { LoadFailure, Loading } from "../../components/load-state";
import { Pager } from "../../components/pager";
import { useFormat } from "../../lib/format";
import { usePageParam } from "../../lib/use-page-param";
import { useTexts } from "../../lib/use-texts";
import { useAuditQuery, useExportAuditMutation } from "./api";
import { auditColumns } from "./audit-columns";

/** `/ops/audit` (admin): what operators did, newest first, and the whole trail as CSV. */
export function AuditRoute() {
  const { t, failure } = useTexts();
  const format = useFormat();
  const [page, setPage] = usePageParam();
  const audit = useAuditQuery(page);
  const [exportAudit, exporting] = useExportAuditMutation();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { sm: "flex-start" } }}
      >
        <PageTitle title={t("ops.audit.title")} subtitle={t("ops.audit.subtitle")} />
        <Button
          variant="outlined"
          startIcon={exporting.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Download />}
          disabled={exporting.isLoading}
          aria-busy={exporting.isLoading}
          onClick={() =>
            void exportAudit()
              .unwrap()
              .then(
                () => setNotice(t("ops.audit.exported")),
                () => undefined,
              )
          }
          sx={{ flexShrink: 0, alignSelf: { xs: "flex-start", sm: "auto" } }}
        >
          {t("ops.audit.export")}
        </Button>
      </Stack>
      {exporting.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure(exporting.error)}
        </Alert>
      )}
      {audit.isError ? (
        <LoadFailure
          message={t("ops.audit.loadFailed")}
          error={audit.error}
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : !audit.data ? (
        <Loading />
      ) : audit.data.content.length === 0 && page === 0 ? (
        <EmptyState
          icon={<HistoryOutlined sx={{ fontSize: 48, color: "text.secondary" }} />}
          title={t("ops.audit.emptyTitle")}
          text={t("ops.audit.emptyText")}
        />
      ) : (
        <Stack spacing={1} aria-busy={audit.isFetching}>
          <RowsTable
            rows={audit.data.content}
            columns={auditColumns}
            context={{ t, format }}
            label={t("ops.audit.tableLabel")}
            rowKey={(entry) => entry.id}
            cardHead={(entry) => format.dateTime(entry.at)}
            cardsBelow="sm"
            size="small"
          />
          <Pager data={audit.data} onPage={setPage} />
        </Stack>
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
