import ContentCopy from "@mui/icons-material/ContentCopy";
import Share from "@mui/icons-material/Share";
import { Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useCopy } from "@/lib/use-copy";
import { TextField } from "@/components/form/text-field";

/** Whether this browser can hand a link to the system's share sheet (phones, some desktops). */
const canShare = () => typeof navigator.share === "function";

/** The invoice's payment link, to copy or to share. */
export function PaymentLink({ url, invoiceCode }: { url: string; invoiceCode: string }) {
  const { t } = useTranslation();
  const { outcome, message, copy } = useCopy(url, 3000);

  const share = async () => {
    try {
      await navigator.share({ title: t("createInvoice.result.shareTitle", { invoiceCode }), url });
    } catch {
      // Closing the share sheet rejects too; there is nothing to tell the user.
    }
  };

  return (
    <Stack spacing={1.5}>
      <TextField
        label={t("createInvoice.result.link")}
        value={url}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        onFocus={(event) => event.target.select()}
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
        <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()}>
          {t("createInvoice.result.copy")}
        </Button>
        {canShare() && (
          <Button variant="outlined" color="secondary" startIcon={<Share />} onClick={() => void share()}>
            {t("createInvoice.result.share")}
          </Button>
        )}
        <Typography role="status" variant="body2" color={outcome === "failed" ? "error" : "success.dark"}>
          {message}
        </Typography>
      </Stack>
    </Stack>
  );
}
