import { Paper, Skeleton, Stack, Typography } from "@mui/material";
import { type SubscriptionType, subscriptionTypes } from "@portal/contracts";
import { useId } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { LoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-error";
import { useSubscriptionsQuery } from "../../api";
import { ConnectionCard } from "./connection-card";
import { messengerNames } from "./messenger-names";

/** A messenger this site does not offer: named, and said so, with nothing to connect. */
function NotOfferedCard({ type }: { type: SubscriptionType }) {
  const { t } = useSettingsTranslation();
  const headingId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {messengerNames[type]}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("settings.notifications.notOffered", { messenger: messengerNames[type] })}
      </Typography>
    </Paper>
  );
}

/** Payment notifications (SPEC §2 Settings): one card per messenger, connected or not. */
export function NotificationsSection({ onNotice }: { onNotice: (notice: string) => void }) {
  const { t } = useSettingsTranslation();
  const subscriptions = useSubscriptionsQuery();
  const title = t("settings.notifications.title");

  const content = () => {
    const { data, error, isFetching, refetch } = subscriptions;
    if (data) {
      return (
        <Stack component="ul" aria-label={title} spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {subscriptionTypes.map((type) => {
            const subscription = data.content.find((s) => s.subscriptionType === type);
            // A messenger this site does not offer (live mode without it configured) cannot be connected.
            if (!data.offered.includes(type) && !subscription) return <NotOfferedCard key={type} type={type} />;
            return (
              <ConnectionCard
                key={type}
                type={type}
                subscription={subscription}
                live={type === "telegram" ? data.telegramBot !== null : data.whatsappLive}
                telegramBot={data.telegramBot}
                onNotice={onNotice}
              />
            );
          })}
        </Stack>
      );
    }
    if (error) return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={t("settings.notifications.loading")}>
        {subscriptionTypes.map((type) => (
          <Skeleton key={type} variant="rounded" height={120} />
        ))}
      </Stack>
    );
  };

  return (
    <SectionCard title={title} description={t("settings.notifications.description")}>
      {content()}
    </SectionCard>
  );
}
