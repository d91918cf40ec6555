import { Box, GlobalStyles, Link, useMediaQuery } from "@mui/material";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { retireFirstFrame } from "@/lib/first-frame-handover";
import { TestModeBanner } from "@/components/test-mode-banner";
import type { ShellUser } from "./profile-menu";
import { mobileMediaQuery } from "./shell-constants";
import { DesktopSidebar, MobileSidebar } from "./sidebar";
import { TopBar } from "./top-bar";
import { loadCollapsedTooltip } from "./collapsed-tooltip";

interface AppShellProps {
  user: ShellUser;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}

const mainId = "main-content";
/** The sticky top bar's height (64 px) and room for a focus ring. */
const topBarClearance = "5rem";

/**
 * The signed-in frame (SPEC §2): the side drawer with the menu and the user, the top bar
 * with breadcrumbs, and the page. The drawer starts open; below 1024 px it is an overlay.
 */
export function AppShell({ user, onLogout, loggingOut, children }: AppShellProps) {
  const { t } = useTranslation();
  // Read at once: the first paint already has the right drawer for the screen.
  const mobile = useMediaQuery(mobileMediaQuery, { noSsr: true });
  const [collapsed, setCollapsed] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  // The shell is up: from now on, loading shows a spinner, not the first load's frame.
  useEffect(retireFirstFrame, []);

  // An overlay left open on a small window must not pop up again after a trip to a wide one.
  if (!mobile && overlayOpen) setOverlayOpen(false);

  const profile = { user, onLogout, loggingOut };

  return (
    <Box sx={{ display: "flex", minHeight: "100dvh", bgcolor: "background.default" }}>
      {/* The top bar sticks: what Tab scrolls to stops below it, not under it (WCAG 2.4.11). */}
      <GlobalStyles styles={{ html: { scrollPaddingTop: topBarClearance } }} />
      <Link
        href={`#${mainId}`}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
        sx={{
          position: "absolute",
          zIndex: "tooltip",
          left: 8,
          top: 8,
          px: 2,
          py: 1,
          bgcolor: "background.paper",
          borderRadius: 1,
          transform: "translateY(-200%)",
          "&:focus-visible": { transform: "none" },
        }}
      >
        {t("shell.skipToContent")}
      </Link>
      {mobile ? (
        <MobileSidebar {...profile} open={overlayOpen} onClose={() => setOverlayOpen(false)} />
      ) : (
        <DesktopSidebar
          {...profile}
          collapsed={collapsed}
          onToggleCollapsed={() =>
            collapsed
              ? setCollapsed(false)
              : void loadCollapsedTooltip().then(
                  () => setCollapsed(true),
                  () => setCollapsed(true),
                )
          }
          onExpandSidebar={() => setCollapsed(false)}
        />
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <TestModeBanner sx={{ borderRadius: 0 }} />
        <TopBar onOpenMenu={mobile ? () => setOverlayOpen(true) : undefined} />
        <Box
          component="main"
          id={mainId}
          ref={mainRef}
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3, lg: 4 }, "&:focus": { outline: "none" } }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
