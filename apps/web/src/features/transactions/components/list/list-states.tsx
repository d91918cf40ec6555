import FilterAltOff from "@mui/icons-material/FilterAltOff";
import PaymentsOutlined from "@mui/icons-material/PaymentsOutlined";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { CreateInvoiceButton } from "@/components/create-invoice-button";
import { EmptyState } from "@/components/list/empty-state";

/** Why nothing is listed: nothing at all yet, nothing in the chosen dates, or nothing through the other filters. */
export type EmptyReason = "none" | "dates" | "filters";

/** Nothing to list, and what to do next: create an invoice to be paid, or clear the filters. */
export function EmptyTransactions({ reason, onClear }: { reason: EmptyReason; onClear: () => void }) {
  const { t } = useTranslation();
  const icon = <PaymentsOutlined sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />;
  if (reason === "none") {
    return (
      <EmptyState
        icon={icon}
        title={t("transactions.list.empty.title")}
        text={t("transactions.list.empty.text")}
        action={<CreateInvoiceButton />}
      />
    );
  }
  return (
    <EmptyState
      icon={icon}
      // SPEC §8's words when dates are chosen.
      title={reason === "dates" ? t("transactions.list.noneInRange.title") : t("transactions.list.noMatches.title")}
      text={reason === "dates" ? t("transactions.list.noneInRange.text") : t("transactions.list.noMatches.text")}
      action={
        <Button variant="outlined" startIcon={<FilterAltOff />} onClick={onClear}>
          {t("common.filters.clear")}
        </Button>
      }
    />
  );
}
