import { Box, Chip, Typography } from "@mui/material";
import type { AuditEvent, AuditOutcome } from "@portal/contracts";
import type { TFunction } from "i18next";
import { i18n } from "@/lib/i18n";
import type { Namespaces } from "@/locales";

/** What an event was done to, as the trail names them; another kind shows as the server wrote it. */
const targetTypes = [
  "user",
  "invoice",
  "transaction",
  "application",
  "payout",
  "wallet",
  "contract",
  "payButton",
  "order",
  "webhookEndpoint",
  "webhookDelivery",
] as const;
type TargetType = (typeof targetTypes)[number];
const isTargetType = (type: string): type is TargetType => (targetTypes as readonly string[]).includes(type);

const outcomeTones = { succeeded: "success", refused: "warning", failed: "error" } as const satisfies Record<
  AuditOutcome,
  string
>;

/** Succeeded, refused (a rule stopped it) or failed (the server or a provider did), coloured as the lists' statuses are. */
export function OutcomeChip({ outcome, t }: { outcome: AuditOutcome; t: TFunction }) {
  return <Chip size="small" color={outcomeTones[outcome]} label={t(`users.audit.outcomes.${outcome}`)} />;
}

export const actionText = (event: AuditEvent, t: TFunction) => t(`users.audit.actions.${event.action}`);

/** Why it was refused or failed, in words when the code is one the portal knows. */
export function reasonText(event: AuditEvent, t: TFunction): string | null {
  const code = event.errorCode;
  if (!code) return null;
  const key = `errors.${code}`;
  return i18n.exists(key) ? t(key as `errors.${keyof Namespaces["errors"]}`) : code;
}

/**
 * What it was done to: its kind, and the name of a user the screen knows, else the start of
 * its id (enough to tell two apart; the whole id on hover).
 */
export function Target({
  event,
  t,
  nameOf,
}: {
  event: AuditEvent;
  t: TFunction;
  nameOf: (id: string) => string | undefined;
}) {
  const { type, id } = event.target;
  const kind = isTargetType(type) ? t(`users.audit.targets.${type}`) : type;
  const name = id ? nameOf(id) : undefined;
  return (
    <Typography component="span" variant="body2" sx={{ overflowWrap: "anywhere" }}>
      {kind}
      {name ? (
        ` · ${name}`
      ) : id ? (
        <>
          {" · "}
          <Box
            component="span"
            title={id}
            sx={{ fontFamily: "monospace", fontSize: "0.8125rem", color: "text.secondary" }}
          >
            {id.slice(0, 8)}
          </Box>
        </>
      ) : null}
    </Typography>
  );
}
