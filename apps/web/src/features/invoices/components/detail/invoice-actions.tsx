import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import EventBusy from "@mui/icons-material/EventBusy";
import Send from "@mui/icons-material/Send";
import { Button, Stack } from "@mui/material";
import { type Invoice, isUnpaid } from "@portal/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useMay } from "@/lib/permissions";
import { useDeleteInvoiceMutation, useStopRecurrenceMutation } from "../../api";
import { SendInvoiceDialog } from "./send-invoice-dialog";

type Open = "send" | "edit" | "delete" | "stopRecurrence" | null;

// Its date pickers (MUI X with dayjs, about 50 KiB gzipped) load when the user heads for
// Edit, not with the invoice's page; pointing at or focusing the button starts the fetch.
const loadEditDialog = () => import("./edit-invoice-dialog");
const EditInvoiceDialog = lazy(() => loadEditDialog().then((m) => ({ default: m.EditInvoiceDialog })));

/**
 * What can be done to the invoice now: send (or resend) its link, edit and delete it while
 * it is unpaid (DESIGN §4), stop a recurrence that still runs, each only with its
 * permission (SPEC §6). Nothing else is offered, not even disabled.
 */
export function InvoiceActions({ invoice, notify }: { invoice: Invoice; notify: (text: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  // Mounted from the first Edit on, so closing it keeps its transition.
  const [editOpened, setEditOpened] = useState(false);
  const [deleteInvoice] = useDeleteInvoiceMutation();
  const [stopRecurrence] = useStopRecurrenceMutation();
  const close = () => setOpen(null);

  const canSend = useMay("sendInvoice");
  const canEdit = useMay("editInvoice");
  const canDelete = useMay("deleteInvoice");
  const unpaid = isUnpaid(invoice.status);
  const sendable = unpaid && canSend;
  const resend = invoice.sentBySms || invoice.sentByEmail;
  const editable = unpaid && canEdit;
  const deletable = unpaid && canDelete;
  const recurring = invoice.recurrence !== "none" && !invoice.recurrenceStopped && canEdit;
  if (!sendable && !editable && !deletable && !recurring) return null;

  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={t("invoices.actions.label")}
      sx={{ flexWrap: "wrap", rowGap: 1, flexShrink: 0 }}
    >
      {sendable && (
        <Button variant="contained" startIcon={<Send />} onClick={() => setOpen("send")}>
          {resend ? t("invoices.actions.resend") : t("invoices.actions.send")}
        </Button>
      )}
      {editable && (
        // Sending is the main thing to do with an unpaid invoice; editing comes second.
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<EditOutlined />}
          onPointerEnter={() => void loadEditDialog()}
          onFocus={() => void loadEditDialog()}
          onClick={() => {
            setEditOpened(true);
            setOpen("edit");
          }}
        >
          {t("invoices.actions.edit")}
        </Button>
      )}
      {recurring && (
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<EventBusy />}
          onClick={() => setOpen("stopRecurrence")}
        >
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
      <SendInvoiceDialog invoice={invoice} open={open === "send"} onClose={close} />
      {editOpened && (
        <Suspense fallback={null}>
          <EditInvoiceDialog
            invoice={invoice}
            open={open === "edit"}
            onClose={close}
            onSaved={() => notify(t("invoices.edit.saved"))}
          />
        </Suspense>
      )}
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
