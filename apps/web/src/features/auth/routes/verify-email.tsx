import { Alert, Button, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "@/components/form/submit-button";
import { paths } from "@/config/paths";
import { storage } from "@/lib/storage";
import { useReleaseEmailMutation, useVerifyEmailMutation } from "../api";
import { AuthLink } from "../components/auth-link";
import { useLinkCall } from "../use-link-call";

/**
 * `/auth/verify-email/:token`, the link e-mailed after registration: the owner confirms the
 * address, or someone who never registered removes the registration made with it.
 */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  const { outcome, failure, pending, run } = useLinkCall<"confirmed" | "released">();
  const [verifyEmail, verifying] = useVerifyEmailMutation();
  const [releaseEmail] = useReleaseEmailMutation();
  // Removing a registration cannot be undone: it is asked twice.
  const [releasing, setReleasing] = useState(false);
  // The link may open in a browser that is signed in, or in any other one.
  const signedIn = storage.getAccessToken() !== null;
  const onward = signedIn ? (
    <AuthLink to={paths.home}>{t("auth.verifyEmail.toDashboard")}</AuthLink>
  ) : (
    <AuthLink to={paths.auth.signIn}>{t("auth.verifyEmail.toSignIn")}</AuthLink>
  );

  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h5">
        {t("auth.verifyEmail.title")}
      </Typography>
      {outcome === "ask" && (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={(event) => {
            event.preventDefault();
            void run(verifyEmail, "confirmed");
          }}
        >
          <Typography color="text.secondary">{t("auth.verifyEmail.intro")}</Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <SubmitButton pending={verifying.isLoading} disabled={pending}>
            {t("auth.verifyEmail.confirm")}
          </SubmitButton>
          {releasing ? (
            <Alert
              severity="warning"
              action={
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" size="small" onClick={() => setReleasing(false)} disabled={pending}>
                    {t("auth.verifyEmail.keep")}
                  </Button>
                  <Button color="error" size="small" variant="contained" onClick={() => run(releaseEmail, "released")} disabled={pending}>
                    {t("auth.verifyEmail.remove")}
                  </Button>
                </Stack>
              }
            >
              {t("auth.verifyEmail.releaseWarning")}
            </Alert>
          ) : (
            <Button variant="text" color="secondary" disabled={pending} onClick={() => setReleasing(true)}>
              {t("auth.verifyEmail.release")}
            </Button>
          )}
        </Stack>
      )}
      {outcome === "confirmed" && (
        <>
          <Alert severity="success">{t("auth.verifyEmail.confirmed")}</Alert>
          {onward}
        </>
      )}
      {outcome === "released" && (
        <>
          <Alert severity="success">{t("auth.verifyEmail.released")}</Alert>
          <AuthLink to={paths.auth.register}>{t("auth.verifyEmail.toRegister")}</AuthLink>
        </>
      )}
      {outcome === "linkInvalid" && (
        <>
          <Alert severity="error">{t("errors.LINK_INVALID")}</Alert>
          <Typography color="text.secondary">{t("auth.verifyEmail.newLinkHint")}</Typography>
          {onward}
        </>
      )}
    </Stack>
  );
}
