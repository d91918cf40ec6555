import { LinearProgress, Stack, Typography } from "@mui/material";
import type { BulkInvoice } from "@portal/contracts";
import { useScreenTranslation } from "@/lib/screen-translation";
import { SectionCard } from "@/components/section-card";
import { useFormat } from "@/lib/format";
import { progressOf } from "../../bulk-progress";

/**
 * A job makes the invoices (`processing`): how far it is, as the screen's polling finds it.
 * The job runs on the server, so the user may leave and come back to the same address.
 */
export function BulkProcessing({ bulk }: { bulk: BulkInvoice }) {
  const { t } = useScreenTranslation("bulkInvoices");
  const { formatNumber } = useFormat();
  const { done, total, percent } = progressOf(bulk);
  const text = t("bulkInvoices.processing.progress", {
    done: formatNumber(done),
    total: formatNumber(total),
    failed: formatNumber(bulk.failedRows),
    sent: formatNumber(bulk.sentRows),
  });
  return (
    <SectionCard title={t("bulkInvoices.processing.title")} description={t("bulkInvoices.processing.leave")}>
      <Stack spacing={1}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t("bulkInvoices.processing.label")}
          aria-valuetext={text}
          sx={{ height: 10, borderRadius: 5 }}
        />
        {/* Not a live region: read out every 1.5 s it would drown everything else. */}
        <Typography variant="body2">{text}</Typography>
      </Stack>
    </SectionCard>
  );
}
