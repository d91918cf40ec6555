import FilterAltOff from "@mui/icons-material/FilterAltOff";
import QrCode2 from "@mui/icons-material/QrCode2";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "@/components/list/empty-state";
import { paths } from "@/light/paths";

/** Why nothing is listed: nothing at all yet, nothing in the chosen dates, or nothing through the other filters. */
export type EmptyReason = "none" | "dates" | "filters";

/** Nothing to list, and what to do next: find the applications' QR codes, or clear the filters. */
export function EmptyQrPayments({ reason, onClear }: { reason: EmptyReason; onClear: () => void }) {
  const { t } = useTranslation();
  const icon = <QrCode2 sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />;
  if (reason === "none") {
    return (
      <EmptyState
        icon={icon}
        title={t("qrPayments.empty.title")}
        text={t("qrPayments.empty.text")}
        action={
          <Button variant="outlined" component={RouterLink} to={paths.applications.list}>
            {t("qrPayments.empty.action")}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={icon}
      // SPEC §8's words when dates are chosen, as on the transactions list.
      title={reason === "dates" ? t("transactions.list.noneInRange.title") : t("qrPayments.noMatches.title")}
      text={reason === "dates" ? t("transactions.list.noneInRange.text") : t("qrPayments.noMatches.text")}
      action={
        <Button variant="outlined" startIcon={<FilterAltOff />} onClick={onClear}>
          {t("common.filters.clear")}
        </Button>
      }
    />
  );
}
