import { Alert, Stack } from "@mui/material";
import type { BulkInvoice } from "@portal/contracts";
import { useScreenTranslation } from "@/lib/screen-translation";
import { SectionCard } from "@/components/section-card";
import { useMay } from "@/lib/permissions";
import type { DetailQuery } from "../../bulk-query";
import { BulkCounts } from "./bulk-counts";
import { ProcessPanel } from "./process-panel";
import { RowsSection } from "./rows-section";

interface BulkPreviewProps {
  bulk: BulkInvoice;
  query: DetailQuery;
  onChange: (query: DetailQuery) => void;
}

/** An upload checked and waiting (`uploaded`): how many rows are ready, each row with its problems, and the go-ahead. */
export function BulkPreview({ bulk, query, onChange }: BulkPreviewProps) {
  const { t } = useScreenTranslation("bulkInvoices");
  const mayProcess = useMay("bulkUpload");
  let note;
  if (bulk.validRows === 0) note = <Alert severity="error">{t("bulkInvoices.preview.noneReady")}</Alert>;
  else if (bulk.invalidRows > 0) note = <Alert severity="warning">{t("bulkInvoices.preview.someInvalid")}</Alert>;
  else note = <Alert severity="success">{t("bulkInvoices.preview.allReady")}</Alert>;

  return (
    <Stack spacing={3}>
      <SectionCard title={t("bulkInvoices.preview.title")}>
        <BulkCounts
          counts={[
            { label: t("bulkInvoices.counts.totalRows"), value: bulk.totalRows },
            { label: t("bulkInvoices.counts.validRows"), value: bulk.validRows, tone: "success" },
            { label: t("bulkInvoices.counts.invalidRows"), value: bulk.invalidRows, tone: "error" },
          ]}
        />
        {note}
      </SectionCard>
      <RowsSection
        bulk={bulk}
        title={t("bulkInvoices.rows.title")}
        tabs={[
          { tab: "all", count: bulk.totalRows },
          { tab: "invalid", count: bulk.invalidRows },
        ]}
        query={query}
        onChange={onChange}
      />
      {mayProcess && <ProcessPanel bulk={bulk} />}
    </Stack>
  );
}
