import Add from "@mui/icons-material/Add";
import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import type { Invoice } from "@portal/contracts";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { generatePath, Link as RouterLink } from "react-router";
import { useFormat } from "@/lib/format";
import { useMay } from "@/lib/permissions";
import { paths } from "@/light/paths";
import { InvoiceQrCode } from "../sharing/invoice-qr-code";
import { SendInvoice } from "../sharing/send-invoice";
import { PaymentLink } from "./payment-link";

interface InvoiceCreatedProps {
  invoice: Invoice;
  onCreateAnother: () => void;
}

/** After creating: the payment link to copy, share or scan, sending it to the customer (who may, SPEC §6), and what next. */
export function InvoiceCreated({ invoice, onCreateAnother }: InvoiceCreatedProps) {
  const { t } = useTranslation();
  const { formatMoney, formatCalendarDate } = useFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const maySend = useMay("sendInvoice");

  // The form the user submitted is gone; keyboard and reader users start again at the outcome.
  useEffect(() => headingRef.current?.focus(), []);

  const amount = formatMoney(invoice.amount, invoice.currency);

  return (
    <Stack spacing={3}>
      <Alert severity="success">
        <Typography
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, outline: "none" }}
        >
          {t("createInvoice.result.title", { invoiceCode: invoice.invoiceCode })}
        </Typography>
        {t("createInvoice.result.summary", {
          amount,
          fullName: invoice.fullName,
          date: formatCalendarDate(invoice.linkExpirationDate),
        })}
      </Alert>

      <Box
        sx={{
          display: "grid",
          gap: 3,
          alignItems: "start",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <ResultSection title={t("createInvoice.result.paymentLink")}>
            <PaymentLink url={invoice.paymentUrl} invoiceCode={invoice.invoiceCode} />
          </ResultSection>
          {maySend && (
            <ResultSection title={t("createInvoice.result.send.title")}>
              <SendInvoice invoice={invoice} />
            </ResultSection>
          )}
        </Stack>
        <ResultSection title={t("createInvoice.result.qrTitle")}>
          <InvoiceQrCode invoiceId={invoice.id} invoiceCode={invoice.invoiceCode} />
        </ResultSection>
      </Box>

      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
        <Button
          component={RouterLink}
          to={generatePath(paths.billing.history, { id: invoice.id })}
          variant="outlined"
          color="secondary"
        >
          {t("createInvoice.result.view")}
        </Button>
        <Button variant="contained" startIcon={<Add />} onClick={onCreateAnother}>
          {t("createInvoice.result.createAnother")}
        </Button>
      </Stack>
    </Stack>
  );
}

function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
