import { Alert, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "@/components/form/submit-button";
import { paths } from "@/config/paths";
import { useUnlockAccountMutation } from "../api";
import { AuthLink } from "../components/auth-link";
import { useLinkCall } from "../use-link-call";

/** `/auth/unlock/:token`, the link e-mailed when too many wrong passwords locked sign-in. */
export function UnlockAccountRoute() {
  const { t } = useTranslation();
  const { outcome, failure, pending, run } = useLinkCall<"unlocked">();
  const [unlockAccount] = useUnlockAccountMutation();

  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h5">
        {t("auth.unlock.title")}
      </Typography>
      {outcome === "ask" && (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={(event) => {
            event.preventDefault();
            void run(unlockAccount, "unlocked");
          }}
        >
          <Typography color="text.secondary">{t("auth.unlock.intro")}</Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <SubmitButton pending={pending}>{t("auth.unlock.submit")}</SubmitButton>
        </Stack>
      )}
      {outcome === "unlocked" && <Alert severity="success">{t("auth.unlock.done")}</Alert>}
      {outcome === "linkInvalid" && <Alert severity="error">{t("errors.LINK_INVALID")}</Alert>}
      <AuthLink to={paths.auth.signIn}>{t("auth.backToSignIn")}</AuthLink>
    </Stack>
  );
}
