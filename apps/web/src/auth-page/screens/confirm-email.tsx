import type { EmailChanged } from "@portal/contracts";
import { useState } from "react";
import { Alert } from "../../light/components/alert";
import { serverErrorOf } from "../../light/http";
import { paths } from "../../light/paths";
import { useAuthPage } from "../auth-context";
import { LinkAsk } from "../components/link-ask";
import { useTexts } from "../i18n/locale";
import { AuthLink } from "../navigation";
import { useLinkCall } from "./use-link-call";

/** `/auth/confirm-email/:token`, the link e-mailed to a new address chosen in Settings. */
export function ConfirmEmail({ token }: { token: string }) {
  const { t } = useTexts();
  const { api } = useAuthPage();
  const { outcome, failure, pending, run } = useLinkCall<"confirmed" | "taken">(token);
  const [email, setEmail] = useState("");
  const confirm = async (link: string) => setEmail(((await api.confirmEmail(link)) satisfies EmailChanged).email);
  // Another account took the address after the link was sent: the link cannot help any more.
  const takenMeanwhile = (error: unknown) => (serverErrorOf(error)?.fields?.email ? "taken" : undefined);

  return (
    <div className="stack">
      <h1 className="title-5">{t("auth.confirmEmail.title")}</h1>
      {outcome === "ask" && (
        <LinkAsk
          intro={t("auth.confirmEmail.intro")}
          submitLabel={t("auth.confirmEmail.submit")}
          failure={failure}
          pending={pending}
          onSubmit={() => void run(confirm, "confirmed", takenMeanwhile)}
        />
      )}
      {outcome === "confirmed" && <Alert severity="success">{t("auth.confirmEmail.done", { email })}</Alert>}
      {outcome === "taken" && <Alert severity="error">{t("auth.confirmEmail.taken")}</Alert>}
      {outcome === "linkInvalid" && <Alert severity="error">{t("errors.LINK_INVALID")}</Alert>}
      <p className="centred">
        <AuthLink to={paths.auth.signIn}>{t("auth.backToSignIn")}</AuthLink>
      </p>
    </div>
  );
}
