import { Box, Tab, Tabs } from "@mui/material";
import { lazy, Suspense, useCallback, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { NoAccess } from "@/components/no-access";
import { PageTitle } from "@/components/page-title";
import { useIsMainUser, useManagesUsers } from "@/lib/permissions";
import { UsersList } from "../components/list/users-list";
import {
  type AuditListQuery,
  auditQueryFromSearch,
  searchFromAuditQuery,
  searchFromUsersQuery,
  tabOf,
  type UsersListQuery,
  type UsersTab,
  usersQueryFromSearch,
} from "../users-query";

// The trail, its filters and their date pickers load only for the main user who opens it.
const AccountActivity = lazy(() =>
  import("../components/activity/account-activity").then((m) => ({ default: m.AccountActivity })),
);

/**
 * `/users` (SPEC §2, §6): the account's users and what each may do, for the main user and
 * administrators; the main user also reads the account's activity (`?tab=activity`). The
 * search, the filters and the page live in the address.
 */
export function UsersRoute() {
  const { t } = useTranslation();
  const managesUsers = useManagesUsers();
  const isMain = useIsMainUser();
  const [search, setSearch] = useSearchParams();
  const tab: UsersTab = isMain ? tabOf(search) : "users";
  const usersQuery = useMemo(() => usersQueryFromSearch(search), [search]);
  const auditQuery = useMemo(() => auditQueryFromSearch(search), [search]);
  // Typing a search replaces the entry; a page or a tab is a step the back button returns from.
  const showUsers = useCallback(
    (next: UsersListQuery) => setSearch(searchFromUsersQuery(next), { replace: next.page === usersQuery.page }),
    [setSearch, usersQuery.page],
  );
  const showAudit = (next: AuditListQuery) => setSearch(searchFromAuditQuery(next));
  const tabsId = useId();
  const tabId = (name: UsersTab) => `${tabsId}-${name}`;

  if (!managesUsers) {
    return (
      <>
        <PageTitle title={t("shell.sections.users")} />
        <NoAccess title={t("users.noAccess.title")} text={t("users.noAccess.text")} />
      </>
    );
  }

  return (
    <>
      <PageTitle title={t("shell.sections.users")} subtitle={t("users.subtitle")} />
      {isMain && (
        <Tabs
          value={tab}
          onChange={(_event, next: UsersTab) =>
            setSearch(next === "activity" ? searchFromAuditQuery({ page: 0 }) : new URLSearchParams())
          }
          aria-label={t("users.tabs.label")}
          sx={{ mb: 3, borderBottom: 1, borderColor: "divider" }}
        >
          <Tab
            value="users"
            label={t("users.tabs.users")}
            id={tabId("users")}
            aria-controls={`${tabId("users")}-panel`}
          />
          <Tab
            value="activity"
            label={t("users.tabs.activity")}
            id={tabId("activity")}
            aria-controls={`${tabId("activity")}-panel`}
          />
        </Tabs>
      )}
      <Box
        role={isMain ? "tabpanel" : undefined}
        id={`${tabId(tab)}-panel`}
        aria-labelledby={isMain ? tabId(tab) : undefined}
      >
        {tab === "users" ? (
          <UsersList query={usersQuery} onChange={showUsers} />
        ) : (
          <Suspense fallback={<ListSkeleton label={t("users.audit.loading")} />}>
            <AccountActivity query={auditQuery} onChange={showAudit} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
