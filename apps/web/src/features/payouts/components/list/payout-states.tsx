import FilterAltOff from "@mui/icons-material/FilterAltOff";
import FirstPage from "@mui/icons-material/FirstPage";
import Output from "@mui/icons-material/Output";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/list/empty-state";

/** Why nothing is listed: no payout yet, none in the dates chosen, none through the other filters, or the page is past the end (an old link). */
export type EmptyReason = "none" | "dates" | "filters" | "pastEnd";

/** Nothing to list, and what to do next. */
export function EmptyPayouts({
  reason,
  onClear,
  onFirstPage,
}: {
  reason: EmptyReason;
  onClear: () => void;
  onFirstPage: () => void;
}) {
  const { t } = useTranslation();
  const icon = <Output sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />;
  if (reason === "none")
    return <EmptyState icon={icon} title={t("payouts.list.empty.title")} text={t("payouts.list.empty.text")} />;
  if (reason === "pastEnd") {
    return (
      <EmptyState
        icon={icon}
        title={t("payouts.list.pastEnd.title")}
        text={t("payouts.list.pastEnd.text")}
        action={
          <Button variant="outlined" startIcon={<FirstPage />} onClick={onFirstPage}>
            {t("common.pager.pages.first")}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={icon}
      // SPEC §8's words when dates are chosen, as the transactions list says them.
      title={reason === "dates" ? t("transactions.list.noneInRange.title") : t("payouts.list.noMatches.title")}
      text={reason === "dates" ? t("transactions.list.noneInRange.text") : t("payouts.list.noMatches.text")}
      action={
        <Button variant="outlined" startIcon={<FilterAltOff />} onClick={onClear}>
          {t("common.filters.clear")}
        </Button>
      }
    />
  );
}
