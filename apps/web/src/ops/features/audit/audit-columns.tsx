import { Box, Stack, Typography } from "@mui/material";
import type { OperatorAuditEntry } from "@portal/contracts";
import { column } from "../../lib/columns";
import type { Translate } from "../../lib/use-texts";

/** A value before or after the change, as compact JSON: one line, shortened when long (the CSV has it whole). */
const MAX_JSON = 300;
function compactJson(value: unknown): string {
  const text = JSON.stringify(value) ?? "";
  return text.length > MAX_JSON ? `${text.slice(0, MAX_JSON)}…` : text;
}

/** What an action changed: "Before" and "After", each where the entry has one. */
export function Change({ entry, t }: { entry: OperatorAuditEntry; t: Translate }) {
  const sides = [
    { label: t("ops.audit.before"), value: entry.before },
    { label: t("ops.audit.after"), value: entry.after },
  ].filter((side) => side.value !== null && side.value !== undefined);
  if (sides.length === 0) return null;
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 420 }}>
      {sides.map((side) => (
        <Box key={side.label}>
          <Typography component="span" variant="caption" color="text.secondary">
            {side.label}:{" "}
          </Typography>
          <Box
            component="code"
            sx={{ fontFamily: "monospace", fontSize: "0.75rem", overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}
          >
            {compactJson(side.value)}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** The audit trail's columns (OperatorAuditEntry). */
export const auditColumns = [
  column<OperatorAuditEntry>({
    id: "at",
    header: ({ t, format }) => t("ops.audit.columns.at", { zone: format.zone }),
    cell: (entry, { format }) => format.dateTime(entry.at),
    inCard: false,
    noWrap: true,
  }),
  column<OperatorAuditEntry>({
    id: "operator",
    header: ({ t }) => t("ops.audit.columns.operator"),
    cell: (entry, { t }) => entry.operatorEmail ?? t("ops.audit.noOperator"),
    inCard: true,
  }),
  column<OperatorAuditEntry>({
    id: "action",
    header: ({ t }) => t("ops.audit.columns.action"),
    cell: (entry, { t }) => t(`ops.audit.actions.${entry.action}`),
    inCard: true,
  }),
  column<OperatorAuditEntry>({
    id: "target",
    header: ({ t }) => t("ops.audit.columns.target"),
    cell: (entry) =>
      entry.targetType || entry.targetId ? (
        <Box component="span" sx={{ overflowWrap: "anywhere" }}>
          {[entry.targetType, entry.targetId].filter(Boolean).join(" ")}
        </Box>
      ) : null,
    inCard: (entry) => Boolean(entry.targetType || entry.targetId),
  }),
  column<OperatorAuditEntry>({
    id: "address",
    header: ({ t }) => t("ops.audit.columns.address"),
    cell: (entry) => entry.address,
    inCard: (entry) => entry.address !== null,
    noWrap: true,
  }),
  column<OperatorAuditEntry>({
    id: "change",
    header: ({ t }) => t("ops.audit.columns.change"),
    cell: (entry, { t }) => <Change entry={entry} t={t} />,
    inCard: (entry) => entry.before !== null || entry.after !== null,
  }),
];
