import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import FirstPage from "@mui/icons-material/FirstPage";
import PersonAddAlt1Outlined from "@mui/icons-material/PersonAddAlt1Outlined";
import SearchOff from "@mui/icons-material/SearchOff";
import { Alert, Box, Button, CircularProgress, Stack } from "@mui/material";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/list/empty-state";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { PagePager } from "@/components/list/page-pager";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useGranter } from "../../access";
import { useRolesCatalogueQuery, useUsersQuery } from "../../api";
import { useUsersExport } from "../../use-users-export";
import { type UsersListQuery, withUsersFilters } from "../../users-query";
import { preloadCreateDialog, useUserDialogs } from "../use-user-dialogs";
import { UsersSearch } from "./users-search";
import { UsersTable } from "./users-table";

interface UsersListProps {
  query: UsersListQuery;
  onChange: (query: UsersListQuery) => void;
}

/**
 * The account's users, the main user first, ten a page (SPEC §9), searched as the address
 * says; adding one, exporting them, and each row's actions.
 */
export function UsersList({ query, onChange }: UsersListProps) {
  const { t } = useTranslation();
  const { language, formatDateTime, formatDateTimeInZone, inZone } = useFormat();
  const granter = useGranter();
  const list = useUsersQuery(query);
  const catalogue = useRolesCatalogueQuery();
  const exporter = useUsersExport();
  const { create, onAction, dialogs } = useUserDialogs();
  const search = useCallback(
    (text: string) => onChange(withUsersFilters(query, { fullName: text })),
    [query, onChange],
  );
  const label = t("users.list.label");
  const context = {
    t,
    language,
    catalogue: catalogue.data,
    formatDateTime: (instant: string) => formatDateTime(instant),
    formatDateTimeInZone: (instant: string) => formatDateTimeInZone(instant),
    inZone,
    granter,
    onAction,
  };

  const rows = () => {
    const { data, error, isLoading, isFetching, refetch } = list;
    if (isLoading) return <ListSkeleton label={t("users.list.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0) {
      if (query.page > 0 && !query.fullName) {
        return (
          <EmptyState
            icon={<SearchOff sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />}
            title={t("users.list.pastEnd.title")}
            text={t("users.list.pastEnd.text")}
            action={
              <Button variant="outlined" startIcon={<FirstPage />} onClick={() => onChange({ ...query, page: 0 })}>
                {t("common.pager.pages.first")}
              </Button>
            }
          />
        );
      }
      return (
        <EmptyState
          icon={<SearchOff sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />}
          title={t("users.list.noMatches.title", { search: query.fullName ?? "" })}
          text={t("users.list.noMatches.text")}
          action={
            <Button variant="outlined" onClick={() => onChange({ page: 0 })}>
              {t("users.search.clear")}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <RefreshingRows refreshing={isFetching} label={t("users.list.updating")}>
          <UsersTable users={data.content} label={label} context={context} />
        </RefreshingRows>
        <PagePager data={data} onPage={(page) => onChange({ ...query, page })} />
      </>
    );
  };

  const downloading = exporter.state.kind === "downloading";
  return (
    <Box component="section" aria-label={label}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: "center" } }}>
        <Box sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}>
          <UsersSearch value={query.fullName} onSearch={search} />
        </Box>
        <Box sx={{ flexGrow: 1, display: { xs: "none", sm: "block" } }} />
        {/* On a phone each button takes the width it gets, the new user first. */}
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, "& > *": { flexGrow: { xs: 1, sm: 0 } } }}>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => void exporter.download(query.fullName)}
            disabled={downloading}
            aria-busy={downloading}
            startIcon={
              downloading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <FileDownloadOutlined />
            }
          >
            {t("users.export.download")}
          </Button>
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Outlined />}
            onClick={create}
            onPointerEnter={preloadCreateDialog}
            onFocus={preloadCreateDialog}
            sx={{ order: { xs: -1, sm: 0 } }}
          >
            {t("users.create.open")}
          </Button>
        </Box>
      </Stack>
      {exporter.state.kind === "failed" && (
        <Alert severity="error" onClose={exporter.dismiss} sx={{ mb: 2 }}>
          {exporter.state.message}
        </Alert>
      )}
      {rows()}
      {dialogs}
    </Box>
  );
}
