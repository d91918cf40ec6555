import InboxOutlined from "@mui/icons-material/InboxOutlined";
import { Stack } from "@mui/material";
import type { ContractQueueItem } from "@portal/contracts";
import { useNavigate } from "react-router";
import { EmptyState } from "@/components/list/empty-state";
import { PageTitle } from "@/components/page-title";
import { RowsTable } from "@/components/rows-table";
import { LoadFailure, Loading } from "../../components/load-state";
import { Pager } from "../../components/pager";
import { useFormat } from "../../lib/format";
import { usePageParam } from "../../lib/use-page-param";
import { useTexts } from "../../lib/use-texts";
import { useContractQueueQuery } from "./api";
import { ContractLink, type ContractLinkState, contractColumns, contractPath } from "./contract-columns";

/** `/ops/contracts`: contracts merchants signed themselves and uploaded, oldest first; a row opens the two files. */
export function ContractsRoute() {
  const { t } = useTexts();
  const format = useFormat();
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const queue = useContractQueueQuery(page);

  const open = (item: ContractQueueItem) => {
    const state: ContractLinkState = { item };
    void navigate(contractPath(item.appId), { state });
  };

  return (
    <>
      <PageTitle title={t("ops.contracts.title")} subtitle={t("ops.contracts.subtitle")} />
      {queue.isError ? (
        <LoadFailure
          message={t("ops.contracts.loadFailed")}
          error={queue.error}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : !queue.data ? (
        <Loading />
      ) : queue.data.content.length === 0 && page === 0 ? (
        <EmptyState
          icon={<InboxOutlined sx={{ fontSize: 48, color: "text.secondary" }} />}
          title={t("ops.contracts.emptyTitle")}
          text={t("ops.contracts.emptyText")}
        />
      ) : (
        <Stack spacing={1} aria-busy={queue.isFetching}>
          <RowsTable
            rows={queue.data.content}
            columns={contractColumns}
            context={{ t, format }}
            label={t("ops.contracts.tableLabel")}
            rowKey={(item) => item.appId}
            onOpen={open}
            cardHead={(item) => <ContractLink item={item} />}
            cardsBelow="sm"
          />
          <Pager data={queue.data} onPage={setPage} />
        </Stack>
      )}
    </>
  );
}
