import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-title";

/** `/users`: sub-users and their permissions (SPEC §2); only its title until that screen is built. */
export function UsersRoute() {
  const { t } = useTranslation();
  return <PageTitle title={t("shell.sections.users")} />;
}
