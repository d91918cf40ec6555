import OpenInNew from "@mui/icons-material/OpenInNew";
import { Box, IconButton, Link, Stack, Tooltip } from "@mui/material";
import { type Invoice, isUnpaid } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { CopyButton } from "@/components/copy-button";
import { detailColumns } from "@/components/detail/detail-columns";
import { FieldList } from "@/components/detail/field-list";
import { installmentText } from "@/components/detail/installment-text";
import { SectionCard } from "@/components/section-card";
import { useBillingFormat } from "@/lib/use-billing-format";
import { InvoiceQrCode } from "../sharing/invoice-qr-code";

function PaymentLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", minWidth: 0 }}>
      <Link href={url} target="_blank" rel="noopener" sx={{ overflowWrap: "anywhere" }}>
        {url}
      </Link>
      <Tooltip title={t("invoices.detail.openLink")}>
        <IconButton
          component="a"
          href={url}
          target="_blank"
          rel="noopener"
          size="small"
          aria-label={t("invoices.detail.openLink")}
        >
          <OpenInNew fontSize="inherit" />
        </IconButton>
      </Tooltip>
      <CopyButton value={url} label={t("invoices.detail.copyLink")} />
    </Stack>
  );
}

/** Every field of the invoice (SPEC §3), in the sections a merchant looks for them in, and while it can be paid, its link's QR code. */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const money = (amount: number) => format.money(amount, invoice.currency);
  const optionalDate = (date: string | null) => date && format.calendarDate(date);
  const recurring = invoice.recurrence !== "none";

  return (
    <Box sx={detailColumns}>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <SectionCard title={t("invoices.detail.sections.summary")}>
          <FieldList
            items={[
              { label: t("invoices.fields.bookingId"), value: invoice.bookingId, code: true },
              { label: t("invoices.fields.appName"), value: invoice.appName },
              { label: t("invoices.fields.description"), value: invoice.description },
              {
                label: t("invoices.fields.category"),
                value: invoice.category && t(`common.categories.${invoice.category}`),
              },
              { label: t("invoices.fields.source"), value: t(`invoices.sources.${invoice.source}`) },
              // What the customer typed on the QR page to say what they paid for.
              ...(invoice.source === "qr"
                ? [{ label: t("invoices.fields.optionalCode"), value: invoice.optionalCode, code: true }]
                : []),
              { label: t("invoices.fields.dueDate"), value: optionalDate(invoice.dueDate) },
              { label: t("invoices.fields.checkInDate"), value: optionalDate(invoice.checkInDate) },
            ]}
          />
        </SectionCard>
        <SectionCard title={t("invoices.detail.sections.customer")}>
          <FieldList
            items={[
              { label: t("invoices.fields.fullName"), value: invoice.fullName },
              { label: t("invoices.fields.phone"), value: invoice.phone },
              { label: t("invoices.fields.email"), value: invoice.email },
            ]}
          />
        </SectionCard>
        {/* Only while the link takes payments: a code printed for a paid or cancelled invoice misleads. */}
        {isUnpaid(invoice.status) && (
          <SectionCard title={t("createInvoice.result.qrTitle")}>
            <InvoiceQrCode invoiceId={invoice.id} invoiceCode={invoice.invoiceCode} />
          </SectionCard>
        )}
      </Stack>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <SectionCard title={t("invoices.detail.sections.payment")}>
          <FieldList
            items={[
              { label: t("invoices.fields.amount"), value: money(invoice.amount) },
              { label: t("invoices.fields.paidAmount"), value: money(invoice.paidAmount) },
              { label: t("invoices.fields.refundedAmount"), value: money(invoice.refundedAmount) },
              { label: t("invoices.fields.preAuth"), value: invoice.preAuth ? t("invoices.yes") : t("invoices.no") },
              { label: t("invoices.fields.installment"), value: installmentText(invoice.installment, t) },
              { label: t("invoices.fields.recurrence"), value: t(`invoices.recurrence.${invoice.recurrence}`) },
              ...(recurring
                ? [
                    {
                      label: t("invoices.fields.scheduledPaymentDate"),
                      value: invoice.recurrenceStopped
                        ? t("invoices.detail.recurrenceStopped")
                        : optionalDate(invoice.scheduledPaymentDate),
                    },
                  ]
                : []),
              {
                label: t("invoices.fields.linkExpirationDate"),
                value: format.calendarDate(invoice.linkExpirationDate),
              },
              { label: format.inZone(t("invoices.fields.expireDate")), value: format.dateTime(invoice.expireDate) },
              { label: t("invoices.fields.paymentUrl"), value: <PaymentLink url={invoice.paymentUrl} /> },
            ]}
          />
        </SectionCard>
        <InvoicePeople invoice={invoice} />
      </Stack>
    </Box>
  );
}

/** Who made the invoice, who completed it and who changed it last, and when. */
function InvoicePeople({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const byOn = (name: string, date: string) => t("invoices.detail.byOn", { name, date: format.dateTime(date) });
  return (
    <SectionCard title={t("invoices.detail.sections.people")} description={format.zoneNote}>
      <FieldList
        items={[
          // A customer who paid on the QR page without giving a name is still who made it.
          {
            label: t("invoices.detail.createdBy"),
            value: byOn(invoice.createdBy || t("invoices.history.actors.customer"), invoice.createdAt),
          },
          { label: t("invoices.detail.completedBy"), value: invoice.completedBy ?? t("invoices.detail.nobody") },
          {
            label: t("invoices.detail.lastModifiedBy"),
            value:
              invoice.lastModifiedBy && invoice.lastModifiedAt
                ? byOn(invoice.lastModifiedBy, invoice.lastModifiedAt)
                : (invoice.lastModifiedBy ?? t("invoices.detail.nobody")),
          },
        ]}
      />
    </SectionCard>
  );
}
