import { Stack, Typography } from "@mui/material";
import type { AuditEvent } from "@portal/contracts";
import type { TFunction } from "i18next";
import type { Column } from "@/components/rows-table";
import { actionText, OutcomeChip, reasonText, Target } from "./audit-event-parts";

interface AuditCellContext {
  t: TFunction;
  formatDateTime: (instant: string) => string;
  /** A heading over times, saying their clock: "Date (Baku, GMT+4)" (DESIGN §3). */
  inZone: (text: string) => string;
  /** A user's name by id, for the users the screen knows. */
  nameOf: (id: string) => string | undefined;
}

/** How it ended, and why when it did not succeed. */
function Outcome({ event, t }: { event: AuditEvent; t: TFunction }) {
  const reason = reasonText(event, t);
  return (
    <Stack spacing={0.5} sx={{ alignItems: "flex-start", minWidth: 0 }}>
      <OutcomeChip outcome={event.outcome} t={t} />
      {reason && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {reason}
        </Typography>
      )}
    </Stack>
  );
}

/** The trail's columns; the action and how it ended head a phone's card. */
export const auditColumns: Column<AuditEvent, AuditCellContext>[] = [
  {
    id: "at",
    header: (t, { inZone }) => inZone(t("users.audit.columns.at")),
    cell: (event, { formatDateTime }) => formatDateTime(event.at),
    inCard: true,
    noWrap: true,
  },
  {
    id: "actor",
    header: (t) => t("users.audit.columns.actor"),
    cell: (event) => (
      <Typography component="span" variant="body2" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
        {event.actor.fullName}
      </Typography>
    ),
    inCard: true,
  },
  {
    id: "action",
    header: (t) => t("users.audit.columns.action"),
    cell: (event, { t }) => actionText(event, t),
    inCard: false,
  },
  {
    id: "target",
    header: (t) => t("users.audit.columns.target"),
    cell: (event, { t, nameOf }) => <Target event={event} t={t} nameOf={nameOf} />,
    inCard: true,
  },
  {
    id: "outcome",
    header: (t) => t("users.audit.columns.outcome"),
    cell: (event, { t }) => <Outcome event={event} t={t} />,
    inCard: false,
  },
  {
    // In the table the outcome column says why; a card's head has only the chip.
    id: "reason",
    header: (t) => t("users.audit.columns.reason"),
    cell: (event, { t }) => reasonText(event, t),
    inCard: (event) => event.errorCode !== null,
    inTable: false,
  },
];
