import { Skeleton, Stack } from "@mui/material";
import { subscriptionTypes } from "@portal/contracts";
import { useSettingsTranslation } from "../../use-settings-translation";
import { LoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-error";
import { useSubscriptionsQuery } from "../../api";
import { ConnectionCard } from "./connection-card";

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
          {subscriptionTypes.map((type) => (
            <ConnectionCard
              key={type}
              type={type}
              subscription={data.content.find((subscription) => subscription.subscriptionType === type)}
              live={type === "telegram" ? data.telegramBot !== null : data.whatsappLive}
              telegramBot={data.telegramBot}
              onNotice={onNotice}
            />
          ))}
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
