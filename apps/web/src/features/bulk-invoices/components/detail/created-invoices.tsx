import { Stack, Typography } from "@mui/material";
import type { BulkInvoice } from "@portal/contracts";
import { useScreenTranslation } from "@/lib/screen-translation";
import { useNavigate } from "react-router";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { PagePager } from "@/components/list/page-pager";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { RowsTable } from "@/components/rows-table";
import { SectionCard } from "@/components/section-card";
import { StatusChip } from "@/components/status-chip";
import { errorMessage } from "@/lib/api-error";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useBulkInvoiceInvoicesQuery } from "../../api";
import type { DetailQuery } from "../../bulk-query";
import { historyPath, InvoiceCodeLink } from "@/components/invoice-cells";
import { invoiceColumns } from "./invoice-columns";

interface CreatedInvoicesProps {
  bulk: BulkInvoice;
  query: DetailQuery;
  onChange: (query: DetailQuery) => void;
}

/** The invoices an upload made, in the file's order, ten a page (`?invoicesPage=…`), each with its payment status and a way to it. */
export function CreatedInvoices({ bulk, query, onChange }: CreatedInvoicesProps) {
  const { t } = useScreenTranslation("bulkInvoices");
  const format = useBillingFormat();
  const navigate = useNavigate();
  const { data, currentData, error, isLoading, isFetching, refetch } = useBulkInvoiceInvoicesQuery({
    bulkInvoiceId: bulk.id,
    page: query.invoicesPage,
  });
  const title = t("bulkInvoices.result.invoices.title");

  const rows = () => {
    if (isLoading) return <ListSkeleton label={t("bulkInvoices.result.invoices.loading")} />;
    if (!data) return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0)
      return <Typography color="text.secondary">{t("bulkInvoices.result.invoices.none")}</Typography>;
    return (
      <>
        <RefreshingRows
          refreshing={isFetching && currentData === undefined}
          label={t("bulkInvoices.result.invoices.updating")}
        >
          <RowsTable
            rows={data.content}
            columns={invoiceColumns}
            context={{ t, format }}
            label={title}
            rowKey={(invoice) => invoice.id}
            onOpen={(invoice) => void navigate(historyPath(invoice))}
            cardHead={(invoice) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
                <InvoiceCodeLink invoice={invoice} />
                <StatusChip status={invoice.status} />
              </Stack>
            )}
            cardsBelow="md"
            size="small"
          />
        </RefreshingRows>
        <PagePager data={data} onPage={(invoicesPage) => onChange({ ...query, invoicesPage })} />
      </>
    );
  };

  return <SectionCard title={title}>{rows()}</SectionCard>;
}
