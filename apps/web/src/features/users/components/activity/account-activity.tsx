import FilterAltOff from "@mui/icons-material/FilterAltOff";
import FirstPage from "@mui/icons-material/FirstPage";
import History from "@mui/icons-material/History";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/list/empty-state";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { PagePager } from "@/components/list/page-pager";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { RowsTable } from "@/components/rows-table";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useAllUsersQuery, useAuditEventsQuery } from "../../api";
import { type AuditListQuery, hasAuditFilters } from "../../users-query";
import { auditColumns } from "./audit-columns";
import { actionText, OutcomeChip } from "./audit-event-parts";
import { AuditFilters } from "./audit-filters";

interface AccountActivityProps {
  query: AuditListQuery;
  onChange: (query: AuditListQuery) => void;
}

/**
 * The account's audit trail (the main user's only): every change of users and access, and
 * every action that moves money or changes an application, refused and failed ones too;
 * newest first, ten a page, filtered as the address says.
 */
export function AccountActivity({ query, onChange }: AccountActivityProps) {
  const { t } = useTranslation();
  const { formatDateTime, inZone } = useFormat();
  const events = useAuditEventsQuery(query);
  const users = useAllUsersQuery();
  const names = new Map((users.data ?? []).map((user) => [user.id, user.fullName]));
  const context = {
    t,
    formatDateTime: (instant: string) => formatDateTime(instant),
    inZone,
    nameOf: (id: string) => names.get(id),
  };
  const label = t("users.audit.label");

  const rows = () => {
    const { data, error, isLoading, isFetching, refetch } = events;
    if (isLoading) return <ListSkeleton label={t("users.audit.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0) {
      const icon = <History sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />;
      if (hasAuditFilters(query)) {
        return (
          <EmptyState
            icon={icon}
            title={t("users.audit.noMatches.title")}
            text={t("users.audit.noMatches.text")}
            action={
              <Button variant="outlined" startIcon={<FilterAltOff />} onClick={() => onChange({ page: 0 })}>
                {t("common.filters.clear")}
              </Button>
            }
          />
        );
      }
      if (query.page > 0) {
        return (
          <EmptyState
            icon={icon}
            title={t("users.list.pastEnd.title")}
            text={t("users.list.pastEnd.text")}
            action={
              <Button variant="outlined" startIcon={<FirstPage />} onClick={() => onChange({ page: 0 })}>
                {t("common.pager.pages.first")}
              </Button>
            }
          />
        );
      }
      return <EmptyState icon={icon} title={t("users.audit.empty.title")} text={t("users.audit.empty.text")} />;
    }
    return (
      <>
        <RefreshingRows refreshing={isFetching} label={t("users.audit.updating")}>
          <RowsTable
            rows={data.content}
            columns={auditColumns}
            context={context}
            label={label}
            rowKey={(event) => event.id}
            cardHead={(event) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", justifyContent: "space-between" }}>
                <Typography component="span" sx={{ fontWeight: "bold", overflowWrap: "anywhere" }}>
                  {actionText(event, t)}
                </Typography>
                <OutcomeChip outcome={event.outcome} t={t} />
              </Stack>
            )}
            cardsBelow="md"
            size="small"
          />
        </RefreshingRows>
        <PagePager data={data} onPage={(page) => onChange({ ...query, page })} />
      </>
    );
  };

  return (
    <Box component="section" aria-label={label}>
      <AuditFilters query={query} onChange={onChange} users={users.data ?? []} />
      {rows()}
    </Box>
  );
}
