import AppsOutlined from "@mui/icons-material/AppsOutlined";
import { Button, Stack } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "@/components/list/empty-state";
import { paths } from "@/light/paths";
import { useWidgetsTranslation } from "../use-widgets-translation";

/** No application of the account is live, so no button could take a payment yet: connect, or finish an application. */
export function NoLiveApplications() {
  const { t } = useWidgetsTranslation();
  return (
    <EmptyState
      icon={<AppsOutlined sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />}
      title={t("widgets.noLiveApplications.title")}
      text={t("widgets.noLiveApplications.text")}
      action={
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
          <Button component={RouterLink} to={paths.applications.list} variant="contained">
            {t("widgets.noLiveApplications.applications")}
          </Button>
          <Button component={RouterLink} to={paths.connect} variant="outlined" color="secondary">
            {t("widgets.noLiveApplications.connect")}
          </Button>
        </Stack>
      }
    />
  );
}
