import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, Breadcrumbs, IconButton, Link, Toolbar, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { paths } from "@/light/paths";
import { breadcrumbOf } from "./breadcrumbs";

/** Above the page: the menu button on small screens, and where the user is (SPEC §2). */
export function TopBar({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumb = breadcrumbOf(pathname);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: "divider" }}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
        {onOpenMenu && (
          <IconButton
            edge="start"
            onClick={onOpenMenu}
            aria-label={t("shell.sidebar.openMenu")}
            sx={{ color: "secondary.main" }}
          >
            <MenuIcon />
          </IconButton>
        )}
        {crumb ? (
          <Breadcrumbs aria-label={t("shell.breadcrumbsLabel")} sx={{ minWidth: 0, typography: "body2" }}>
            <Link component={RouterLink} to={paths.home} underline="hover" color="text.secondary">
              {t("shell.sections.dashboard")}
            </Link>
            <Typography
              variant="body2"
              aria-current="page"
              sx={{ fontWeight: "fontWeightBold", color: "text.primary" }}
            >
              {crumb.key ? t(`shell.sections.${crumb.key}`) : crumb.text}
            </Typography>
          </Breadcrumbs>
        ) : (
          onOpenMenu && (
            <Typography
              component="p"
              variant="subtitle2"
              noWrap
              sx={{ color: "secondary.main", fontWeight: "fontWeightBold" }}
            >
              {t("common.productName")}
            </Typography>
          )
        )}
      </Toolbar>
    </AppBar>
  );
}
