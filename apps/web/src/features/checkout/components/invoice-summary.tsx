import { Alert, Avatar, Box, Stack, Typography } from "@mui/material";
import { type CheckoutInvoice, installmentCardNames } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { runtimeConfig } from "@/config/runtime-config";
import { useFormat } from "@/lib/format";

interface InvoiceSummaryProps {
  invoice: CheckoutInvoice;
  /** The terms of paying (hold only, installments, until when): while there is still something to pay. */
  showTerms: boolean;
}

/** Who is asking for how much, and for what: the page's heading is the merchant's name. */
export function InvoiceSummary({ invoice, showTerms }: InvoiceSummaryProps) {
  const { t } = useTranslation();
  const { formatMoney: money, formatCalendarDate } = useFormat();
  return (
    <Stack spacing={2}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 0 }}>
        <MerchantLogo merchantName={invoice.merchantName} logoUrl={invoice.logoUrl} />
        <Typography component="h1" variant="h6" sx={{ overflowWrap: "anywhere" }}>
          {invoice.merchantName}
        </Typography>
      </Box>
      {invoice.description && <Typography sx={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>{invoice.description}</Typography>}
      <Box sx={{ borderRadius: 2, bgcolor: "rgba(0, 86, 135, 0.06)", px: 2, py: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t("checkout.summary.amount")}
        </Typography>
        <Typography component="p" variant="h5" sx={{ color: "secondary.main" }}>
          {money(invoice.amount, invoice.currency)}
        </Typography>
        {showTerms && (
          <Typography variant="body2" color="text.secondary">
            {t("checkout.summary.validUntil", { date: formatCalendarDate(invoice.linkExpirationDate) })}
          </Typography>
        )}
      </Box>
      {showTerms && invoice.preAuth && <Alert severity="info">{t("checkout.summary.preAuth")}</Alert>}
      {showTerms && invoice.installment && (
        <Alert severity="info">
          {t("checkout.summary.installment", {
            card: installmentCardNames[invoice.installment.cardType],
            period: invoice.installment.period,
          })}
        </Alert>
      )}
    </Stack>
  );
}

/** The merchant's logo, or its initial when it has none or the image fails. Decorative: the name is beside it. */
function MerchantLogo({ merchantName, logoUrl }: { merchantName: string; logoUrl: string | null }) {
  const [broken, setBroken] = useState(false);
  if (logoUrl && !broken) {
    return (
      <Box
        component="img"
        // A path on the API's host, which may not be the page's.
        src={new URL(logoUrl, runtimeConfig().apiBaseUrl).href}
        alt=""
        onError={() => setBroken(true)}
        sx={{ height: 48, width: "auto", maxWidth: 120, objectFit: "contain", flexShrink: 0 }}
      />
    );
  }
  return (
    <Avatar aria-hidden variant="rounded" sx={{ bgcolor: "secondary.main", width: 48, height: 48, flexShrink: 0 }}>
      {merchantName.trim().charAt(0).toLocaleUpperCase()}
    </Avatar>
  );
}
