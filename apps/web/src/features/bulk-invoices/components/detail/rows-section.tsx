import { Box, Button, Tab, Tabs, Typography } from "@mui/material";
import type { BulkInvoice, BulkRowOutcome } from "@portal/contracts";
import { useId } from "react";
import { useScreenTranslation } from "@/lib/screen-translation";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { PagePager } from "@/components/list/page-pager";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { RowsTable } from "@/components/rows-table";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useBulkRowsQuery } from "../../api";
import type { DetailQuery } from "../../bulk-query";
import { rowColumns } from "./row-columns";

/** Which rows a tab shows: all of them, or those that make no invoice (an error in the file, or a failure when processing). */
export type RowsTab = "all" | Extract<BulkRowOutcome, "invalid" | "failed">;

interface RowsSectionProps {
  bulk: BulkInvoice;
  title: string;
  description?: string;
  /** The tabs offered, each with how many rows it holds; the first is shown unless the address names another. */
  tabs: readonly { tab: RowsTab; count: number }[];
  query: DetailQuery;
  onChange: (query: DetailQuery) => void;
}

/** The file's rows, ten a page, by tab (`?outcome=…&rowsPage=…`): what each holds and what the check found. */
export function RowsSection({ bulk, title, description, tabs, query, onChange }: RowsSectionProps) {
  const { t } = useScreenTranslation("bulkInvoices");
  const { formatNumber, formatCalendarDate } = useFormat();
  const tabsId = useId();
  const tab = tabs.find(({ tab }) => tab === (query.outcome ?? "all"))?.tab ?? tabs[0]?.tab ?? "all";
  const outcome = tab === "all" ? undefined : tab;
  const { data, currentData, error, isLoading, isFetching, refetch } = useBulkRowsQuery({
    bulkInvoiceId: bulk.id,
    page: query.rowsPage,
    outcome,
  });
  const label = t(`bulkInvoices.rows.tabs.${tab}`, {
    count: formatNumber(tabs.find((entry) => entry.tab === tab)?.count ?? 0),
  });
  const tabId = (name: RowsTab) => `${tabsId}-${name}`;

  const rows = () => {
    if (isLoading) return <ListSkeleton label={t("bulkInvoices.rows.loading")} />;
    if (!data) return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0) {
      return (
        <Box sx={{ py: 2 }}>
          <Typography color="text.secondary">
            {query.rowsPage > 0 ? t("bulkInvoices.rows.pastEnd") : t("bulkInvoices.rows.none")}
          </Typography>
          {query.rowsPage > 0 && (
            <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => onChange({ ...query, rowsPage: 0 })}>
              {t("common.pager.pages.first")}
            </Button>
          )}
        </Box>
      );
    }
    return (
      <>
        <RefreshingRows refreshing={isFetching && currentData === undefined} label={t("bulkInvoices.rows.updating")}>
          <RowsTable
            rows={data.content}
            columns={rowColumns}
            context={{ t, calendarDate: formatCalendarDate }}
            label={label}
            rowKey={(row) => String(row.rowNumber)}
            cardHead={(row) => (
              <Typography component="span" sx={{ fontWeight: "bold" }}>
                {t("bulkInvoices.rows.rowNumber", { number: row.rowNumber })}
              </Typography>
            )}
            cardsBelow="md"
            size="small"
          />
        </RefreshingRows>
        <PagePager data={data} onPage={(rowsPage) => onChange({ ...query, rowsPage })} />
      </>
    );
  };

  return (
    <SectionCard title={title} description={description}>
      {tabs.length > 1 && (
        <Tabs
          value={tab}
          onChange={(_event, next: RowsTab) =>
            onChange({ ...query, outcome: next === "all" ? undefined : next, rowsPage: 0 })
          }
          aria-label={t("bulkInvoices.rows.tabs.label")}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: "divider" }}
        >
          {tabs.map(({ tab: name, count }) => (
            <Tab
              key={name}
              value={name}
              label={t(`bulkInvoices.rows.tabs.${name}`, { count: formatNumber(count) })}
              id={tabId(name)}
              aria-controls={`${tabId(name)}-panel`}
            />
          ))}
        </Tabs>
      )}
      <Box
        role={tabs.length > 1 ? "tabpanel" : undefined}
        id={`${tabId(tab)}-panel`}
        aria-labelledby={tabs.length > 1 ? tabId(tab) : undefined}
      >
        {rows()}
      </Box>
    </SectionCard>
  );
}
