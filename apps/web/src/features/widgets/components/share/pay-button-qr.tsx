import Download from "@mui/icons-material/Download";
import { Box, Button, Skeleton, Stack } from "@mui/material";
import type { PayButton } from "@portal/contracts";
import { LoadError } from "@/components/load-error";
import { usePayButtonQrQuery } from "../../api";
import { useWidgetsTranslation } from "../../use-widgets-translation";

const QR_SIZE = 200;

/** The button's link as a QR code, to print or put on a screen; downloadable as a PNG. */
export function PayButtonQr({ button }: { button: PayButton }) {
  const { t } = useWidgetsTranslation();
  const qr = usePayButtonQrQuery(button.id);

  // A button that saves the file (a link would be announced as a way to another page).
  const download = () => {
    if (!qr.data) return;
    const anchor = document.createElement("a");
    anchor.href = qr.data;
    anchor.download = `pay-button-${button.buttonId}-qr.png`;
    anchor.click();
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
      {qr.data ? (
        <Box
          component="img"
          src={qr.data}
          alt={t("widgets.share.qrAlt", { name: button.name })}
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
        <LoadError message={t("widgets.share.qrFailed")} onRetry={() => void qr.refetch()} retrying={qr.isFetching} />
      ) : (
        <Skeleton variant="rounded" width={QR_SIZE} height={QR_SIZE} aria-label={t("widgets.share.qrLoading")} />
      )}
      <Button variant="outlined" color="secondary" startIcon={<Download />} disabled={!qr.data} onClick={download}>
        {t("widgets.share.downloadQr")}
      </Button>
    </Stack>
  );
}
