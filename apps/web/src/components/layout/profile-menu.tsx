import UnfoldMore from "@mui/icons-material/UnfoldMore";
import { Avatar, Box, ButtonBase, Typography } from "@mui/material";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "@/components/visually-hidden";
import { CollapsedTooltip } from "./collapsed-tooltip";
import { initialsOf } from "./initials";

const LanguageDialog = lazy(() => import("./language-dialog").then((m) => ({ default: m.LanguageDialog })));
const ProfileMenuPopup = lazy(() => import("./profile-menu-popup").then((m) => ({ default: m.ProfileMenuPopup })));

/** SPEC §3 "shell user details". */
export interface ShellUser {
  name: string;
  phoneNumber: string;
}

interface ProfileMenuProps {
  user: ShellUser;
  collapsed: boolean;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The sidebar's foot: who is signed in, and a popover with language, support and logout. */
export function ProfileMenu({ user, collapsed, onLogout, loggingOut }: ProfileMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const [languageLoaded, setLanguageLoaded] = useState(false);

  const closeMenu = () => setMenuAnchor(null);

  return (
    <>
      <CollapsedTooltip title={t("shell.profile.open")} collapsed={collapsed} describeChild>
        <ButtonBase
          ref={buttonRef}
          onClick={(event) => {
            setMenuLoaded(true);
            setMenuAnchor(event.currentTarget);
          }}
          // Named by what it shows, then what it opens (WCAG 2.5.3 Label in Name: the name and
          // phone a sighted user reads are the start of what a speech user says).
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          sx={{
            width: "calc(100% - 1rem)",
            mx: "0.5rem",
            my: 1,
            px: "0.6rem",
            py: 1,
            gap: 1.5,
            justifyContent: "flex-start",
            textAlign: "left",
            borderRadius: 2,
            overflow: "hidden",
            "&:hover": { bgcolor: "action.hover" },
          }}
        >
          <Avatar
            aria-hidden
            sx={{ bgcolor: "secondary.main", width: 40, height: 40, fontSize: "1rem", flexShrink: 0 }}
          >
            {initialsOf(user.name)}
          </Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1, opacity: collapsed ? 0 : 1, transition: "opacity 200ms" }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: "fontWeightBold" }}>
              {user.name}
            </Typography>
            <Typography variant="caption" component="p" noWrap color="text.secondary">
              {user.phoneNumber}
            </Typography>
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {t("shell.profile.open")}
          </Box>
          {!collapsed && <UnfoldMore fontSize="small" sx={{ color: "text.secondary" }} />}
        </ButtonBase>
      </CollapsedTooltip>
      {/* Loaded the first time it opens (Menu and Popover: about 10 KiB gz), then kept for its closing transition. */}
      {menuLoaded && (
        <Suspense fallback={null}>
          <ProfileMenuPopup
            id={menuId}
            anchor={menuAnchor}
            onClose={closeMenu}
            onChooseLanguage={() => {
              setLanguageLoaded(true);
              setLanguageOpen(true);
            }}
            onLogout={onLogout}
            loggingOut={loggingOut}
          />
        </Suspense>
      )}
      {/* Loaded when first chosen, with its flags; kept afterwards for its closing transition. */}
      {languageLoaded && (
        <Suspense fallback={null}>
          <LanguageDialog
            open={languageOpen}
            onClose={() => setLanguageOpen(false)}
            // The menu item that opened it is gone by then: focus returns to the profile button.
            onExited={() => buttonRef.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
