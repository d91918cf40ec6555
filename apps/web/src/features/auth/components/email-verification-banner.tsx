import { Alert, AlertTitle, Box, Button, Stack, Typography } from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDispatch } from "react-redux";
import { errorMessage, serverError } from "@/lib/api-error";
import { formatCountdown, useCountdown } from "@/light/use-countdown";
import { authApi, useResendEmailVerificationMutation } from "../api";

type Feedback = { severity: "error" | "success"; text: string } | null;

/**
 * Above every signed-in page while the account's e-mail address is unconfirmed: what the
 * account cannot do yet, and a way to get the link again. A landmark rather than a live
 * region, so the ticking countdown is not read out; only the answer to a resend is.
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const dispatch = useDispatch();
  const [resend, { isLoading }] = useResendEmailVerificationMutation();
  const countdown = useCountdown(0);
  const [feedback, setFeedback] = useState<Feedback>(null);

  // The link usually opens in another tab or on the phone: coming back to this tab checks
  // the session again, and the banner goes once the address is confirmed.
  useEffect(() => {
    const recheck = () => dispatch(authApi.util.invalidateTags(["Session"]));
    window.addEventListener("focus", recheck);
    return () => window.removeEventListener("focus", recheck);
  }, [dispatch]);

  const onResend = async () => {
    setFeedback(null);
    try {
      const sent = await resend().unwrap();
      countdown.restart(sent.resendIn);
      setFeedback({ severity: "success", text: t("shell.emailBanner.sent", { email: sent.email }) });
    } catch (error) {
      const body = serverError(error);
      if (body?.retryAfter !== undefined) countdown.restart(body.retryAfter);
      // The shared OTP_RESEND_TOO_SOON text speaks of a code; this was a link.
      const text = body?.code === "OTP_RESEND_TOO_SOON" ? t("shell.emailBanner.tooSoon") : errorMessage(error);
      setFeedback({ severity: "error", text });
    }
  };

  return (
    <Alert severity="warning" role="region" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <AlertTitle id={titleId}>{t("shell.emailBanner.title")}</AlertTitle>
      <Typography variant="body2">{t("shell.emailBanner.text", { email })}</Typography>
      <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1.5, mt: 1.5 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={onResend}
          disabled={isLoading || countdown.secondsLeft > 0}
        >
          {t("shell.emailBanner.resend")}
        </Button>
        {countdown.secondsLeft > 0 && (
          <Typography variant="body2">
            {t("shell.emailBanner.resendIn", { time: formatCountdown(countdown.secondsLeft) })}
          </Typography>
        )}
      </Stack>
      {/* Always present, so assistive technology is listening before the answer arrives. */}
      <Box role="status" sx={{ mt: feedback ? 1 : 0, typography: "body2", fontWeight: "fontWeightBold" }}>
        {feedback && (
          <Box component="span" sx={{ color: feedback.severity === "error" ? "error.main" : "success.dark" }}>
            {feedback.text}
          </Box>
        )}
      </Box>
    </Alert>
  );
}
