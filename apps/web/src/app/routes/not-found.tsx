import { Link, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { StatusScreen } from "@/components/layout/status-screen";
import { paths } from "@/light/paths";

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <StatusScreen title={t("common.notFound.title")}>
      <Typography>
        <Link component={RouterLink} to={paths.home}>
          {t("common.notFound.home")}
        </Link>
      </Typography>
    </StatusScreen>
  );
}
