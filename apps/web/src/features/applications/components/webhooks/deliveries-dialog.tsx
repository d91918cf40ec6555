import Close from "@mui/icons-material/Close";
import Refresh from "@mui/icons-material/Refresh";
import {
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material/styles";
import { type WebhookEndpoint, webhookDeliveryStatuses } from "@portal/contracts";
import { useState } from "react";
import { TextField } from "@/components/form/text-field";
import { ListSkeleton } from "@/components/list/list-skeleton";
import { PagePager } from "@/components/list/page-pager";
import { RefreshingRows } from "@/components/list/refreshing-rows";
import { LoadError } from "@/components/load-error";
import { RowsTable } from "@/components/rows-table";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useWebhookDeliveriesQuery, type WebhookDeliveryStatus } from "../../webhooks-api";
import { type DeliveryContext, deliveryColumns, DeliveryStatusChip, EventCell } from "./delivery-columns";
import { DeliveryDetailDialog } from "./delivery-detail-dialog";
import { useWebhooksTranslation } from "./webhook-texts";

const isDeliveryStatus = (value: string): value is WebhookDeliveryStatus =>
  (webhookDeliveryStatuses as readonly string[]).includes(value);

/**
 * An endpoint's delivery log, newest first, ten a page, of one status or all: read afresh at
 * each opening and on Refresh. A row opens the delivery, its payload and the receiver's answer.
 * The page and filter live here, not in the address: the log belongs to a dialog of the screen.
 */
export function DeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const { t } = useWebhooksTranslation();
  const { formatDateTime, formatNumber, inZone } = useFormat();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<WebhookDeliveryStatus | undefined>();
  const [opened, setOpened] = useState<string | null>(null);
  const deliveries = useWebhookDeliveriesQuery(
    { endpointId: endpoint.id, page, status },
    { refetchOnMountOrArgChange: true },
  );
  const label = t("webhooks.log.label", { url: endpoint.url });
  const context: DeliveryContext = {
    t,
    formatDateTime: (instant) => formatDateTime(instant),
    inZone,
    formatNumber: (value) => formatNumber(value),
    onOpen: (delivery) => setOpened(delivery.id),
  };

  const content = () => {
    const { data, error, isLoading, isFetching, refetch } = deliveries;
    if (isLoading) return <ListSkeleton label={t("webhooks.log.loading")} />;
    if (error || !data)
      return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;
    if (data.totalElements === 0) {
      return (
        <Typography color="text.secondary">
          {status ? t("webhooks.log.emptyFiltered") : t("webhooks.log.empty")}
        </Typography>
      );
    }
    return (
      <>
        <RefreshingRows refreshing={isFetching} label={t("webhooks.log.updating")}>
          <RowsTable
            rows={data.content}
            columns={deliveryColumns}
            context={context}
            label={label}
            rowKey={(delivery) => delivery.id}
            onOpen={context.onOpen}
            cardHead={(delivery) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", justifyContent: "space-between" }}>
                <EventCell delivery={delivery} context={context} />
                <DeliveryStatusChip status={delivery.status} t={t} />
              </Stack>
            )}
            cardsBelow="md"
            size="small"
          />
        </RefreshingRows>
        <PagePager data={data} onPage={setPage} />
      </>
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone}>
      <DialogTitle sx={{ pr: 7 }}>
        {t("webhooks.log.title")}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: "block", fontFamily: "monospace", overflowWrap: "anywhere" }}
        >
          {endpoint.url}
        </Typography>
      </DialogTitle>
      <IconButton aria-label={t("webhooks.close")} onClick={onClose} sx={{ position: "absolute", right: 12, top: 12 }}>
        <Close />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1.5 }}>
            <TextField
              select
              size="small"
              label={t("common.filters.status")}
              value={status ?? ""}
              onChange={(event) => {
                const value = event.target.value;
                setStatus(isDeliveryStatus(value) ? value : undefined);
                setPage(0);
              }}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ minWidth: 200 }}
            >
              <option value="">{t("common.filters.allStatuses")}</option>
              {webhookDeliveryStatuses.map((each) => (
                <option key={each} value={each}>
                  {t(`webhooks.log.status.${each}`)}
                </option>
              ))}
            </TextField>
            <Button
              variant="outlined"
              size="small"
              startIcon={<Refresh aria-hidden />}
              onClick={() => void deliveries.refetch()}
              disabled={deliveries.isFetching}
            >
              {t("webhooks.log.refresh")}
            </Button>
          </Stack>
          {content()}
        </Stack>
      </DialogContent>
      {opened && (
        <DeliveryDetailDialog
          deliveryId={opened}
          endpointActive={endpoint.status === "active"}
          onClose={() => setOpened(null)}
        />
      )}
    </Dialog>
  );
}
