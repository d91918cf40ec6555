import Send from "@mui/icons-material/Send";
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from "@mui/material";
import type { ApplicationDetail, ReviewRequirement } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { paths } from "@/light/paths";
import { errorMessage, serverError } from "@/lib/api-error";
import { useIsMainUser, useMay } from "@/lib/permissions";
import { validationMessage } from "@/lib/validation-message";
import { useSendToReviewMutation } from "../api";
import { SectionCard } from "@/components/section-card";
import { StatusChip } from "./status-chip";

/** Each thing review needs, named as this screen names it. */
const requirementLabels = {
  payoutCard: "applications.payoutCard.title",
  "app.appName": "applications.details.appName",
  "app.appUrl": "applications.details.appUrl",
  "app.appInfo": "applications.details.appInfo",
  "app.category": "applications.details.category",
} as const satisfies Record<ReviewRequirement, string>;

const isRequirement = (field: string): field is ReviewRequirement => Object.hasOwn(requirementLabels, field);

/**
 * Section 5: draft → in review → live once review passed and the contract is signed (SPEC §4),
 * or back with the provider's reason (changes requested, rejected); suspended by the provider,
 * with its reason, until lifted. Sending to review needs the permission to configure it; only
 * the main user signs (SPEC §6).
 */
export function GoingLiveSection({ app, notify }: { app: ApplicationDetail; notify: (text: string) => void }) {
  const { t } = useTranslation();
  const [sendToReview, review] = useSendToReviewMutation();
  const contractSigned = app.contractStatus === "signed";
  // A draft, or one the provider sent back for changes, goes (again) to review.
  const sendable = app.status === "draft" || app.status === "changesRequested";
  const maySend = useMay("configureApplication");
  const maySign = useIsMainUser();
  const label = (field: string) => (isRequirement(field) ? t(requirementLabels[field]) : field);
  // The server's refusal names what is missing; each is said as its field's message.
  const refused = serverError(review.error);
  const gaps = refused?.code === "APPLICATION_INCOMPLETE" ? Object.entries(refused.fields ?? {}) : null;

  const submit = async () => {
    const result = await sendToReview({ accountType: app.accountType, appId: app.id });
    if (result.data)
      notify(t(result.data.status === "live" ? "applications.goingLive.nowLive" : "applications.goingLive.sent"));
  };

  return (
    <SectionCard title={t("applications.goingLive.title")}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="body2" color="text.secondary">
          {t("applications.goingLive.status")}
        </Typography>
        <StatusChip status={app.status} />
      </Stack>
      <Typography variant="body2">{t(`applications.goingLive.explain.${app.status}`)}</Typography>
      {app.status === "suspended" && app.suspensionReason && (
        <Alert severity="error">
          <Typography variant="body2" sx={{ fontWeight: "bold" }}>
            {t("applications.goingLive.suspension")}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
            {app.suspensionReason}
          </Typography>
        </Alert>
      )}
      <Typography variant="body2">
        {t("applications.goingLive.contract")}{" "}
        <strong>{t(`applications.goingLive.contractStatus.${app.contractStatus}`)}</strong>
      </Typography>
      {gaps ? (
        <Alert severity="error">
          {errorMessage(review.error)}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {gaps.map(([field, message]) => (
              <li key={field}>{validationMessage(message, label(field))}</li>
            ))}
          </Box>
        </Alert>
      ) : (
        review.error && <Alert severity="error">{errorMessage(review.error)}</Alert>
      )}
      {app.review && (
        <Alert severity={app.review.decision === "reject" ? "error" : "warning"}>
          <Typography variant="body2" sx={{ fontWeight: "bold" }}>
            {t(`applications.goingLive.review.${app.review.decision}`)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
            {app.review.reason}
          </Typography>
          {app.review.fields.length > 0 && (
            <>
              <Typography variant="body2">{t("applications.goingLive.review.fields")}</Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {app.review.fields.map((field) => (
                  <li key={field}>{label(field)}</li>
                ))}
              </Box>
            </>
          )}
        </Alert>
      )}
      {!gaps && sendable && app.missing.length > 0 && (
        <Alert severity="info">
          {t("applications.goingLive.missing")}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {app.missing.map((field) => (
              <li key={field}>{label(field)}</li>
            ))}
          </Box>
        </Alert>
      )}
      {/* Nothing to do here for one that takes no payments: a suspended one waits for the provider (support). */}
      {app.status !== "disabled" && app.status !== "rejected" && app.status !== "suspended" && (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
          {sendable && maySend && (
            <Button
              variant="contained"
              startIcon={review.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Send />}
              onClick={() => void submit()}
              disabled={review.isLoading}
              aria-busy={review.isLoading}
            >
              {t("applications.goingLive.sendToReview")}
            </Button>
          )}
          {!contractSigned && maySign && (
            <Link component={RouterLink} to={`${paths.contract}?appId=${encodeURIComponent(app.id)}`}>
              {t("applications.goingLive.signContract")}
            </Link>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
