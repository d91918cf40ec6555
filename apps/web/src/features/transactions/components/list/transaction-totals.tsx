import { Box, Paper, Skeleton, Stack, Typography } from "@mui/material";
import type { MetaTransactions } from "@portal/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import { useBillingFormat } from "@/lib/use-billing-format";

interface TransactionTotalsProps {
  totals: MetaTransactions["totals"] | undefined;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ whiteSpace: "nowrap" }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * What the transactions the filters match came to, per currency (docs/glossary.md): money
 * received (captured), what went back of it (refunds), what is left (net), and holds released
 * without taking anything (reversals), which were never received.
 */
export function TransactionTotals({ totals, error, retrying, onRetry }: TransactionTotalsProps) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const titleId = useId();

  const body = () => {
    if (!totals && error) return <LoadError message={errorMessage(error)} onRetry={onRetry} retrying={retrying} />;
    if (!totals)
      return <Skeleton variant="rounded" height={56} aria-busy="true" aria-label={t("transactions.totals.loading")} />;
    if (totals.length === 0) return <Typography color="text.secondary">{t("transactions.totals.none")}</Typography>;
    return (
      <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 5, rowGap: 2 }}>
        {totals.map(({ currency, received, refunded, net, reversed }) => (
          <Stack key={currency} direction="row" sx={{ flexWrap: "wrap", columnGap: 3, rowGap: 1 }}>
            <Figure label={t("transactions.totals.received")} value={format.money(received, currency)} />
            <Figure label={t("transactions.totals.refunded")} value={format.money(refunded, currency)} />
            <Figure label={t("transactions.totals.net")} value={format.money(net, currency)} />
            <Figure label={t("transactions.totals.reversed")} value={format.money(reversed, currency)} />
          </Stack>
        ))}
      </Stack>
    );
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, mb: 2 }}>
      <Typography id={titleId} component="h2" variant="subtitle2" sx={{ mb: 1 }}>
        {t("transactions.totals.title")}
      </Typography>
      {body()}
    </Paper>
  );
}
