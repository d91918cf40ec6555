import { Chip, Link, Typography } from "@mui/material";
import type { ApiLogEntry } from "@portal/contracts";
import type { Column } from "@/components/rows-table";
import type { ApiLogT } from "./api-log-texts";

export interface ApiLogContext {
  t: ApiLogT;
  /** To the second: a client's retries come within one minute. */
  formatTime: (instant: string) => string;
  /** A heading over times, saying their clock: "Time (Baku, GMT+4)" (DESIGN §3). */
  inZone: (text: string) => string;
  formatNumber: (value: number) => string;
  /** Opens the call's detail: both bodies. */
  onOpen: (entry: ApiLogEntry) => void;
}

/** Done, refused for something in the call, or failed on our side; anything else (a redirect) has no colour. */
const colourOf = (status: number) =>
  status >= 200 && status < 300
    ? "success"
    : status >= 400 && status < 500
      ? "warning"
      : status >= 500
        ? "error"
        : "default";

export function HttpStatusChip({ status }: { status: number }) {
  const colour = colourOf(status);
  return <Chip size="small" color={colour} variant={colour === "default" ? "outlined" : "filled"} label={status} />;
}

/** The call's time: the way into its detail for keyboards and screen readers. */
export function TimeCell({ entry, context: { formatTime, onOpen } }: { entry: ApiLogEntry; context: ApiLogContext }) {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => onOpen(entry)}
      sx={{ textAlign: "left", fontWeight: "fontWeightMedium", whiteSpace: "nowrap" }}
    >
      {formatTime(entry.at)}
    </Link>
  );
}

/** What was called, as the developer wrote it: `POST /api/v1/orders`. */
export function CallText({ entry, variant = "body2" }: { entry: ApiLogEntry; variant?: "body2" | "inherit" }) {
  return (
    <Typography component="span" variant={variant} sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
      {entry.method} {entry.path}
    </Typography>
  );
}

const code = (text: string) => (
  <Typography component="span" variant="body2" sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
    {text}
  </Typography>
);

/** The log's columns; on a phone the time, the call and its status head the card. */
export const apiLogColumns: Column<ApiLogEntry, ApiLogContext>[] = [
  {
    id: "time",
    header: (_t, { t, inZone }) => inZone(t("apiLog.columns.time")),
    cell: (entry, context) => <TimeCell entry={entry} context={context} />,
    inCard: false,
    noWrap: true,
  },
  {
    id: "method",
    header: (_t, { t }) => t("apiLog.columns.method"),
    cell: (entry) => code(entry.method),
    inCard: false,
    narrow: true,
  },
  {
    id: "path",
    header: (_t, { t }) => t("apiLog.columns.path"),
    cell: (entry) => code(entry.path),
    inCard: false,
  },
  {
    id: "status",
    header: (_t, { t }) => t("apiLog.columns.status"),
    cell: (entry) => <HttpStatusChip status={entry.status} />,
    inCard: false,
    narrow: true,
  },
  {
    id: "duration",
    header: (_t, { t }) => t("apiLog.columns.duration"),
    cell: ({ durationMs }, { t, formatNumber }) => t("apiLog.durationMs", { duration: formatNumber(durationMs) }),
    inCard: true,
    numeric: true,
    noWrap: true,
  },
  {
    id: "requestId",
    header: (_t, { t }) => t("apiLog.columns.requestId"),
    cell: ({ requestId }) => (
      <Typography component="span" variant="caption" sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
        {requestId}
      </Typography>
    ),
    inCard: true,
    // A UUID read in one piece; on a phone's card it may wrap.
    noWrap: true,
  },
];
