import { Alert } from "../../light/components/alert";
import { paths } from "../../light/paths";
import type { ResetArrival } from "../arrival";
import { useAuthPage } from "../auth-context";
import { LinkAsk } from "../components/link-ask";
import { useTexts } from "../i18n/locale";
import { AuthLink, useNavigation } from "../navigation";
import { useLinkCall } from "./use-link-call";

/**
 * `/auth/undo-change/:token`, "this wasn't me" from the notice sent to the former address or
 * phone after a change of either. Nothing happens until the button is pressed (mail scanners
 * open links); then the change is undone, every session ends, and the new password's screen
 * opens with the reset the server issued.
 */
export function UndoContactChange({ token }: { token: string }) {
  const { t } = useTexts();
  const { api } = useAuthPage();
  const { navigate } = useNavigation();
  const { outcome, failure, pending, run } = useLinkCall<"undone">(token);
  const undo = async (link: string) => {
    const { resetPasswordGuid } = await api.undoContactChange(link);
    navigate(paths.auth.resetPassword.replace(":guid", encodeURIComponent(resetPasswordGuid)), {
      contactChangeUndone: true,
    } satisfies ResetArrival);
  };

  return (
    <div className="stack">
      <h1 className="title-5">{t("auth.undoChange.title")}</h1>
      {outcome === "ask" && (
        <LinkAsk
          intro={t("auth.undoChange.intro")}
          submitLabel={t("auth.undoChange.submit")}
          failure={failure}
          pending={pending}
          onSubmit={() => void run(undo, "undone")}
        />
      )}
      {outcome === "linkInvalid" && <Alert severity="error">{t("errors.LINK_INVALID")}</Alert>}
      <p className="centred">
        <AuthLink to={paths.auth.signIn}>{t("auth.backToSignIn")}</AuthLink>
      </p>
    </div>
  );
}
