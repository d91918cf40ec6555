import ArrowBack from "@mui/icons-material/ArrowBack";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { ContractQueueItem } from "@portal/contracts";
import { useRef, useState } from "react";
import { Link as RouterLink, useLocation, useParams } from "react-router";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { SectionCard } from "@/components/section-card";
import { pdfFileName } from "@/lib/save-file";
import { ApplicationStatusChip } from "../../components/application-status-chip";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Details } from "../../components/details";
import { paths } from "../../config/paths";
import { mayDecide } from "../../lib/access";
import { useFormat } from "../../lib/format";
import { useOperator } from "../../lib/operator-context";
import { useTexts } from "../../lib/use-texts";
import { type ContractDecision, useDecideContractMutation } from "./api";
import type { ContractLinkState } from "./contract-columns";
import { ContractFileViewer } from "./contract-file-viewer";
import { RefuseDialog } from "./refuse-dialog";

/**
 * `/ops/contracts/:appId`: the merchant's signed file beside the contract as the product makes
 * it, and a risk operator's decision. The API has no call for one waiting contract: the queue's
 * row comes with the link; opened by its address, the screen has the application's id alone.
 */
export function ContractRoute() {
  const { t } = useTexts();
  const { appId = "" } = useParams();
  const state = useLocation().state as ContractLinkState | null;
  // History state outlives the build that wrote it: read only what still matches the contract.
  const row = ContractQueueItem.safeParse(state?.item);
  const item = row.success && row.data.appId === appId ? row.data : null;

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={paths.contracts}
        startIcon={<ArrowBack />}
        color="secondary"
        sx={{ alignSelf: "flex-start" }}
      >
        {t("ops.contract.back")}
      </Button>
      <ContractScreen key={appId} appId={appId} item={item} />
    </Stack>
  );
}

function ContractScreen({ appId, item }: { appId: string; item: ContractQueueItem | null }) {
  const { t } = useTexts();
  const format = useFormat();
  const operator = useOperator();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [decide] = useDecideContractMutation();
  const [dialog, setDialog] = useState<"confirm" | "refuse" | null>(null);
  const [decided, setDecided] = useState<ContractDecision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const name = item?.appName ?? appId;

  const done = (decision: ContractDecision) => {
    setDecided(decision);
    setNotice(t(decision.contractStatus === "signed" ? "ops.contract.done.confirmed" : "ops.contract.done.refused"));
  };
  // The buttons go with the decision: the page's heading takes focus instead.
  const focusHeading = () => {
    if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
  };

  return (
    <>
      <Typography
        component="h1"
        variant="h4"
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontSize: { xs: "1.625rem", sm: "2.125rem" }, overflowWrap: "anywhere", "&:focus": { outline: "none" } }}
      >
        {item ? t("ops.contract.title", { appName: item.appName }) : t("ops.contract.titleUnknown")}
      </Typography>

      {item ? (
        <SectionCard title={t("ops.contract.sections.application")}>
          <Details
            items={[
              { label: t("ops.contract.fields.appName"), value: item.appName },
              { label: t("ops.contract.fields.merchant"), value: item.merchantName },
              { label: t("ops.contract.fields.email"), value: item.merchantEmail },
              {
                label: t("ops.contract.fields.uploadedAt", { zone: format.zone }),
                value: format.dateTime(item.uploadedAt),
              },
              {
                label: t("ops.contract.fields.applicationStatus"),
                value: <ApplicationStatusChip status={item.applicationStatus} />,
              },
              { label: t("ops.contract.fields.appId"), value: appId },
            ]}
          />
        </SectionCard>
      ) : (
        <Alert severity="info">{t("ops.contract.noQueueRow", { appId })}</Alert>
      )}

      <Stack component="section" aria-label={t("ops.contract.actionsLabel")} spacing={1.5}>
        {decided ? (
          <Alert severity={decided.contractStatus === "signed" ? "success" : "info"}>
            {decided.contractStatus === "signed"
              ? t("ops.contract.confirmedNow", { status: t(`ops.applicationStatuses.${decided.applicationStatus}`) })
              : t("ops.contract.refusedNow")}
          </Alert>
        ) : !mayDecide(operator.role) ? (
          <Alert severity="info">{t("ops.contract.readOnly")}</Alert>
        ) : (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
            <Button variant="contained" onClick={() => setDialog("confirm")}>
              {t("ops.contract.confirm")}
            </Button>
            <Button
              variant="outlined"
              color="error"
              sx={{ color: "error.dark", borderColor: "error.dark" }}
              onClick={() => setDialog("refuse")}
            >
              {t("ops.contract.refuse")}
            </Button>
          </Stack>
        )}
      </Stack>

      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" }, gap: 2 }}>
        <ContractFileViewer appId={appId} file="uploaded" fileName={pdfFileName("signed-contract", name)} />
        <ContractFileViewer appId={appId} file="generated" fileName={pdfFileName("contract", name)} />
      </Box>

      <ConfirmDialog
        open={dialog === "confirm"}
        onClose={() => setDialog(null)}
        title={t("ops.contract.confirmTitle")}
        text={t("ops.contract.confirmText")}
        confirmLabel={t("ops.contract.confirm")}
        tone="primary"
        onConfirm={() => decide({ appId, body: { decision: "confirm" } }).unwrap()}
        onDone={done}
        onExited={focusHeading}
        said={{ INVALID_STATE: "ops.contract.notWaiting" }}
      />
      <RefuseDialog
        open={dialog === "refuse"}
        appId={appId}
        onClose={() => setDialog(null)}
        onRefused={(decision) => {
          setDialog(null);
          done(decision);
        }}
        onExited={focusHeading}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
