import { Alert } from "../../light/components/alert";
import { paths } from "../../light/paths";
import { useAuthPage } from "../auth-context";
import { LinkAsk } from "../components/link-ask";
import { useTexts } from "../i18n/locale";
import { AuthLink } from "../navigation";
import { useLinkCall } from "./use-link-call";

/** `/auth/unlock/:token`, the link e-mailed when too many wrong passwords locked sign-in. */
export function UnlockAccount({ token }: { token: string }) {
  const { t } = useTexts();
  const { api } = useAuthPage();
  const { outcome, failure, pending, run } = useLinkCall<"unlocked">(token);

  return (
    <div className="stack">
      <h1 className="title-5">{t("auth.unlock.title")}</h1>
      {outcome === "ask" && (
        <LinkAsk
          intro={t("auth.unlock.intro")}
          submitLabel={t("auth.unlock.submit")}
          failure={failure}
          pending={pending}
          onSubmit={() => void run(api.unlockAccount, "unlocked")}
        />
      )}
      {outcome === "unlocked" && <Alert severity="success">{t("auth.unlock.done")}</Alert>}
      {outcome === "linkInvalid" && <Alert severity="error">{t("errors.LINK_INVALID")}</Alert>}
      <p className="centred">
        <AuthLink to={paths.auth.signIn}>{t("auth.backToSignIn")}</AuthLink>
      </p>
    </div>
  );
}
