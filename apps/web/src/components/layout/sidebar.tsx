import { Drawer, type Theme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SidebarContent, type SidebarContentProps } from "./sidebar-content";
import { menuTimeout, sidebarWidth } from "./shell-constants";

type DesktopSidebarProps = Omit<SidebarContentProps, "onNavigate">;

/** Wide screens: always there, 16.25rem wide or collapsed to icons (SPEC §2, §9). */
export function DesktopSidebar(props: DesktopSidebarProps) {
  const { collapsed } = props;
  const width = collapsed ? sidebarWidth.collapsed : sidebarWidth.open;
  // Widening is the menu's "enter", narrowing its "exit".
  const transition = (theme: Theme) =>
    theme.transitions.create("width", {
      easing: theme.transitions.easing.sharp,
      duration: collapsed ? menuTimeout.exit : menuTimeout.enter,
    });
  return (
    <Drawer
      variant="permanent"
      sx={(theme) => ({
        width,
        flexShrink: 0,
        whiteSpace: "nowrap",
        transition: transition(theme),
        "& .MuiDrawer-paper": { width, overflowX: "hidden", transition: transition(theme), boxSizing: "border-box" },
      })}
    >
      <SidebarContent {...props} />
    </Drawer>
  );
}

interface MobileSidebarProps extends Omit<SidebarContentProps, "collapsed" | "onToggleCollapsed" | "onExpandSidebar"> {
  open: boolean;
  onClose: () => void;
}

/** Small screens: an overlay opened from the top bar, closing once a link is chosen. */
export function MobileSidebar({ open, onClose, ...props }: MobileSidebarProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      transitionDuration={menuTimeout}
      slotProps={{
        paper: { "aria-label": t("shell.sidebar.label"), sx: { width: sidebarWidth.open, maxWidth: "85vw" } },
      }}
    >
      <SidebarContent {...props} collapsed={false} onNavigate={onClose} />
    </Drawer>
  );
}
