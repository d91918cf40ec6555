import Download from "@mui/icons-material/Download";
import OpenInNew from "@mui/icons-material/OpenInNew";
import { Box, Button, Stack } from "@mui/material";
import { SectionCard } from "@/components/section-card";
import { LoadFailure, Loading } from "../../components/load-state";
import type { OpsKey } from "../../lib/i18n";
import { useTexts } from "../../lib/use-texts";
import { type ContractFile, useContractFileQuery } from "./api";

const words: Record<ContractFile, { title: OpsKey; text: OpsKey; viewer: OpsKey; loadFailed: OpsKey }> = {
  uploaded: {
    title: "ops.contract.uploadedTitle",
    text: "ops.contract.uploadedText",
    viewer: "ops.contract.uploadedViewer",
    loadFailed: "ops.contract.uploadedFailed",
  },
  generated: {
    title: "ops.contract.generatedTitle",
    text: "ops.contract.generatedText",
    viewer: "ops.contract.generatedViewer",
    loadFailed: "ops.contract.generatedFailed",
  },
};

/** One of the two PDFs in a viewer, with a new tab (phones often show no PDF inside a page) and a download. */
export function ContractFileViewer({ appId, file, fileName }: { appId: string; file: ContractFile; fileName: string }) {
  const { t } = useTexts();
  const pdf = useContractFileQuery({ appId, file });
  const { title, text, viewer, loadFailed } = words[file];

  return (
    <SectionCard title={t(title)} description={t(text)}>
      {pdf.isError ? (
        <LoadFailure
          message={t(loadFailed)}
          error={pdf.error}
          onRetry={() => void pdf.refetch()}
          retrying={pdf.isFetching}
        />
      ) : !pdf.data ? (
        <Loading label={t("ops.contract.fileLoading")} />
      ) : (
        <Stack spacing={1.5}>
          <Box
            component="iframe"
            title={t(viewer)}
            src={pdf.data}
            sx={{
              width: "100%",
              height: { xs: "60vh", md: "75vh" },
              minHeight: 360,
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
            }}
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            <Button
              component="a"
              href={pdf.data}
              target="_blank"
              rel="noopener"
              variant="outlined"
              color="secondary"
              startIcon={<OpenInNew />}
            >
              {t("ops.contract.openInNewTab")}
            </Button>
            <Button
              component="a"
              href={pdf.data}
              download={fileName}
              variant="outlined"
              color="secondary"
              startIcon={<Download />}
            >
              {t("ops.contract.download")}
            </Button>
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
