import CheckCircle from "@mui/icons-material/CheckCircle";
import ErrorOutline from "@mui/icons-material/ErrorOutlineOutlined";
import HourglassTop from "@mui/icons-material/HourglassTop";
import Info from "@mui/icons-material/Info";
import LockClock from "@mui/icons-material/LockClock";
import { Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import type { ClosedStatus, PaymentRecord } from "../checkout-stage";
import { useFocusOnMount } from "./use-focus-on-mount";

type Tone = "success" | "error" | "info";

const toneColor: Record<Tone, string> = { success: "success.dark", error: "error.main", info: "secondary.main" };

interface OutcomeProps {
  icon: ReactNode;
  tone: Tone;
  title: string;
  text: string;
  /** Focus the heading: the customer's own action led here. */
  focusHeading: boolean;
  children?: ReactNode;
}

/** One outcome of the page: an icon, a heading that takes focus, what it means, and what next. */
function Outcome({ icon, tone, title, text, focusHeading, children }: OutcomeProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  return (
    <Stack spacing={2} sx={{ alignItems: "stretch" }}>
      <Stack spacing={1} sx={{ alignItems: "center", textAlign: "center" }}>
        <Box aria-hidden sx={{ color: toneColor[tone], display: "flex", "& svg": { fontSize: 56 } }}>
          {icon}
        </Box>
        <Typography ref={headingRef} tabIndex={-1} component="h2" variant="h5" sx={{ outline: "none" }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * The payment's record: what the customer may need to quote to the merchant or the bank.
 * The card and references only in the browser that paid; anyone else sees the amount and when.
 */
function Receipt({ amount, record: { receipt, paidAt } }: { amount: string; record: PaymentRecord }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormat();
  const rows: [string, string][] = [[t("checkout.receipt.amount"), amount]];
  if (receipt) {
    rows.push([t("checkout.receipt.card"), receipt.maskedPan]);
    if (receipt.rrn) rows.push([t("checkout.receipt.rrn"), receipt.rrn]);
    if (receipt.approvalCode) rows.push([t("checkout.receipt.approvalCode"), receipt.approvalCode]);
  }
  if (paidAt) rows.push([t("checkout.receipt.date"), formatDateTime(paidAt)]);
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        p: 2,
        borderRadius: 2,
        bgcolor: "rgba(0, 86, 135, 0.06)",
        display: "grid",
        gridTemplateColumns: "auto minmax(0, 1fr)",
        columnGap: 2,
        rowGap: 1,
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: "right", fontWeight: "fontWeightBold", overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface PaymentDoneProps {
  /** Paid in full, or only held on the card (pre-authorisation). */
  kind: "paid" | "held";
  record: PaymentRecord;
  amount: string;
  merchantName: string;
  focusHeading: boolean;
}

export function PaymentDone({ kind, record, amount, merchantName, focusHeading }: PaymentDoneProps) {
  const { t } = useTranslation();
  return kind === "paid" ? (
    <Outcome
      icon={<CheckCircle />}
      tone="success"
      title={t("checkout.paid.title")}
      text={t("checkout.paid.text", { merchantName })}
      focusHeading={focusHeading}
    >
      <Receipt amount={amount} record={record} />
    </Outcome>
  ) : (
    <Outcome
      icon={<LockClock />}
      tone="info"
      title={t("checkout.held.title")}
      text={t("checkout.held.text", { merchantName })}
      focusHeading={focusHeading}
    >
      <Receipt amount={amount} record={record} />
    </Outcome>
  );
}

interface PaymentFailedProps {
  focusHeading: boolean;
  onTryAgain: () => void;
}

/** The same text for every failure: a reason per decline would help card testers, not the customer. */
export function PaymentFailed({ focusHeading, onTryAgain }: PaymentFailedProps) {
  const { t } = useTranslation();
  return (
    <Outcome icon={<ErrorOutline />} tone="error" title={t("checkout.failed.title")} text={t("checkout.failed.text")} focusHeading={focusHeading}>
      <Button variant="contained" size="large" fullWidth onClick={onTryAgain}>
        {t("common.tryAgain")}
      </Button>
    </Outcome>
  );
}

interface PaymentProcessingProps {
  focusHeading: boolean;
  checking: boolean;
  onCheckAgain: () => void;
}

/** The bank has not answered yet and needs nothing from the customer. */
export function PaymentProcessing({ focusHeading, checking, onCheckAgain }: PaymentProcessingProps) {
  const { t } = useTranslation();
  return (
    <Outcome
      icon={<HourglassTop />}
      tone="info"
      title={t("checkout.processing.title")}
      text={t("checkout.processing.text")}
      focusHeading={focusHeading}
    >
      <Button
        variant="outlined"
        color="secondary"
        size="large"
        fullWidth
        onClick={onCheckAgain}
        disabled={checking}
        aria-busy={checking}
        startIcon={checking ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
      >
        {t("checkout.processing.checkAgain")}
      </Button>
    </Outcome>
  );
}

interface InvoiceClosedProps {
  status: ClosedStatus;
  record: PaymentRecord;
  amount: string;
  merchantName: string;
  focusHeading: boolean;
}

/** Nothing is left to pay: the invoice's final state instead of the form. */
export function InvoiceClosed({ status, record, amount, merchantName, focusHeading }: InvoiceClosedProps) {
  const { t } = useTranslation();
  // Refunded and released holds once went through: their card and references still matter.
  const wentThrough = status !== "expired" && status !== "canceled";
  return (
    <Outcome
      icon={wentThrough ? <Info /> : <ErrorOutline />}
      tone={wentThrough ? "info" : "error"}
      title={t(`checkout.closed.${status}.title`)}
      text={t(`checkout.closed.${status}.text`, { merchantName })}
      focusHeading={focusHeading}
    >
      {wentThrough && (record.receipt || record.paidAt) && <Receipt amount={amount} record={record} />}
    </Outcome>
  );
}
