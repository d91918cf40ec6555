import { Stack, Typography } from "@mui/material";
import { OTP_RESEND_SECONDS, type Subscription, type SubscriptionType, type SubscribeRequest } from "@portal/contracts";
import { useState } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { CodeStep } from "@/components/code-step";
import { useConfirmSubscriptionMutation, useDeleteSubscriptionMutation, useSubscribeMutation } from "../../api";
import { onApiHost } from "./api-host";
import { ConnectForm } from "./connect-form";
import type { ConnectionPhase } from "./connection-phase";
import { LinkWaiting } from "./link-waiting";

interface ConnectFlowProps {
  type: SubscriptionType;
  subscription: Subscription | undefined;
  phase: Exclude<ConnectionPhase, "connected">;
  telegramBot: string | null;
}

/**
 * Connecting a messenger: Telegram by a link to the bot (the bot completes it) or by the
 * user's Telegram ID and a code; WhatsApp by a code sent to the number. A code sent before
 * the page was reloaded cannot be sent again from here (only its masked address is known):
 * the form asks for it again.
 */
export function ConnectFlow({ type, subscription, phase, telegramBot }: ConnectFlowProps) {
  const { t } = useSettingsTranslation();
  // The request that sent the code of this visit: a resend repeats it.
  const [codeRequest, setCodeRequest] = useState<SubscribeRequest | null>(null);
  // Only the answer to `POST api/subscribe` carries the link; kept to open it again.
  const [connectUrl, setConnectUrl] = useState<string | null>(null);
  const [subscribe] = useSubscribeMutation();
  const [confirm] = useConfirmSubscriptionMutation();
  const [cancel] = useDeleteSubscriptionMutation();

  /** Rejects with the failed call's error, for the form to show. */
  const start = async (request: SubscribeRequest) => {
    const answer = await subscribe(request).unwrap();
    if (answer.connectUrl) {
      const url = onApiHost(answer.connectUrl);
      setConnectUrl(url);
      // A blocked pop-up loses nothing: the waiting step links to the bot too.
      window.open(url, "_blank", "noopener");
    } else {
      setCodeRequest(request);
    }
  };

  if (codeRequest) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <CodeStep
          phoneHint={subscription?.address ?? undefined}
          // The answer does not say when a new code may go: the usual wait, which the server's `retryAfter` corrects.
          resendIn={OTP_RESEND_SECONDS}
          onConfirm={(otp) => confirm({ subscriptionType: type, code: otp }).unwrap()}
          onResend={() =>
            subscribe(codeRequest)
              .unwrap()
              .then(() => ({ resendIn: OTP_RESEND_SECONDS }))
          }
          onBack={() => setCodeRequest(null)}
          headingLevel="h3"
        />
        {/* The step's own texts speak of a phone: this says which chat the code is in. */}
        <Typography variant="body2" color="text.secondary">
          {t(`settings.notifications.code.where.${type}`)}
        </Typography>
      </Stack>
    );
  }

  if (phase === "awaitingLink") {
    return (
      <LinkWaiting
        connectUrl={connectUrl}
        expiresAt={subscription?.expiresAt ?? null}
        onNewLink={() => start({ subscriptionType: type })}
        onCancel={async () => {
          await cancel(type).unwrap();
          setConnectUrl(null);
        }}
      />
    );
  }

  // Back here with a connection still pending: a code sent before the page was reloaded, or a link or code that lapsed.
  const notice =
    subscription?.status !== "pending"
      ? null
      : phase === "awaitingCode"
        ? t("settings.notifications.code.sentBefore", { address: subscription.address ?? "" })
        : t("settings.notifications.lapsed");
  return <ConnectForm type={type} telegramBot={telegramBot} notice={notice} onStart={start} />;
}
