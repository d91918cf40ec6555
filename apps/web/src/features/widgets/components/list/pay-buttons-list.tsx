import FirstPage from "@mui/icons-material/FirstPage";
import SmartButtonOutlined from "@mui/icons-material/SmartButtonOutlined";
import { Box, Button, Typography } from "@mui/material";
import type { Application } from "@portal/contracts";
import { useId } from "react";
import { EmptyState } from "@/components/list/empty-state";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { PagePager } from "@/components/list/page-pager";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import { usePayButtonsQuery } from "../../api";
import { useWidgetsTranslation } from "../../use-widgets-translation";
import { PayButtonsTable } from "./pay-buttons-table";

interface PayButtonsListProps {
  application: Application;
  page: number;
  onPage: (page: number) => void;
}

/** The chosen application's buttons, newest first, ten a page (SPEC §9), with what each has brought in. */
export function PayButtonsList({ application, page, onPage }: PayButtonsListProps) {
  const { t } = useWidgetsTranslation();
  const headingId = useId();
  const { data, currentData, error, isLoading, isFetching, refetch } = usePayButtonsQuery({
    appId: application.id,
    page,
  });
  const title = t("widgets.list.title", { appName: application.appName });

  const rows = () => {
    if (isLoading) return <ListSkeleton label={t("widgets.list.loading")} />;
    if (!data) return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0) {
      // A page past the end (an old link) lists nothing either: back to the first.
      const pastEnd = page > 0;
      return (
        <EmptyState
          icon={<SmartButtonOutlined sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />}
          title={pastEnd ? t("widgets.list.pastEnd.title") : t("widgets.list.empty.title")}
          text={pastEnd ? t("widgets.list.pastEnd.text") : t("widgets.list.empty.text")}
          action={
            pastEnd && (
              <Button variant="outlined" startIcon={<FirstPage />} onClick={() => onPage(0)}>
                {t("common.pager.pages.first")}
              </Button>
            )
          }
        />
      );
    }
    return (
      <>
        {/* Dimmed while another page loads; a refetch after a change of status shows the rows as they are. */}
        <RefreshingRows refreshing={isFetching && currentData === undefined} label={t("widgets.list.updating")}>
          <PayButtonsTable buttons={data.content} label={title} />
        </RefreshingRows>
        <PagePager data={data} onPage={onPage} />
      </>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2, overflowWrap: "anywhere" }}>
        {title}
      </Typography>
      {rows()}
    </Box>
  );
}
