import { useState } from "react";
import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { paths } from "../../light/paths";
import { storage } from "../../light/storage";
import { useHydrated } from "../../light/use-hydrated";
import { useAuthPage } from "../auth-context";
import { useTexts } from "../i18n/locale";
import { AuthLink } from "../navigation";
import { useLinkCall } from "./use-link-call";

/**
 * `/auth/verify-email/:token`, the link e-mailed after registration: the owner confirms the
 * address, or someone who never registered removes the registration made with it.
 */
export function VerifyEmail({ token }: { token: string }) {
  const { t } = useTexts();
  const { api } = useAuthPage();
  const { outcome, failure, pending, run } = useLinkCall<"confirmed" | "released">(token);
  // Which call runs, for the spinner on its button.
  const [running, setRunning] = useState<"verify" | "release" | null>(null);
  // Removing a registration cannot be undone: it is asked twice.
  const [releasing, setReleasing] = useState(false);
  // The link may open in a browser that is signed in, or in any other one (only the browser knows).
  const signedIn = useHydrated() && storage.getAccessToken() !== null;
  const onward = (
    <p className="centred">
      {signedIn ? (
        <AuthLink to={paths.home}>{t("auth.verifyEmail.toDashboard")}</AuthLink>
      ) : (
        <AuthLink to={paths.auth.signIn}>{t("auth.verifyEmail.toSignIn")}</AuthLink>
      )}
    </p>
  );
  const start = async (which: "verify" | "release") => {
    setRunning(which);
    await (which === "verify" ? run(api.verifyEmail, "confirmed") : run(api.releaseEmail, "released"));
    setRunning(null);
  };

  return (
    <div className="stack">
      <h1 className="title-5">{t("auth.verifyEmail.title")}</h1>
      {outcome === "ask" && (
        <form
          className="stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void start("verify");
          }}
        >
          <p className="text-secondary">{t("auth.verifyEmail.intro")}</p>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Button look="contained" type="submit" pending={running === "verify"} disabled={pending}>
            {t("auth.verifyEmail.confirm")}
          </Button>
          {releasing ? (
            <Alert
              severity="warning"
              action={
                <div className="alert__buttons">
                  <Button look="text" onClick={() => setReleasing(false)} disabled={pending}>
                    {t("auth.verifyEmail.keep")}
                  </Button>
                  <Button
                    look="text"
                    className="button--danger"
                    onClick={() => void start("release")}
                    disabled={pending}
                  >
                    {t("auth.verifyEmail.remove")}
                  </Button>
                </div>
              }
            >
              {t("auth.verifyEmail.releaseWarning")}
            </Alert>
          ) : (
            <Button look="outlined" disabled={pending} onClick={() => setReleasing(true)}>
              {t("auth.verifyEmail.release")}
            </Button>
          )}
        </form>
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
          <p className="centred">
            <AuthLink to={paths.auth.register}>{t("auth.verifyEmail.toRegister")}</AuthLink>
          </p>
        </>
      )}
      {outcome === "linkInvalid" && (
        <>
          <Alert severity="error">{t("errors.LINK_INVALID")}</Alert>
          <p className="text-secondary">{t("auth.verifyEmail.newLinkHint")}</p>
          {onward}
        </>
      )}
    </div>
  );
}
