import FilterAltOff from "@mui/icons-material/FilterAltOff";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { CreateInvoiceButton } from "@/components/create-invoice-button";
import { EmptyState } from "@/components/list/empty-state";

/** Nothing to list: none at all yet (with a way to make one), or none that the filters let through. */
export function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ReceiptLongOutlined sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />}
      title={filtered ? t("invoices.list.noMatches.title") : t("invoices.list.empty.title")}
      text={filtered ? t("invoices.list.noMatches.text") : t("invoices.list.empty.text")}
      action={
        filtered ? (
          <Button variant="outlined" startIcon={<FilterAltOff />} onClick={onClear}>
            {t("common.filters.clear")}
          </Button>
        ) : (
          <CreateInvoiceButton />
        )
      }
    />
  );
}
