import Close from "@mui/icons-material/Close";
import History from "@mui/icons-material/History";
import { Box, Divider, Drawer, IconButton, Stack, Typography } from "@mui/material";
import type { AccountUser } from "@portal/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/list/empty-state";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { PagePager } from "@/components/list/page-pager";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useUserActivityQuery } from "../../api";
import { actionText, OutcomeChip, reasonText, Target } from "./audit-event-parts";

interface UserActivityDrawerProps {
  user: AccountUser;
  open: boolean;
  onClose: () => void;
}

/** One user's activity (`GET api/users/{id}/activity`): what they did and what was done to them, newest first, ten a page. */
export function UserActivityDrawer({ user, open, onClose }: UserActivityDrawerProps) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormat();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const { data, error, isLoading, isFetching, refetch } = useUserActivityQuery({ id: user.id, page }, { skip: !open });
  const nameOf = (id: string) => (id === user.id ? user.fullName : undefined);

  const events = () => {
    if (isLoading || (!data && !error)) return <ListSkeleton label={t("users.activity.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0) {
      return (
        <EmptyState
          icon={<History sx={{ fontSize: 48, color: "secondary.main" }} aria-hidden />}
          title={t("users.activity.empty.title")}
          text={t("users.activity.empty.text", { name: user.fullName })}
        />
      );
    }
    return (
      <>
        <RefreshingRows refreshing={isFetching} label={t("users.activity.updating")}>
          <Stack
            component="ol"
            aria-label={t("users.activity.listLabel", { name: user.fullName })}
            divider={<Divider component="li" aria-hidden />}
            sx={{ listStyle: "none", p: 0, m: 0 }}
          >
            {data.content.map((event) => {
              const reason = reasonText(event, t);
              return (
                <Stack component="li" key={event.id} spacing={0.5} sx={{ py: 1.5 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", justifyContent: "space-between" }}>
                    <Typography component="span" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
                      {actionText(event, t)}
                    </Typography>
                    <OutcomeChip outcome={event.outcome} t={t} />
                  </Stack>
                  <Target event={event} t={t} nameOf={nameOf} />
                  {reason && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                      {t("users.audit.reason", { reason })}
                    </Typography>
                  )}
                  <Typography variant="caption" color="text.secondary">
                    {t("users.activity.byAt", { name: event.actor.fullName, at: formatDateTime(event.at) })}
                  </Typography>
                </Stack>
              );
            })}
          </Stack>
        </RefreshingRows>
        {data.totalPages > 1 && <PagePager data={data} onPage={setPage} />}
      </>
    );
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { width: { xs: "100%", sm: 440 } } } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", px: 2, py: 1.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ overflowWrap: "anywhere" }}>
            {t("users.activity.title", { name: user.fullName })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {user.email}
          </Typography>
        </Box>
        <IconButton aria-label={t("users.dialog.close")} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2, overflowY: "auto" }}>{events()}</Box>
    </Drawer>
  );
}
