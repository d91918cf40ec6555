import Send from "@mui/icons-material/Send";
import { Alert, Button, CircularProgress, Link, Stack, Typography } from "@mui/material";
import type { ApplicationDetail } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-error";
import { useSendToReviewMutation } from "../api";
import { SectionCard } from "@/components/section-card";
import { StatusChip } from "./status-chip";

/** Section 5: draft → in review → live (the signed contract takes it live; SPEC §4). */
export function GoingLiveSection({ app, notify }: { app: ApplicationDetail; notify: (text: string) => void }) {
  const { t } = useTranslation();
  const [sendToReview, review] = useSendToReviewMutation();
  const contractSigned = app.contractStatus === "signed";

  const submit = async () => {
    const result = await sendToReview({ accountType: app.accountType, appId: app.id });
    if (result.data) notify(t(result.data.status === "live" ? "applications.goingLive.nowLive" : "applications.goingLive.sent"));
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
      <Typography variant="body2">
        {t("applications.goingLive.contract")} <strong>{t(`applications.goingLive.contractStatus.${app.contractStatus}`)}</strong>
      </Typography>
      {review.error && <Alert severity="error">{errorMessage(review.error)}</Alert>}
      {app.status !== "disabled" && (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
          {app.status === "draft" && (
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
          {!contractSigned && (
            <Link component={RouterLink} to={`${paths.contract}?appId=${encodeURIComponent(app.id)}`}>
              {t("applications.goingLive.signContract")}
            </Link>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
