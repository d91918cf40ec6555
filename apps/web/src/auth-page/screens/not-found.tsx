import { paths } from "../../light/paths";
import { useTexts } from "../i18n/locale";
import { AuthLink } from "../navigation";

/** A path under `/auth` that is no screen (the server answers it 404). */
export function NotFound() {
  const { t } = useTexts();
  return (
    <div className="stack">
      <h1 className="title-5">{t("common.notFound.title")}</h1>
      <p className="centred">
        <AuthLink to={paths.auth.signIn}>{t("auth.signIn.title")}</AuthLink>
      </p>
    </div>
  );
}
