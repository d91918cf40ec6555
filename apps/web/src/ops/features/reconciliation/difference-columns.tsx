import { Box, Button, Link, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { ByAt } from "../../components/by-at";
import { Code } from "../../components/code";
import { column, type ListContext } from "../../lib/columns";
import { useFormat } from "../../lib/format";
import type { Difference } from "./api";
import { ageInDays, dayPath } from "./days";
import { kindText, sideKey, statusOf } from "./difference-words";
import { DifferenceStatusChip } from "./status-chips";

/** What the differences' rows read besides words and dates: today, and the finance operator's way to explain one. */
export interface DifferenceListContext extends ListContext {
  now: Date;
  mayAct: boolean;
  onExplain: (difference: Difference) => void;
}

/** The day a difference belongs to, the way into that day for keyboards and screen readers. */
export function DayLink({ day }: { day: string }) {
  const format = useFormat();
  return (
    <Link component={RouterLink} to={dayPath(day)} sx={{ fontWeight: 500, whiteSpace: "nowrap" }}>
      {format.date(day)}
    </Link>
  );
}

/** An amount one side has; the other side's is absent, and says so. */
const amountOf = (amount: number | null, currency: string, { t, format }: ListContext) =>
  amount === null ? (
    <Box component="span" sx={{ color: "text.secondary" }}>
      {t("ops.differences.absent")}
    </Box>
  ) : (
    format.money(amount, currency)
  );

const dayColumn = column<Difference, DifferenceListContext>({
  id: "day",
  header: ({ t }) => t("ops.differences.columns.day"),
  cell: (difference) => <DayLink day={difference.day} />,
  inCard: false,
  noWrap: true,
});

/** A day's differences' columns (ReconciliationDifference); the list of every day's adds the day first. */
export const dayDifferenceColumns = [
  column<Difference, DifferenceListContext>({
    id: "status",
    header: ({ t }) => t("ops.differences.columns.status"),
    cell: (difference) => <DifferenceStatusChip status={statusOf(difference)} />,
    inCard: true,
    noWrap: true,
  }),
  column<Difference, DifferenceListContext>({
    id: "source",
    header: ({ t }) => t("ops.differences.columns.source"),
    cell: (difference, { t }) => t(`ops.reconciliationSources.${difference.source}`),
    inCard: true,
    noWrap: true,
  }),
  column<Difference, DifferenceListContext>({
    id: "side",
    header: ({ t }) => t("ops.differences.columns.side"),
    cell: (difference, { t }) => t(sideKey(difference)),
    inCard: true,
  }),
  column<Difference, DifferenceListContext>({
    id: "reference",
    header: ({ t }) => t("ops.differences.columns.reference"),
    cell: (difference) => <Code>{difference.reference}</Code>,
    inCard: true,
  }),
  column<Difference, DifferenceListContext>({
    id: "kind",
    header: ({ t }) => t("ops.differences.columns.kind"),
    cell: (difference, { t }) => kindText(difference.kind, t),
    inCard: true,
    noWrap: true,
  }),
  column<Difference, DifferenceListContext>({
    id: "ledger",
    header: ({ t }) => t("ops.differences.columns.ledger"),
    cell: (difference, context) => amountOf(difference.ledgerAmount, difference.currency, context),
    inCard: true,
    numeric: true,
    noWrap: true,
  }),
  column<Difference, DifferenceListContext>({
    id: "external",
    header: ({ t }) => t("ops.differences.columns.external"),
    cell: (difference, context) => amountOf(difference.externalAmount, difference.currency, context),
    inCard: true,
    numeric: true,
    noWrap: true,
  }),
  column<Difference, DifferenceListContext>({
    id: "currency",
    header: ({ t }) => t("ops.differences.columns.currency"),
    cell: (difference) => difference.currency,
    inCard: true,
    noWrap: true,
  }),
  column<Difference, DifferenceListContext>({
    id: "age",
    header: ({ t }) => t("ops.differences.columns.age"),
    cell: (difference, { format, now }) => format.number(ageInDays(difference.detectedAt, now)),
    inCard: true,
    numeric: true,
  }),
  column<Difference, DifferenceListContext>({
    id: "explanation",
    header: ({ t, format }) => t("ops.differences.columns.explanation", { zone: format.zone }),
    cell: (difference, context) =>
      difference.explainedBy && difference.explainedAt ? (
        <Stack spacing={0.5} sx={{ minWidth: 200 }}>
          <ByAt name={difference.explainedBy.name} at={difference.explainedAt} context={context} />
          <Typography variant="body2" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {difference.note}
          </Typography>
        </Stack>
      ) : difference.resolvedAt ? (
        <Box component="span" sx={{ color: "text.secondary" }}>
          {context.t("ops.differences.resolvedAt", { at: context.format.dateTime(difference.resolvedAt) })}
        </Box>
      ) : null,
    inCard: (difference) => difference.explainedAt !== null || difference.resolvedAt !== null,
  }),
  column<Difference, DifferenceListContext>({
    id: "actions",
    header: ({ t }) => t("ops.differences.columns.actions"),
    cell: (difference, { t, mayAct, onExplain }) =>
      mayAct && statusOf(difference) === "open" ? (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onExplain(difference)}
          aria-label={t("ops.differences.explainLabel", { reference: difference.reference })}
          sx={{ whiteSpace: "nowrap" }}
        >
          {t("ops.differences.explain")}
        </Button>
      ) : null,
    inCard: (difference, { mayAct }) => mayAct && statusOf(difference) === "open",
    headerHidden: true,
    narrow: true,
  }),
];

/** Every day's differences' columns: the day first, the way into it. */
export const differenceColumns = [dayColumn, ...dayDifferenceColumns];
