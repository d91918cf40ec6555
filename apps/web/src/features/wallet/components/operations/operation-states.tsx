import FilterAltOff from "@mui/icons-material/FilterAltOff";
import FirstPage from "@mui/icons-material/FirstPage";
import SwapVert from "@mui/icons-material/SwapVert";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/list/empty-state";

/** Why a wallet lists nothing: it never moved, nothing moved in the dates chosen, or the page is past the end (an old link). */
export type EmptyReason = "none" | "dates" | "pastEnd";

/** A wallet with no operations to show, and what to do next. */
export function EmptyOperations({
  reason,
  onClearDates,
  onFirstPage,
}: {
  reason: EmptyReason;
  onClearDates: () => void;
  onFirstPage: () => void;
}) {
  const { t } = useTranslation();
  const icon = <SwapVert sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />;
  if (reason === "dates") {
    return (
      <EmptyState
        icon={icon}
        // SPEC §8's words, as the transactions list says them.
        title={t("transactions.list.noneInRange.title")}
        text={t("transactions.list.noneInRange.text")}
        action={
          <Button variant="outlined" startIcon={<FilterAltOff />} onClick={onClearDates}>
            {t("common.filters.clear")}
          </Button>
        }
      />
    );
  }
  if (reason === "pastEnd") {
    return (
      <EmptyState
        icon={icon}
        title={t("wallet.operations.pastEnd.title")}
        text={t("wallet.operations.pastEnd.text")}
        action={
          <Button variant="outlined" startIcon={<FirstPage />} onClick={onFirstPage}>
            {t("common.pager.pages.first")}
          </Button>
        }
      />
    );
  }
  return <EmptyState icon={icon} title={t("wallet.operations.empty.title")} text={t("wallet.operations.empty.text")} />;
}
