import { Box, Typography } from "@mui/material";
import {
  type Currency,
  type InvoiceHistoryEntry,
  isCalendarDate,
  operationKinds,
  responseCodes,
} from "@portal/contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { useBillingFormat } from "@/lib/use-billing-format";

type Details = InvoiceHistoryEntry["details"];
type Value = Details[string];

/** The invoice fields an edit can name, with their labels. */
const fieldNames = [
  "amount",
  "currency",
  "fullName",
  "phone",
  "email",
  "description",
  "linkExpirationDate",
  "dueDate",
  "bookingId",
  "checkInDate",
  "category",
  "preAuth",
  "installment",
  "recurrence",
  "scheduledPaymentDate",
] as const;
const channels = ["sms", "email"] as const;
/** The details the timeline has labels for. */
const knownKeys = [
  "fields",
  "channels",
  "cardNumber",
  "rrn",
  "responseCode",
  "invoiceCode",
  "recurringFrom",
  "next",
  "amount",
  "operation",
  "reason",
] as const;
/** The server names an installment plan's two columns; the merchant knows one field. */
const fieldOf = (name: string) =>
  name === "installmentCardType" || name === "installmentPeriod" ? "installment" : name;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);
const asList = (value: Value) => (Array.isArray(value) ? value : value === null ? [] : [String(value)]);

function useDetailText(currency: Currency) {
  const { t } = useTranslation();
  const { formatNumber } = useFormat();
  const { calendarDate, money } = useBillingFormat();
  return (key: string, value: Value): string => {
    switch (key) {
      case "fields":
        return [...new Set(asList(value).map(fieldOf))]
          .map((name) => (isOneOf(fieldNames, name) ? t(`invoices.fields.${name}`) : name))
          .join(", ");
      case "channels":
        return asList(value)
          .map((channel) => (isOneOf(channels, channel) ? t(`invoices.history.channels.${channel}`) : channel))
          .join(", ");
      case "responseCode":
        return isOneOf(responseCodes, value) ? t(`transactions.responseCodes.${value}`) : String(value);
      case "next":
        return typeof value === "string" && isCalendarDate(value) ? calendarDate(value) : String(value);
      // A capture, refund or reversal: its amount is in the invoice's currency.
      case "amount":
        return typeof value === "number" ? money(value, currency) : String(value);
      case "operation":
        return isOneOf(operationKinds, value) ? t(`transactions.operations.kinds.${value}`) : String(value);
      default:
        return plain(value, t, formatNumber);
    }
  };
}

function plain(value: Value, t: TFunction, formatNumber: (value: number) => string): string {
  if (typeof value === "boolean") return value ? t("invoices.yes") : t("invoices.no");
  if (typeof value === "number") return formatNumber(value);
  return asList(value).join(", ");
}

/**
 * What a history entry's details say (DESIGN: the fields an edit changed, the channels a
 * link went by, the masked card of a payment, the amount and kind of an operation and the
 * card processor's words when it refused one), as "label: value" lines. A detail the
 * portal has no label for yet still shows, under its own name.
 */
export function HistoryDetails({ details, currency }: { details: Details; currency: Currency }) {
  const { t } = useTranslation();
  const text = useDetailText(currency);
  const entries = Object.entries(details).filter(
    ([, value]) => value !== null && !(Array.isArray(value) && value.length === 0),
  );
  if (entries.length === 0) return null;

  return (
    <Box
      component="dl"
      sx={{ m: 0, display: "grid", gridTemplateColumns: "max-content minmax(0, 1fr)", columnGap: 1, rowGap: 0.25 }}
    >
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {isOneOf(knownKeys, key) ? t(`invoices.history.details.${key}`) : key}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            // The card processor's words are English whatever the interface language.
            lang={key === "reason" ? "en" : undefined}
            sx={{ m: 0, overflowWrap: "anywhere", fontFamily: key === "cardNumber" ? "monospace" : undefined }}
          >
            {text(key, value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
