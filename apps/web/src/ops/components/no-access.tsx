import { PageTitle } from "@/components/page-title";
import { Typography } from "@mui/material";
import { useOperator } from "../lib/operator-context";
import { useTexts } from "../lib/use-texts";

/** A screen the operator's role does not open (the API would answer 403 FORBIDDEN). */
export function NoAccess() {
  const { t } = useTexts();
  const { role } = useOperator();
  return (
    <>
      <PageTitle title={t("ops.noAccess.title")} />
      <Typography>{t("ops.noAccess.text", { role: t(`ops.roles.${role}`) })}</Typography>
    </>
  );
}
