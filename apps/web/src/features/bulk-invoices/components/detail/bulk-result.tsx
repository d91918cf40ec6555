import { Alert, Stack, Typography } from "@mui/material";
import type { BulkInvoice } from "@portal/contracts";
import { useScreenTranslation } from "@/lib/screen-translation";
import { SectionCard } from "@/components/section-card";
import { useFormat } from "@/lib/format";
import type { DetailQuery } from "../../bulk-query";
import { DownloadButton } from "../download-button";
import { BulkCounts, type Count } from "./bulk-counts";
import { CreatedInvoices } from "./created-invoices";
import { RowsSection, type RowsTab } from "./rows-section";

interface BulkResultProps {
  bulk: BulkInvoice;
  query: DetailQuery;
  onChange: (query: DetailQuery) => void;
}

/** An upload processed (`done`, or `failed` when no invoice could be made): the figures, the result file, the rows without an invoice and the invoices made. */
export function BulkResult({ bulk, query, onChange }: BulkResultProps) {
  const { t } = useScreenTranslation("bulkInvoices");
  const { formatDateTimeInZone } = useFormat();
  const counts: Count[] = [
    { label: t("bulkInvoices.counts.createdRows"), value: bulk.createdRows, tone: "success" },
    { label: t("bulkInvoices.counts.failedRows"), value: bulk.failedRows, tone: "error" },
    { label: t("bulkInvoices.counts.sentRows"), value: bulk.sentRows },
  ];
  if (bulk.invalidRows > 0)
    counts.push({ label: t("bulkInvoices.counts.invalidRows"), value: bulk.invalidRows, tone: "error" });
  const problems: { tab: RowsTab; count: number }[] = [
    { tab: "failed" as const, count: bulk.failedRows },
    { tab: "invalid" as const, count: bulk.invalidRows },
  ].filter(({ count }) => count > 0);

  return (
    <Stack spacing={3}>
      <SectionCard title={t("bulkInvoices.result.title")}>
        {bulk.status === "failed" && <Alert severity="error">{t("bulkInvoices.result.failed")}</Alert>}
        <BulkCounts counts={counts} />
        {bulk.finishedAt && (
          <Typography variant="body2" color="text.secondary">
            {t("bulkInvoices.result.finished", { date: formatDateTimeInZone(bulk.finishedAt) })}
          </Typography>
        )}
        <DownloadButton
          path={`api/bulk/result/${encodeURIComponent(bulk.id)}`}
          fallbackName={`${bulk.fileName.replace(/\.xlsx?$/i, "")}-result.xlsx`}
          variant="contained"
          sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
        >
          {t("bulkInvoices.result.download")}
        </DownloadButton>
      </SectionCard>
      {problems.length > 0 && (
        <RowsSection
          bulk={bulk}
          title={t("bulkInvoices.result.problems")}
          description={t("bulkInvoices.result.problemsText")}
          tabs={problems}
          query={query}
          onChange={onChange}
        />
      )}
      {bulk.createdRows > 0 && <CreatedInvoices bulk={bulk} query={query} onChange={onChange} />}
    </Stack>
  );
}
