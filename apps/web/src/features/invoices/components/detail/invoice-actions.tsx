import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import EventBusy from "@mui/icons-material/EventBusy";
import { Button, Stack } from "@mui/material";
import { type Invoice, isUnpaid } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "@/lib/permissions";
import { useDeleteInvoiceMutation, useStopRecurrenceMutation } from "../../api";
import { ConfirmDialog } from "./confirm-dialog";
import { EditInvoiceDialog } from "./edit-invoice-dialog";

type Open = "edit" | "delete" | "stopRecurrence" | null;

/**
 * What can be done to the invoice now: edit and delete while it is unpaid (DESIGN §4),
 * stop a recurrence that still runs, each only with its permission (SPEC §6). Nothing else
 * is offered, not even disabled.
 */
export function InvoiceActions({ invoice, notify }: { invoice: Invoice; notify: (text: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [deleteInvoice] = useDeleteInvoiceMutation();
  const [stopRecurrence] = useStopRecurrenceMutation();
  const close = () => setOpen(null);

  const canEdit = useCan("editInvoice");
  const canDelete = useCan("deleteInvoice");
  const unpaid = isUnpaid(invoice.status);
  const editable = unpaid && canEdit;
  const deletable = unpaid && canDelete;
  const recurring = invoice.recurrence !== "none" && !invoice.recurrenceStopped && canEdit;
  if (!editable && !deletable && !recurring) return null;

  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={t("invoices.actions.label")}
      sx={{ flexWrap: "wrap", rowGap: 1, flexShrink: 0 }}
    >
      {editable && (
        <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setOpen("edit")}>
          {t("invoices.actions.edit")}
        </Button>
      )}
      {recurring && (
        <Button variant="outlined" color="secondary" startIcon={<EventBusy />} onClick={() => setOpen("stopRecurrence")}>
          {t("invoices.actions.stopRecurrence")}
        </Button>
      )}
      {deletable && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={() => setOpen("delete")}
          sx={{ color: "error.dark", borderColor: "error.dark" }}
        >
          {t("invoices.actions.delete")}
        </Button>
      )}
      <EditInvoiceDialog invoice={invoice} open={open === "edit"} onClose={close} onSaved={() => notify(t("invoices.edit.saved"))} />
      <ConfirmDialog
        open={open === "delete"}
        onClose={close}
        title={t("invoices.delete.title", { invoiceCode: invoice.invoiceCode })}
        text={t("invoices.delete.text")}
        confirmLabel={t("invoices.delete.confirm")}
        onConfirm={() => deleteInvoice(invoice.id).unwrap()}
        onDone={() => notify(t("invoices.delete.done"))}
      />
      <ConfirmDialog
        open={open === "stopRecurrence"}
        onClose={close}
        title={t("invoices.stopRecurrence.title")}
        text={t("invoices.stopRecurrence.text")}
        confirmLabel={t("invoices.stopRecurrence.confirm")}
        onConfirm={() => stopRecurrence(invoice.id).unwrap()}
        onDone={() => notify(t("invoices.stopRecurrence.done"))}
      />
    </Stack>
  );
}
