import { Alert, Stack, Typography } from "@mui/material";
import { useNavigate } from "react-router";
import { PageTitle } from "@/components/page-title";
import { RowsTable } from "@/components/rows-table";
import { SectionCard } from "@/components/section-card";
import { LoadFailure, Loading } from "../../components/load-state";
import { Pager } from "../../components/pager";
import { mayPayOut } from "../../lib/access";
import { useFormat } from "../../lib/format";
import { useOperator } from "../../lib/operator-context";
import { usePageParam } from "../../lib/use-page-param";
import { useTexts } from "../../lib/use-texts";
import { useBankStatementsQuery } from "./api";
import { StatementLink, statementColumns, statementPath } from "./statement-columns";
import { StatementUpload } from "./statement-upload";

/** `/ops/statements`: a finance operator uploads the bank's statements; every statement uploaded, newest first. */
export function StatementsRoute() {
  const { t } = useTexts();
  const format = useFormat();
  const navigate = useNavigate();
  const operator = useOperator();
  const [page, setPage] = usePageParam();
  const statements = useBankStatementsQuery(page);

  return (
    <>
      <PageTitle title={t("ops.statements.title")} subtitle={t("ops.statements.subtitle")} />
      <Stack spacing={2}>
        {mayPayOut(operator.role) ? <StatementUpload /> : <Alert severity="info">{t("ops.statements.readOnly")}</Alert>}

        <SectionCard title={t("ops.statements.listTitle")}>
          {statements.isError ? (
            <LoadFailure
              message={t("ops.statements.loadFailed")}
              error={statements.error}
              onRetry={() => void statements.refetch()}
              retrying={statements.isFetching}
            />
          ) : !statements.data ? (
            <Loading />
          ) : statements.data.content.length === 0 && page === 0 ? (
            <Stack spacing={0.5}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t("ops.statements.emptyTitle")}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t("ops.statements.emptyText")}
              </Typography>
            </Stack>
          ) : (
            <Stack spacing={1} aria-busy={statements.isFetching}>
              <RowsTable
                rows={statements.data.content}
                columns={statementColumns}
                context={{ t, format }}
                label={t("ops.statements.tableLabel")}
                rowKey={(statement) => statement.id}
                onOpen={(statement) => void navigate(statementPath(statement.id))}
                cardHead={(statement) => <StatementLink statement={statement} />}
                cardsBelow="md"
              />
              <Pager data={statements.data} onPage={setPage} />
            </Stack>
          )}
        </SectionCard>
      </Stack>
    </>
  );
}
