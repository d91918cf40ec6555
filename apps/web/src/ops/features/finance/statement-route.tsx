import ArrowBack from "@mui/icons-material/ArrowBack";
import { Button, Stack, Typography } from "@mui/material";
import { Link as RouterLink, useParams } from "react-router";
import { SectionCard } from "@/components/section-card";
import { Code } from "../../components/code";
import { Details } from "../../components/details";
import { LoadFailure, Loading } from "../../components/load-state";
import { paths } from "../../config/paths";
import { useFormat } from "../../lib/format";
import { useTexts } from "../../lib/use-texts";
import { type StatementDetail, useBankStatementQuery } from "./api";
import { StatementCounts, statementKindKey } from "./statement-counts";
import { StatementLines } from "./statement-lines";

/** `/ops/statements/:statementId`: one uploaded statement, and what each of its lines did. */
export function StatementRoute() {
  const { t } = useTexts();
  const { statementId = "" } = useParams();
  const statement = useBankStatementQuery(statementId);

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={paths.statements}
        startIcon={<ArrowBack />}
        color="secondary"
        sx={{ alignSelf: "flex-start" }}
      >
        {t("ops.statement.back")}
      </Button>
      {statement.data ? (
        <StatementScreen detail={statement.data} />
      ) : statement.isError ? (
        <LoadFailure
          message={t("ops.statement.loadFailed")}
          error={statement.error}
          onRetry={() => void statement.refetch()}
          retrying={statement.isFetching}
        />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

function StatementScreen({ detail }: { detail: StatementDetail }) {
  const { t } = useTexts();
  const format = useFormat();
  const { statement, lines } = detail;

  return (
    <>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontSize: { xs: "1.625rem", sm: "2.125rem" }, overflowWrap: "anywhere" }}
      >
        {statement.fileName}
      </Typography>

      <SectionCard title={t("ops.statement.sections.summary")}>
        <Details
          items={[
            { label: t("ops.statement.fields.kind"), value: t(statementKindKey[statement.kind]) },
            { label: t("ops.statement.fields.messageId"), value: <Code>{statement.messageId}</Code> },
            { label: t("ops.statement.fields.uploadedBy"), value: statement.uploadedBy.name },
            {
              label: t("ops.statement.fields.uploadedAt", { zone: format.zone }),
              value: format.dateTime(statement.uploadedAt),
            },
            { label: t("ops.statement.fields.sha256"), value: <Code>{statement.sha256}</Code> },
          ]}
        />
        <StatementCounts
          counts={statement.counts}
          all
          label={t("ops.statement.countsLabel", { fileName: statement.fileName })}
        />
      </SectionCard>

      <SectionCard title={t("ops.statement.sections.lines")}>
        <StatementLines lines={lines} label={t("ops.statement.linesLabel", { fileName: statement.fileName })} />
      </SectionCard>
    </>
  );
}
