import Refresh from "@mui/icons-material/Refresh";
import { Box, Button, Stack, Typography } from "@mui/material";
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

/**
 * The newest SMS and e-mails sent to the user's phone and address, and how their delivery
 * went (never what they said): read afresh on each visit, and on request.
 */
export function DeliveriesSection() {
  const { t } = useSettingsTranslation();
  const { formatDateTime } = useFormat();
  const deliveries = useProfileDeliveriesQuery();
  const context = { t, formatDateTime: (instant: string) => formatDateTime(instant) };
  const title = t("settings.deliveries.title");

  const content = () => {
    const { data, error, isLoading, isFetching, refetch } = deliveries;
    if (isLoading) return <ListSkeleton label={t("settings.deliveries.loading")} />;
    if (error || !data) return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.content.length === 0) return <Typography color="text.secondary">{t("settings.deliveries.empty")}</Typography>;
    return (
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
    );
  };

  return (
    <SectionCard title={title} description={t("settings.deliveries.description")}>
      <Box>
        <Button variant="outlined" size="small" startIcon={<Refresh aria-hidden />} onClick={() => void deliveries.refetch()} disabled={deliveries.isFetching}>
          {t("settings.deliveries.refresh")}
        </Button>
      </Box>
      {content()}
    </SectionCard>
  );
}
