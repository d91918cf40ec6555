import Download from "@mui/icons-material/Download";
import { Box, Button, Link, Skeleton, Stack, Typography } from "@mui/material";
import type { ApplicationDetail } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { useApplicationQrQuery } from "../api";
import { CopyButton } from "@/components/copy-button";
import { SectionCard } from "@/components/section-card";
import { LoadError } from "@/components/load-error";

const QR_SIZE = 200;

/** Section 3: the payment page's address and its QR code, to show or download. */
export function PaymentPageSection({ app }: { app: ApplicationDetail }) {
  const { t } = useTranslation();
  const qr = useApplicationQrQuery(app.id);

  // A button that saves the file (a link would be announced as a way to another page).
  const download = () => {
    if (!qr.data) return;
    const anchor = document.createElement("a");
    anchor.href = qr.data;
    anchor.download = `qr-${app.merchantId}.png`;
    anchor.click();
  };

  return (
    <SectionCard title={t("applications.payment.title")} description={t("applications.payment.description")}>
      <Stack spacing={0.5}>
        <Typography variant="body2" color="text.secondary">
          {t("applications.payment.url")}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", minWidth: 0 }}>
          <Link
            href={app.paymentPageUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ overflowWrap: "anywhere" }}
          >
            {app.paymentPageUrl}
          </Link>
          <CopyButton value={app.paymentPageUrl} label={t("applications.payment.copyUrl")} />
        </Stack>
      </Stack>
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        {qr.data ? (
          <Box
            component="img"
            src={qr.data}
            alt={t("applications.payment.qrAlt", { appName: app.appName })}
            sx={{
              width: QR_SIZE,
              height: QR_SIZE,
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
              bgcolor: "common.white",
            }}
          />
        ) : qr.isError ? (
          <LoadError
            message={t("applications.payment.qrFailed")}
            onRetry={() => void qr.refetch()}
            retrying={qr.isFetching}
          />
        ) : (
          <Skeleton
            variant="rounded"
            width={QR_SIZE}
            height={QR_SIZE}
            aria-label={t("applications.payment.qrLoading")}
          />
        )}
        <Button variant="outlined" color="secondary" startIcon={<Download />} disabled={!qr.data} onClick={download}>
          {t("applications.payment.download")}
        </Button>
      </Stack>
    </SectionCard>
  );
}
