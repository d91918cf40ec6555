import Add from "@mui/icons-material/Add";
import FilterAltOff from "@mui/icons-material/FilterAltOff";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import { Button, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { useCan } from "@/lib/permissions";

/** Shown only to a user with the Create link permission (SPEC §6). */
export function CreateInvoiceButton() {
  const { t } = useTranslation();
  if (!useCan("createLink")) return null;
  return (
    <Button component={RouterLink} to={paths.billing.createAnInvoice} variant="contained" startIcon={<Add />} sx={{ flexShrink: 0 }}>
      {t("invoices.list.create")}
    </Button>
  );
}

export function LoadingList() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" aria-busy="true" aria-label={t("invoices.list.loading")} sx={{ p: 2 }}>
      <Stack spacing={2}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Stack key={row} direction="row" spacing={2} sx={{ alignItems: "center" }}>
            <Skeleton variant="text" width={96} />
            <Skeleton variant="text" sx={{ flexGrow: 1 }} />
            <Skeleton variant="text" width={80} />
            <Skeleton variant="rounded" width={64} height={24} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** Nothing to list: none at all yet (with a way to make one), or none that the filters let through. */
export function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 } }}>
      <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", maxWidth: 480, mx: "auto" }}>
        <ReceiptLongOutlined sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />
        <Typography component="h2" variant="h6">
          {filtered ? t("invoices.list.noMatches.title") : t("invoices.list.empty.title")}
        </Typography>
        <Typography color="text.secondary">{filtered ? t("invoices.list.noMatches.text") : t("invoices.list.empty.text")}</Typography>
        {filtered ? (
          <Button variant="outlined" startIcon={<FilterAltOff />} onClick={onClear}>
            {t("invoices.filters.clear")}
          </Button>
        ) : (
          <CreateInvoiceButton />
        )}
      </Stack>
    </Paper>
  );
}
