import Add from "@mui/icons-material/Add";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useMay } from "@/lib/permissions";
import { paths } from "@/light/paths";

/** The way to the new invoice form, shown only to who may create an invoice (SPEC §6). */
export function CreateInvoiceButton() {
  const { t } = useTranslation();
  if (!useMay("createInvoice")) return null;
  return (
    <Button
      component={RouterLink}
      to={paths.billing.createAnInvoice}
      variant="contained"
      startIcon={<Add />}
      sx={{ flexShrink: 0 }}
    >
      {t("shell.sections.createAnInvoice")}
    </Button>
  );
}
