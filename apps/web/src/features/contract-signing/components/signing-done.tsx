import Download from "@mui/icons-material/Download";
import { Alert, AlertTitle, Box, Button, CircularProgress, Link, Stack } from "@mui/material";
import type { Application, ContractState } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { errorMessage, serverError } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { pdfFileName, saveObjectUrl } from "@/lib/save-file";
import { useDownloadSignedContractMutation } from "../api";
import { configurePath } from "../configure-path";
import { useTakeFocus } from "./use-take-focus";

interface SigningDoneProps {
  application: Application;
  state: ContractState;
  /** Signed during this visit: only then is the application's going live news. */
  signedNow: boolean;
  takeFocus: boolean;
}

/** The contract is signed: when, the signed file, and whether the application went live with it. */
export function SigningDone({ application, state, signedNow, takeFocus }: SigningDoneProps) {
  const { t } = useTranslation();
  const { formatDateTimeInZone } = useFormat();
  const [download, { isLoading }] = useDownloadSignedContractMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const focusRef = useTakeFocus<HTMLDivElement>(takeFocus);

  const save = async () => {
    setFailure(null);
    try {
      const url = await download(application.id).unwrap();
      saveObjectUrl(url, pdfFileName("signed-contract", application.appName));
    } catch (error) {
      // The answer is the server's JSON error body (SPEC §8); NOT_FOUND means there is no signed file yet.
      setFailure(serverError(error)?.code === "NOT_FOUND" ? t("contract.signing.notSigned") : errorMessage(error));
    }
  };

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Alert ref={focusRef} tabIndex={-1} severity="success" role="status" sx={{ "&:focus": { outline: "none" } }}>
        <AlertTitle>{t("contract.signing.signed")}</AlertTitle>
        {state.signedAt && t("contract.signing.signedAt", { date: formatDateTimeInZone(state.signedAt) })}
      </Alert>
      {signedNow && application.status === "live" && (
        <Alert severity="info" role="status">
          {t("contract.signing.wentLive")}{" "}
          <Link component={RouterLink} to={configurePath(application)}>
            {t("contract.signing.openApplication")}
          </Link>
        </Alert>
      )}
      <Box>
        <Button
          variant="contained"
          startIcon={isLoading ? <CircularProgress size={20} color="inherit" aria-hidden /> : <Download />}
          disabled={isLoading}
          aria-busy={isLoading}
          onClick={() => void save()}
        >
          {t("contract.signing.downloadSigned")}
        </Button>
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
