import Refresh from "@mui/icons-material/Refresh";
import type { MessageDelivery } from "@portal/contracts";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { useSettingsTranslation } from "../../use-settings-translation";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { RowsTable } from "@/components/rows-table";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useProfileDeliveriesQuery } from "../../api";
import { Channel, deliveryColumns, DeliveryStatusChip } from "./delivery-columns";

/** The channels whose newest message failed: the user may be missing codes or links there, and is told why. */
export function brokenChannels(deliveries: readonly MessageDelivery[]): MessageDelivery[] {
  const newest = new Map<MessageDelivery["channel"], MessageDelivery>();
  for (const delivery of deliveries) if (!newest.has(delivery.channel)) newest.set(delivery.channel, delivery);
  return [...newest.values()].filter((delivery) => delivery.status === "failed");
}

/**
 * The newest SMS and e-mails sent to the user's phone and address, and how their delivery
 * went (never what they said): read afresh on each visit, and on request.
 */
export function DeliveriesSection() {
  const { t } = useSettingsTranslation();
  const { formatDateTime, inZone } = useFormat();
  const deliveries = useProfileDeliveriesQuery();
  const context = { t, formatDateTime: (instant: string) => formatDateTime(instant), inZone };
  const title = t("settings.deliveries.title");

  const content = () => {
    const { data, error, isLoading, isFetching, refetch } = deliveries;
    if (isLoading) return <ListSkeleton label={t("settings.deliveries.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0)
      return <Typography color="text.secondary">{t("settings.deliveries.empty")}</Typography>;
    return (
      <>
        {brokenChannels(data.content).map((delivery) => (
          <Alert key={delivery.channel} severity="warning">
            {t(`settings.deliveries.broken.${delivery.channel}`)}
            {delivery.lastError && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t("settings.deliveries.error", { error: delivery.lastError })}
              </Typography>
            )}
          </Alert>
        ))}
        <RefreshingRows refreshing={isFetching} label={t("settings.deliveries.updating")}>
          <RowsTable
            rows={data.content}
            columns={deliveryColumns}
            context={context}
            label={title}
            rowKey={(delivery) => delivery.id}
            cardHead={(delivery) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
                <Channel delivery={delivery} t={t} strong />
                <DeliveryStatusChip delivery={delivery} t={t} />
              </Stack>
            )}
            cardsBelow="md"
            size="small"
          />
        </RefreshingRows>
      </>
    );
  };

  return (
    <SectionCard title={title} description={t("settings.deliveries.description")}>
      <Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<Refresh aria-hidden />}
          onClick={() => void deliveries.refetch()}
          disabled={deliveries.isFetching}
        >
          {t("settings.deliveries.refresh")}
        </Button>
      </Box>
      {content()}
    </SectionCard>
  );
}
