import { Box, Typography } from "@mui/material";
import { type Application, requiredBulkColumns } from "@portal/contracts";
import { useScreenTranslation } from "@/lib/screen-translation";
import { TextField } from "@/components/form/text-field";
import { SectionCard } from "@/components/section-card";
import { columnLabel } from "../../bulk-messages";
import { DownloadButton } from "../download-button";

interface SampleSectionProps {
  /** The live applications: the only ones that issue invoices. */
  applications: readonly Application[];
  chosen: Application;
  onChoose: (appId: string) => void;
}

/** Step 1: which application issues the invoices, and the sample table to fill in (in the interface language). */
export function SampleSection({ applications, chosen, onChoose }: SampleSectionProps) {
  const { t } = useScreenTranslation("bulkInvoices");
  const required = requiredBulkColumns.map((column) => columnLabel(t, column)).join(", ");
  return (
    <SectionCard title={t("bulkInvoices.sample.title")} description={t("bulkInvoices.sample.text")}>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          alignItems: "center",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 22rem) auto" },
        }}
      >
        <TextField
          select
          fullWidth
          label={t("bulkInvoices.application.label")}
          helperText={t("bulkInvoices.application.helper")}
          value={chosen.id}
          onChange={(event) => onChoose(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        >
          {applications.map((app) => (
            <option key={app.id} value={app.id}>
              {app.appName}
            </option>
          ))}
        </TextField>
        <DownloadButton
          path="api/bulk/sample"
          fallbackName="bulk-invoice-sample.xlsx"
          sx={{ justifySelf: { xs: "stretch", md: "start" }, mb: { md: 3 } }}
        >
          {t("bulkInvoices.sample.download")}
        </DownloadButton>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t("bulkInvoices.sample.required", { columns: required })}
      </Typography>
    </SectionCard>
  );
}
