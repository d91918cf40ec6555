import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import type { Invoice } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { SendInvoice } from "../sharing/send-invoice";

interface SendInvoiceDialogProps {
  invoice: Invoice;
  open: boolean;
  onClose: () => void;
}

/** Sends the payment link from the invoice's screen, as the panel after creating it does. */
export function SendInvoiceDialog({ invoice, open, onClose }: SendInvoiceDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ "& .MuiDialog-paper": { m: 2, width: "calc(100% - 32px)" } }}
    >
      <DialogTitle>{t("invoices.send.title", { invoiceCode: invoice.invoiceCode })}</DialogTitle>
      {/* Mounted only while open: each opening starts from the channels the invoice went by. */}
      <DialogContent>{open && <SendInvoice invoice={invoice} />}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="secondary">
          {t("invoices.send.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
