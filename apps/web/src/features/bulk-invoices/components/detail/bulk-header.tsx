import { Stack, Typography } from "@mui/material";
import type { BulkInvoice } from "@portal/contracts";
import { useScreenTranslation } from "@/lib/screen-translation";
import { useFormat } from "@/lib/format";
import { BulkStatusChip } from "../bulk-status-chip";

/** An upload's head: its file as the page's `h1`, its status, the application and who uploaded it when. */
export function BulkHeader({ bulk }: { bulk: BulkInvoice }) {
  const { t } = useScreenTranslation("bulkInvoices");
  const { formatDateTimeInZone } = useFormat();
  return (
    <Stack spacing={0.5} sx={{ mb: 3, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {t("bulkInvoices.detail.caption")}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontSize: { xs: "1.5rem", sm: "2.125rem" }, overflowWrap: "anywhere" }}
        >
          {bulk.fileName}
        </Typography>
        <BulkStatusChip status={bulk.status} size="medium" />
      </Stack>
      <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {t("bulkInvoices.detail.uploaded", {
          appName: bulk.appName,
          name: bulk.createdBy,
          date: formatDateTimeInZone(bulk.createdAt),
        })}
      </Typography>
    </Stack>
  );
}
