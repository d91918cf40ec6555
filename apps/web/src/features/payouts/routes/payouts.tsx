import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import { Button, Skeleton } from "@mui/material";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { EmptyState } from "@/components/list/empty-state";
import { LoadError } from "@/components/load-error";
import { PageFor } from "@/components/no-access";
import { PageTitle } from "@/components/page-title";
import { errorMessage } from "@/lib/api-error";
import { useWalletsQuery } from "@/lib/wallets-api";
import { paths } from "@/light/paths";
import { PayoutsList } from "../components/list/payouts-list";
import { PayoutWalletPanel } from "../components/payout-wallet-panel";
import { usePayoutWallet } from "../payout-wallet";
import { type PayoutsQuery, queryFromSearch, searchFromQuery } from "../payouts-query";

/**
 * `/billing/payouts` (SPEC §2, §3 "Payout"): money from an application's wallet to someone
 * else's bank account or card. The application paying is chosen at the top and kept as
 * `appKey`; below, its payouts with the filters and the page in the address, and the review
 * of those waiting for a second person (SPEC §6). Only who pays out or reviews sees them;
 * anyone else is told so, and nothing is asked of the server.
 */
export function PayoutsRoute() {
  const { t } = useTranslation();
  return (
    <PageFor action="seePayouts" title={t("shell.sections.payouts")}>
      <Payouts />
    </PageFor>
  );
}

function Payouts() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => queryFromSearch(search), [search]);
  const { data: wallets, error, isLoading, isFetching, refetch } = useWalletsQuery();
  const { chosen, choose } = usePayoutWallet(wallets);
  const show = (next: PayoutsQuery) => setSearch(searchFromQuery(next));

  const content = () => {
    if (isLoading) return <Skeleton variant="rounded" height={120} aria-label={t("payouts.wallet.loading")} />;
    if (error || !wallets)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (!chosen) {
      return (
        <EmptyState
          icon={<AccountBalanceWalletOutlined sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />}
          title={t("payouts.wallet.none.title")}
          text={t("payouts.wallet.none.text")}
          action={
            <Button component={RouterLink} to={paths.applications.list} variant="contained">
              {t("payouts.wallet.none.action")}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <PayoutWalletPanel
          wallets={wallets}
          chosen={chosen}
          onChoose={(wallet) => {
            choose(wallet);
            // Another application's list starts on its first page; the filters still apply.
            if (query.page > 0) show({ ...query, page: 0 });
          }}
        />
        <PayoutsList wallet={chosen} query={query} onChange={show} />
      </>
    );
  };

  return (
    <>
      <PageTitle title={t("shell.sections.payouts")} subtitle={t("payouts.subtitle")} />
      {content()}
    </>
  );
}
