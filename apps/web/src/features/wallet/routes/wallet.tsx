import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { errorMessage } from "@/lib/api-error";
import { useWalletsQuery } from "@/lib/wallets-api";
import { NoWallets } from "../components/wallets/no-wallets";
import { WalletCards, WalletCardsSkeleton } from "../components/wallets/wallet-cards";
import { WalletOperations } from "../components/operations/wallet-operations";
import { chosenWallet, choosing, queryFromSearch, searchFromQuery, type WalletQuery } from "../wallet-query";

/**
 * `/billing/wallet` and `/billing`: the account's wallets, one per application and currency,
 * with what can be withdrawn now, and the chosen wallet's operations (SPEC §2). The chosen
 * wallet, the dates and the page live in the address, so a view can be bookmarked.
 */
export function WalletRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => queryFromSearch(search), [search]);
  const { data: wallets, error, isLoading, isFetching, refetch } = useWalletsQuery();
  const show = (next: WalletQuery) => setSearch(searchFromQuery(next));

  const content = () => {
    if (isLoading) return <WalletCardsSkeleton />;
    if (error || !wallets)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    const chosen = chosenWallet(wallets, query);
    if (!chosen) return <NoWallets />;
    return (
      <>
        <WalletCards wallets={wallets} chosen={chosen} onChoose={(wallet) => show(choosing(query, wallet))} />
        <WalletOperations wallet={chosen} query={query} onChange={show} />
      </>
    );
  };

  return (
    <>
      <PageTitle title={t("shell.sections.wallet")} subtitle={t("wallet.subtitle")} />
      {content()}
    </>
  );
}
