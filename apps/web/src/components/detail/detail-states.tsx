import ArrowBack from "@mui/icons-material/ArrowBack";
import { Box, Button, Skeleton, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PageTitle } from "@/components/page-title";
import { paths } from "@/light/paths";

/** What a detail screen shows for an id that is not the account's: where to go instead. */
export function NotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={title} subtitle={text} />
      <Button component={RouterLink} to={paths.billing.invoices} variant="contained" startIcon={<ArrowBack />}>
        {t("invoices.detail.back")}
      </Button>
    </>
  );
}

export function LoadingDetail({ label }: { label: string }) {
  return (
    <Stack spacing={2} aria-busy="true" aria-label={label}>
      <Skeleton variant="rounded" height={72} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    </Stack>
  );
}
