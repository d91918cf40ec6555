import { Box, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { useId } from "react";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { errorMessage } from "@/lib/api-error";
import type { DateRange } from "@/lib/date-preset-range";
import { useFormat } from "@/lib/format";
import { useWalletsQuery } from "@/lib/wallets-api";
import { useDashboardTotalsQuery } from "../api";
import { figuresByCurrency } from "../currency-figures";
import { useDashboardTranslation } from "../use-dashboard-translation";
import { useRefetchWhenVisible } from "../use-refetch-when-visible";
import { CurrencyCards } from "./currency-cards";

function TotalsSkeleton({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
      }}
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="text" width="70%" height={32} />
          <Skeleton variant="text" width="30%" />
        </Paper>
      ))}
    </Box>
  );
}

/** A period's days as a reader says them: one day alone, or first to last. */
function useDays() {
  const { formatCalendarDate } = useFormat();
  return (from: string, to: string) =>
    from === to ? formatCalendarDate(from) : `${formatCalendarDate(from)} – ${formatCalendarDate(to)}`;
}

/**
 * The period's figures against the period before, one row of cards per currency, with
 * what is held on cards and what the wallets can pay out now.
 */
export function TotalsSection({ appId, range }: { appId: string | undefined; range: DateRange }) {
  const { t } = useDashboardTranslation();
  const headingId = useId();
  const days = useDays();
  const totals = useDashboardTotalsQuery({ ...range, appId });
  const wallets = useWalletsQuery();
  useRefetchWhenVisible(() => void totals.refetch());

  const content = () => {
    const { data, error, isLoading, isFetching, refetch } = totals;
    if (isLoading) return <TotalsSkeleton label={t("dashboard.totals.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    const rows = figuresByCurrency(data, wallets.data, appId);
    const noPayments = data.current.every((figures) => figures.attempts === 0 && figures.received === 0);
    return (
      <RefreshingRows refreshing={isFetching} label={t("dashboard.totals.loading")}>
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t("dashboard.totals.compared", {
              period: days(data.from, data.to),
              previous: days(data.previousFrom, data.previousTo),
            })}
          </Typography>
          {noPayments && <Typography sx={{ fontWeight: "bold" }}>{t("dashboard.totals.empty")}</Typography>}
        </Stack>
        <Stack spacing={3}>
          {rows.map((figures) => (
            <Box
              key={figures.currency}
              component="section"
              aria-label={
                rows.length > 1 ? t("dashboard.totals.inCurrency", { currency: figures.currency }) : undefined
              }
            >
              {rows.length > 1 && (
                <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
                  {t("dashboard.totals.inCurrency", { currency: figures.currency })}
                </Typography>
              )}
              <CurrencyCards
                figures={figures}
                walletFailed={!!wallets.error}
                onWalletRetry={() => void wallets.refetch()}
              />
            </Box>
          ))}
        </Stack>
      </RefreshingRows>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t("dashboard.totals.title")}
      </Typography>
      {content()}
    </Box>
  );
}
