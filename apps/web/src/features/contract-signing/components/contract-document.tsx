import Download from "@mui/icons-material/Download";
import OpenInNew from "@mui/icons-material/OpenInNew";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from "@mui/material";
import type { Application } from "@portal/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { pdfFileName, saveObjectUrl } from "@/lib/save-file";
import { useContractPdfQuery, useDownloadContractMutation } from "../api";

interface ContractDocumentProps {
  application: Application;
  signed: boolean;
}

/** Saves the contract (the PDF in the interface language) as a file: here, and as the first step on paper. */
export function useSaveContract(application: Application) {
  const [download, downloading] = useDownloadContractMutation();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const save = async () => {
    setDownloadError(null);
    try {
      const url = await download({ accountType: application.accountType, appId: application.id }).unwrap();
      saveObjectUrl(url, pdfFileName("contract", application.appName));
    } catch (error) {
      setDownloadError(errorMessage(error));
    }
  };
  return { save, downloading: downloading.isLoading, downloadError };
}

/** The contract as a PDF in the interface language: shown in the page, or downloaded. */
export function ContractDocument({ application, signed }: ContractDocumentProps) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const titleId = useId();
  const viewerId = useId();
  const [open, setOpen] = useState(false);
  const { save, downloading, downloadError } = useSaveContract(application);
  const pdf = useContractPdfQuery(
    { accountType: application.accountType, appId: application.id, language, signed },
    { skip: !open },
  );

  const viewerTitle = t("contract.document.viewer", { appName: application.appName });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {t("contract.document.title")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={open ? <VisibilityOff /> : <Visibility />}
          aria-expanded={open}
          aria-controls={viewerId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? t("contract.document.hide") : t("contract.document.view")}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={downloading ? <CircularProgress size={20} color="inherit" aria-hidden /> : <Download />}
          disabled={downloading}
          aria-busy={downloading}
          onClick={() => void save()}
        >
          {t("contract.document.download")}
        </Button>
      </Stack>
      {downloadError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {downloadError}
        </Alert>
      )}
      <Box id={viewerId} hidden={!open} sx={{ mt: open ? 2 : 0 }}>
        {open && pdf.isFetching && !pdf.currentData && (
          <Stack sx={{ alignItems: "center", py: 4 }}>
            <CircularProgress aria-label={t("contract.document.loading")} />
          </Stack>
        )}
        {open && pdf.isError && <Alert severity="error">{errorMessage(pdf.error)}</Alert>}
        {open && pdf.currentData && (
          <Stack spacing={1}>
            <Box
              component="iframe"
              title={viewerTitle}
              src={pdf.currentData}
              sx={{
                width: "100%",
                height: { xs: "70vh", md: "80vh" },
                minHeight: 360,
                border: 1,
                borderColor: "divider",
                borderRadius: 1,
              }}
            />
            {/* Phones often cannot show a PDF inside a page; their own viewer can. */}
            <Link
              href={pdf.currentData}
              target="_blank"
              rel="noopener"
              sx={{ alignSelf: "flex-start", display: "inline-flex", alignItems: "center", gap: 0.5 }}
            >
              {t("contract.document.openInNewTab")}
              <OpenInNew fontSize="small" aria-hidden />
            </Link>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
