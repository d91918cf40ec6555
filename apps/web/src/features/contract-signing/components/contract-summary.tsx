import { Alert, Box, Chip, Link, Paper, Typography } from "@mui/material";
import type { Application, ApplicationStatus, ContractState, ContractStatus } from "@portal/contracts";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useFormat } from "@/lib/format";
import { useMay } from "@/lib/permissions";
import { configurePath } from "../configure-path";

type Tone = "neutral" | "progress" | "success" | "danger";

// Dark fills with white text, or the light green with dark text: all at least 4.5:1.
const toneSx: Record<Tone, object> = {
  neutral: {},
  progress: { bgcolor: "info.dark", color: "common.white" },
  success: { bgcolor: "success.main", color: "rgba(0, 0, 0, 0.87)" },
  danger: { bgcolor: "error.dark", color: "common.white" },
};

const contractTone: Record<ContractStatus, Tone> = {
  unsigned: "neutral",
  started: "progress",
  signed: "success",
  failed: "danger",
  uploaded: "progress",
  refused: "danger",
};
const applicationTone: Record<ApplicationStatus, Tone> = {
  draft: "neutral",
  inReview: "progress",
  changesRequested: "progress",
  rejected: "danger",
  live: "success",
  disabled: "danger",
  suspended: "danger",
};

interface ContractSummaryProps {
  application: Application;
  /** The contract's state, once loaded; until then the application's own contract status. */
  state: ContractState | undefined;
}

/** The application's name, its status and the contract's; a draft must also go to review. */
export function ContractSummary({ application, state }: ContractSummaryProps) {
  const { t } = useTranslation();
  const { formatDateTimeInZone } = useFormat();
  const titleId = useId();
  const contractStatus = state?.status ?? application.contractStatus;
  const signedAt = contractStatus === "signed" ? state?.signedAt : null;
  const maySend = useMay("configureApplication");

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ overflowWrap: "anywhere" }}>
        {application.appName}
      </Typography>
      <Box component="dl" sx={{ display: "flex", flexWrap: "wrap", columnGap: 4, rowGap: 2, m: 0, mt: 2 }}>
        <Field label={t("contract.summary.applicationStatus")}>
          <Chip
            size="small"
            label={t(`common.applicationStatus.${application.status}`)}
            sx={toneSx[applicationTone[application.status]]}
          />
        </Field>
        <Field label={t("contract.summary.contractStatus")}>
          <Chip size="small" label={t(`contract.status.${contractStatus}`)} sx={toneSx[contractTone[contractStatus]]} />
        </Field>
        {signedAt && <Field label={t("contract.summary.signedAt")}>{formatDateTimeInZone(signedAt)}</Field>}
      </Box>
      {(application.status === "draft" || application.status === "changesRequested") && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {contractStatus === "signed" ? t("contract.summary.draftSigned") : t("contract.summary.draft")}
          {maySend && (
            <>
              {" "}
              <Link component={RouterLink} to={configurePath(application)}>
                {t("contract.summary.sendToReview")}
              </Link>
            </>
          )}
        </Alert>
      )}
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </div>
  );
}
