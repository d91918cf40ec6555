import { Box, Skeleton, Stack, Typography } from "@mui/material";
import type { Currency, InvoiceHistoryEntry } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section-card";
import { useFormat } from "@/lib/format";
import { StatusChip } from "@/components/status-chip";
import { errorMessage } from "@/lib/api-error";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useInvoiceHistoryQuery } from "../../api";
import { HistoryDetails } from "./history-details";

function useActorText() {
  const { t } = useTranslation();
  return ({ actorType, actorName }: InvoiceHistoryEntry) => {
    switch (actorType) {
      case "user":
        return actorName ?? t("invoices.history.actors.user");
      case "customer":
        return actorName
          ? t("invoices.history.actors.customerNamed", { name: actorName })
          : t("invoices.history.actors.customer");
      case "system":
        return t("invoices.history.actors.system");
    }
  };
}

/** The invoice's history log (DESIGN §4: every change with who and when), newest first. */
export function InvoiceHistoryTimeline({ invoiceId, currency }: { invoiceId: string; currency: Currency }) {
  const { t } = useTranslation();
  const { zoneNote } = useFormat();
  const { data, error, isLoading, isFetching, refetch } = useInvoiceHistoryQuery(invoiceId);

  return (
    <SectionCard title={t("invoices.detail.sections.history")} description={zoneNote()}>
      {isLoading ? (
        <Skeleton variant="rounded" height={120} aria-busy="true" aria-label={t("invoices.history.loading")} />
      ) : error || !data ? (
        <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{t("invoices.history.empty")}</Typography>
      ) : (
        <Timeline entries={data} currency={currency} />
      )}
    </SectionCard>
  );
}

const mark = { content: '""', position: "absolute" } as const;

function Timeline({ entries, currency }: { entries: InvoiceHistoryEntry[]; currency: Currency }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const actor = useActorText();
  const newestFirst = [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {newestFirst.map((entry, index) => (
        <Box
          component="li"
          key={entry.id}
          sx={{
            position: "relative",
            pl: 3.5,
            pb: index === newestFirst.length - 1 ? 0 : 2.5,
            // The dot, and the line down to the next (older) entry.
            "&::before": {
              ...mark,
              left: 4,
              top: 6,
              width: 12,
              height: 12,
              borderRadius: "50%",
              bgcolor: "secondary.main",
            },
            "&:not(:last-of-type)::after": { ...mark, left: 9, top: 22, bottom: 0, width: 2, bgcolor: "divider" },
          }}
        >
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
              <Typography component="h3" variant="subtitle2">
                {t(`invoices.history.actions.${entry.action}`)}
              </Typography>
              <StatusChip status={entry.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t("invoices.detail.byOn", { name: actor(entry), date: format.dateTime(entry.createdAt) })}
            </Typography>
            <HistoryDetails details={entry.details} currency={currency} />
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
