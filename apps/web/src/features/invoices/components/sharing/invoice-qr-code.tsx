import Download from "@mui/icons-material/Download";
import { Box, Button, Skeleton, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error";
import { useInvoiceQrQuery } from "../../api";

const QR_SIZE = 200;

/** The payment link as a QR code, to show on a screen or print; downloadable as a PNG. */
export function InvoiceQrCode({ invoiceId, invoiceCode }: { invoiceId: string; invoiceCode: string }) {
  const { t } = useTranslation();
  const qr = useInvoiceQrQuery(invoiceId);

  // A button that saves the file (a link would be announced as a way to another page).
  const download = () => {
    if (!qr.data) return;
    const anchor = document.createElement("a");
    anchor.href = qr.data;
    anchor.download = `invoice-${invoiceCode}-qr.png`;
    anchor.click();
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
      {qr.data ? (
        <Box
          component="img"
          src={qr.data}
          alt={t("createInvoice.result.qrAlt", { invoiceCode })}
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
          message={t("createInvoice.result.qrFailed")}
          onRetry={() => void qr.refetch()}
          retrying={qr.isFetching}
        />
      ) : (
        <Skeleton variant="rounded" width={QR_SIZE} height={QR_SIZE} aria-label={t("createInvoice.result.qrLoading")} />
      )}
      <Button variant="outlined" color="secondary" startIcon={<Download />} disabled={!qr.data} onClick={download}>
        {t("createInvoice.result.downloadQr")}
      </Button>
    </Stack>
  );
}
