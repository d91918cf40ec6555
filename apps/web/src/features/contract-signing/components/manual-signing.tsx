import Download from "@mui/icons-material/Download";
import UploadFile from "@mui/icons-material/UploadFile";
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import type { Application, ContractState } from "@portal/contracts";
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "@/components/visually-hidden";
import { errorMessage, serverError } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useUploadSignedContractMutation } from "../api";
import {
  SIGNED_CONTRACT_ACCEPT,
  SIGNED_CONTRACT_MAX_MB,
  type SignedUploadProblem,
  serverSignedFileProblem,
  signedFileProblem,
} from "../signed-file";
import { useSaveContract } from "./contract-document";
import { SigningDone } from "./signing-done";
import { focusIsLost } from "./use-take-focus";

interface ManualSigningProps {
  application: Application;
  /** The contract's state on the server; the upload's answer replaces it. */
  state: ContractState;
}

/**
 * Signing without the mobile e-signature (`method: "manual"`): the merchant downloads the
 * contract, signs it on paper or with their own tool and uploads the signed PDF, which waits
 * for the provider's confirmation (`uploaded`); refused, it is uploaded again; confirmed, it is
 * signed. Until confirmed, another upload replaces the waiting file.
 */
export function ManualSigning({ application, state }: ManualSigningProps) {
  const { t } = useTranslation();
  const { formatDateTimeInZone } = useFormat();
  const titleId = useId();
  // Focus follows the state only once the user has uploaded something here: the button that
  // had it goes with the form it was in, and the news takes its place.
  const [uploadedNow, setUploadedNow] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (uploadedNow && focusIsLost()) statusRef.current?.focus();
  }, [uploadedNow, state.status, state.uploadedAt]);

  let content: ReactNode;
  if (state.status === "signed") {
    content = <SigningDone application={application} state={state} signedNow={false} takeFocus={false} />;
  } else if (application.status === "disabled") {
    content = <Alert severity="warning">{t("contract.signing.disabled")}</Alert>;
  } else if (state.status === "uploaded") {
    content = (
      <Stack spacing={2}>
        <Alert
          ref={statusRef}
          tabIndex={-1}
          severity="info"
          role={uploadedNow ? "status" : undefined}
          sx={{ "&:focus": { outline: "none" } }}
        >
          <AlertTitle>{uploadedNow ? t("contract.manual.uploadedNow") : t("contract.manual.uploadedTitle")}</AlertTitle>
          {state.uploadedAt && t("contract.manual.uploadedText", { date: formatDateTimeInZone(state.uploadedAt) })}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          {t("contract.manual.replace")}
        </Typography>
        <SignedFileUpload appId={application.id} onUploaded={() => setUploadedNow(true)} />
      </Stack>
    );
  } else if (state.status === "refused") {
    content = (
      <Stack spacing={2}>
        <Alert severity="error">
          <AlertTitle>{t("contract.manual.refusedTitle")}</AlertTitle>
          {state.refusalReason && (
            <>
              <Typography variant="body2">{t("contract.manual.refusedReason")}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {state.refusalReason}
              </Typography>
            </>
          )}
        </Alert>
        <Typography variant="body2">{t("contract.manual.uploadAgain")}</Typography>
        <SignedFileUpload appId={application.id} onUploaded={() => setUploadedNow(true)} />
      </Stack>
    );
  } else {
    content = <ManualSteps application={application} onUploaded={() => setUploadedNow(true)} />;
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6">
        {t("contract.manual.title")}
      </Typography>
      {state.status !== "signed" && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t("contract.manual.intro")}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>{content}</Box>
    </Paper>
  );
}

/** Download, sign, upload: the three things the merchant does, in order. */
function ManualSteps({ application, onUploaded }: { application: Application; onUploaded: () => void }) {
  const { t } = useTranslation();
  const { save, downloading, downloadError } = useSaveContract(application);
  return (
    <Stack
      component="ol"
      aria-label={t("contract.manual.stepsLabel")}
      spacing={2.5}
      sx={{ m: 0, pl: 2.5, "& > li": { pl: 0.5 } }}
    >
      <li>
        <Stack spacing={1.5}>
          <Typography>{t("contract.manual.steps.download")}</Typography>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={downloading ? <CircularProgress size={20} color="inherit" aria-hidden /> : <Download />}
            disabled={downloading}
            aria-busy={downloading}
            onClick={() => void save()}
            sx={{ alignSelf: "flex-start" }}
          >
            {t("contract.document.download")}
          </Button>
          {downloadError && <Alert severity="error">{downloadError}</Alert>}
        </Stack>
      </li>
      <li>
        <Typography>{t("contract.manual.steps.sign")}</Typography>
      </li>
      <li>
        <Stack spacing={1.5}>
          <Typography>{t("contract.manual.steps.upload", { maxMb: SIGNED_CONTRACT_MAX_MB })}</Typography>
          <SignedFileUpload appId={application.id} onUploaded={onUploaded} />
        </Stack>
      </li>
    </Stack>
  );
}

/** Choosing the signed PDF (checked here for type and size, by content on the server), then uploading it. */
function SignedFileUpload({ appId, onUploaded }: { appId: string; onUploaded: () => void }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadSignedContractMutation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemText = (kind: SignedUploadProblem) =>
    t(`contract.manual.problems.${kind}`, { maxMb: SIGNED_CONTRACT_MAX_MB });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Choosing the same file again must fire a change too.
    event.target.value = "";
    if (!chosen) return;
    const refused = signedFileProblem(chosen);
    setProblem(refused ? problemText(refused) : null);
    setFile(refused ? null : chosen);
  };

  const send = async () => {
    if (!file) return;
    setProblem(null);
    const result = await upload({ appId, file });
    if (result.data) {
      setFile(null);
      onUploaded();
      return;
    }
    const refusal = serverSignedFileProblem(serverError(result.error)?.code);
    setProblem(refusal ? problemText(refusal) : errorMessage(result.error));
  };

  const megabytes = (bytes: number) =>
    formatNumber(Math.max(bytes / (1024 * 1024), 0.1), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
      <Box
        component="input"
        ref={input}
        type="file"
        accept={SIGNED_CONTRACT_ACCEPT}
        aria-label={t("contract.manual.fileInput")}
        tabIndex={-1}
        onChange={choose}
        sx={visuallyHidden}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignSelf: "stretch" }}>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
          disabled={isLoading}
        >
          {file ? t("contract.manual.chooseAnother") : t("contract.manual.choose")}
        </Button>
        <Button
          variant="contained"
          startIcon={isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          onClick={() => void send()}
          disabled={!file || isLoading}
          aria-busy={isLoading}
        >
          {t("contract.manual.upload")}
        </Button>
      </Stack>
      {file && (
        <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {t("contract.manual.chosen", { name: file.name, size: megabytes(file.size) })}
        </Typography>
      )}
      {problem && (
        <Alert severity="error" sx={{ alignSelf: "stretch" }}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
