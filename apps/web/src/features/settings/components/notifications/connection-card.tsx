import { Chip, Paper, Stack, Typography } from "@mui/material";
import type { Subscription, SubscriptionType } from "@portal/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { type SettingsT, useSettingsTranslation } from "../../use-settings-translation";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useDeleteSubscriptionMutation, useSubscriptionsQuery } from "../../api";
import { ConnectFlow } from "./connect-flow";
import { type ConnectionPhase, connectionPhase, LINK_POLL_MS, usePassed } from "./connection-phase";
import { ConnectionActions } from "./connection-actions";
import { ConnectionDetails, SandboxNote } from "./connection-details";
import { messengerNames } from "./messenger-names";
import { PreferencesForm } from "./preferences-form";

interface ConnectionCardProps {
  type: SubscriptionType;
  subscription: Subscription | undefined;
  /** Whether messages really leave (a bot is set up, WhatsApp is live), or stay in the sandbox outbox. */
  live: boolean;
  /** The bot's @name; null in the sandbox. */
  telegramBot: string | null;
  onNotice: (notice: string) => void;
}

const phaseColor = {
  connected: "success",
  awaitingLink: "warning",
  awaitingCode: "warning",
  notConnected: "default",
} as const;

function PhaseChip({ phase, t }: { phase: ConnectionPhase; t: SettingsT }) {
  const color = phaseColor[phase];
  return (
    <Chip
      size="small"
      color={color}
      variant={color === "default" ? "outlined" : "filled"}
      label={t(`settings.notifications.status.${phase}`)}
    />
  );
}

/**
 * One messenger: where its connection stands and why messages may not arrive, then either the
 * way to connect it or, once connected, what it tells about and its test and disconnect.
 */
export function ConnectionCard({ type, subscription, live, telegramBot, onNotice }: ConnectionCardProps) {
  const { t } = useSettingsTranslation();
  const nameId = useId();
  const name = messengerNames[type];
  const lapsed = usePassed(subscription?.status === "pending" ? subscription.expiresAt : null);
  const phase = connectionPhase(subscription, lapsed);
  // The bot, not this page, completes a link: the list is read again until it has, or the link lapses.
  useSubscriptionsQuery(undefined, { pollingInterval: phase === "awaitingLink" ? LINK_POLL_MS : 0 });

  // Connected by the bot while the user was in Telegram, or by the code: said once, wherever the focus is.
  const previousPhase = useRef(phase);
  useEffect(() => {
    if (
      phase === "connected" &&
      (previousPhase.current === "awaitingLink" || previousPhase.current === "awaitingCode")
    ) {
      onNotice(t("settings.notifications.connected", { type: name }));
    }
    previousPhase.current = phase;
  }, [phase, name, onNotice, t]);

  // The disconnect dialog lives here, not with the buttons that vanish with the connection, and keeps
  // the address it names: it fades out after the connection has gone.
  const [dialog, setDialog] = useState({ open: false, address: "" });
  const disconnected = useRef(false);
  const cardRef = useRef<HTMLLIElement>(null);
  const [disconnect] = useDeleteSubscriptionMutation();

  return (
    <Paper
      component="li"
      ref={cardRef}
      tabIndex={-1}
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ p: { xs: 1.5, sm: 2 }, "&:focus": { outline: "none" } }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
          <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: "fontWeightBold" }}>
            {name}
          </Typography>
          <PhaseChip phase={phase} t={t} />
        </Stack>
        {subscription && phase !== "notConnected" && <ConnectionDetails subscription={subscription} phase={phase} />}
        {!live && <SandboxNote type={type} />}
        {phase === "connected" ? (
          // Always there when connected; the check is for the type.
          subscription && (
            <>
              <PreferencesForm subscription={subscription} name={name} onSaved={onNotice} />
              <ConnectionActions
                type={type}
                name={name}
                nameId={nameId}
                onNotice={onNotice}
                onDisconnect={() => setDialog({ open: true, address: subscription.address ?? name })}
              />
            </>
          )
        ) : (
          <ConnectFlow type={type} subscription={subscription} phase={phase} telegramBot={telegramBot} />
        )}
      </Stack>
      <ConfirmDialog
        open={dialog.open}
        onClose={() => setDialog((shown) => ({ ...shown, open: false }))}
        onExited={() => {
          // The Disconnect button went with the connection: focus goes to the card, not lost to the page.
          if (disconnected.current) cardRef.current?.focus();
          disconnected.current = false;
        }}
        title={t("settings.notifications.disconnect.title", { type: name })}
        text={t("settings.notifications.disconnect.text", { address: dialog.address })}
        confirmLabel={t("settings.notifications.disconnect.confirm")}
        onConfirm={() => disconnect(type).unwrap()}
        onDone={() => {
          disconnected.current = true;
          onNotice(t("settings.notifications.disconnect.done", { type: name }));
        }}
      />
    </Paper>
  );
}
