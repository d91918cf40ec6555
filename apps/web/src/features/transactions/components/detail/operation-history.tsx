import { Box, Chip, Skeleton, Stack, Typography } from "@mui/material";
import type { TransactionOperation } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section-card";
import { useFormat } from "@/lib/format";
import { errorMessage } from "@/lib/api-error";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useTransactionOperationsQuery } from "../../api";

const statusColor = { inProgress: "warning", succeeded: "success", failed: "error" } as const;

/** The transaction's captures, refunds and reversals (docs/glossary.md "operation"), newest first as the server lists them. */
export function OperationHistory({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const { zoneNote } = useFormat();
  const { data, error, isLoading, isFetching, refetch } = useTransactionOperationsQuery(transactionId);

  return (
    <SectionCard title={t("transactions.detail.sections.operations")} description={zoneNote()}>
      {isLoading ? (
        <Skeleton
          variant="rounded"
          height={96}
          aria-busy="true"
          aria-label={t("transactions.detail.operations.loading")}
        />
      ) : error || !data ? (
        <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{t("transactions.detail.operations.empty")}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 2 }}>
          {data.map((operation) => (
            <OperationEntry key={operation.id} operation={operation} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function OperationEntry({ operation }: { operation: TransactionOperation }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const reason = operation.status === "failed" ? operation.responseDescription : null;

  return (
    <Stack
      component="li"
      spacing={0.5}
      sx={{ "&:not(:first-of-type)": { borderTop: 1, borderColor: "divider", pt: 2 } }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography component="h3" variant="subtitle2">
          {t("transactions.detail.operations.title", {
            operation: t(`transactions.operations.kinds.${operation.kind}`),
            amount: format.money(operation.amount, operation.currency),
          })}
        </Typography>
        <Chip
          size="small"
          color={statusColor[operation.status]}
          label={t(`transactions.operations.statuses.${operation.status}`)}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t("transactions.detail.operations.byOn", {
          name: operation.actorName ?? t("transactions.detail.operations.someone"),
          date: format.dateTime(operation.createdAt),
        })}
      </Typography>
      {operation.reason && (
        <Typography variant="body2">
          {t("transactions.detail.operations.refundReason", {
            reason: t(`transactions.operations.refundReasons.${operation.reason}`),
          })}
        </Typography>
      )}
      {reason && (
        <Typography variant="body2" color="error.dark">
          {/* The card processor's own words, in English. */}
          {t("transactions.detail.operations.reason")}: <span lang="en">{reason}</span>
        </Typography>
      )}
    </Stack>
  );
}
