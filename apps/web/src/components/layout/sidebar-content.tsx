import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import { Box, Divider, IconButton, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { runtimeConfig } from "@/config/runtime-config";
import { ProfileMenu, type ShellUser } from "./profile-menu";
import { SidebarMenu } from "./sidebar-menu";

export interface SidebarContentProps {
  user: ShellUser;
  onLogout: () => void;
  loggingOut: boolean;
  collapsed: boolean;
  /** Absent on small screens, where the sidebar is an overlay that never collapses. */
  onToggleCollapsed?: () => void;
  /** A group was clicked in the collapsed sidebar. */
  onExpandSidebar?: () => void;
  /** A menu link was chosen (the overlay closes). */
  onNavigate?: () => void;
}

/** What the drawer holds: the product, the main menu and, at the foot, the user. */
export function SidebarContent({
  user,
  onLogout,
  loggingOut,
  collapsed,
  onToggleCollapsed,
  onExpandSidebar,
  onNavigate,
}: SidebarContentProps) {
  const { t } = useTranslation();
  return (
    // A landmark of its own, so the product name and the user are not stray content.
    <Box
      component="aside"
      aria-label={t("shell.sidebar.label")}
      sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: collapsed ? "center" : "flex-start",
          gap: 1,
          minHeight: 64,
          pl: collapsed ? 0 : "1.35rem",
          pr: collapsed ? 0 : "0.5rem",
          flexShrink: 0,
        }}
      >
        {!collapsed && (
          <>
            <Box component="img" src={runtimeConfig().logoUrl} alt="" width={32} height={32} sx={{ flexShrink: 0 }} />
            <Typography
              component="p"
              noWrap
              sx={{ flexGrow: 1, fontSize: "0.9375rem", color: "secondary.main", fontWeight: "fontWeightBold" }}
            >
              {t("common.productName")}
            </Typography>
          </>
        )}
        {onToggleCollapsed && (
          <IconButton
            onClick={onToggleCollapsed}
            aria-label={t(collapsed ? "shell.sidebar.expand" : "shell.sidebar.collapse")}
            sx={{ color: "secondary.main" }}
          >
            {collapsed ? <ChevronRight /> : <ChevronLeft />}
          </IconButton>
        )}
      </Box>
      <Divider />
      <Box
        component="nav"
        aria-label={t("shell.navLabel")}
        sx={{ flexGrow: 1, minHeight: 0, overflowY: "auto", overflowX: "hidden" }}
      >
        <SidebarMenu collapsed={collapsed} onExpandSidebar={onExpandSidebar} onNavigate={onNavigate} />
      </Box>
      <Divider />
      <ProfileMenu user={user} collapsed={collapsed} onLogout={onLogout} loggingOut={loggingOut} />
    </Box>
  );
}
