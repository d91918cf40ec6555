import Logout from "@mui/icons-material/Logout";
import SupportAgent from "@mui/icons-material/SupportAgent";
import Translate from "@mui/icons-material/Translate";
import UnfoldMore from "@mui/icons-material/UnfoldMore";
import { Avatar, Box, ButtonBase, ListItemIcon, Menu, MenuItem, Tooltip, Typography } from "@mui/material";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { hasLanguageChoice, runtimeConfig } from "@/config/runtime-config";
import { normalizeLanguage } from "@/lib/language";
import { initialsOf } from "./initials";
import { LanguageDialog } from "./language-dialog";

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
  const { t, i18n } = useTranslation();
  const menuId = useId();
  const detailsId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const [languageOpen, setLanguageOpen] = useState(false);
  const config = runtimeConfig();
  const language = normalizeLanguage(i18n.resolvedLanguage ?? null);

  const closeMenu = () => setMenuAnchor(null);

  return (
    <>
      <Tooltip
        title={t("shell.profile.open")}
        placement="right"
        disableHoverListener={!collapsed}
        disableFocusListener={!collapsed}
        disableTouchListener={!collapsed}
      >
        <ButtonBase
          ref={buttonRef}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          aria-label={t("shell.profile.open")}
          aria-describedby={collapsed ? undefined : detailsId}
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
          <Avatar sx={{ bgcolor: "secondary.main", width: 40, height: 40, fontSize: "1rem", flexShrink: 0 }}>{initialsOf(user.name)}</Avatar>
          <Box id={detailsId} sx={{ minWidth: 0, flexGrow: 1, opacity: collapsed ? 0 : 1, transition: "opacity 200ms" }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: "fontWeightBold" }}>
              {user.name}
            </Typography>
            <Typography variant="caption" component="p" noWrap color="text.secondary">
              {user.phoneNumber}
            </Typography>
          </Box>
          {!collapsed && <UnfoldMore fontSize="small" sx={{ color: "text.secondary" }} />}
        </ButtonBase>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuOpen}
        onClose={closeMenu}
        anchorOrigin={{ vertical: "top", horizontal: "left" }}
        transformOrigin={{ vertical: "bottom", horizontal: "left" }}
        // Rendered in place, inside the sidebar's landmark, rather than loose at the page's end.
        disablePortal
        slotProps={{ paper: { sx: { minWidth: 200 } } }}
      >
        {hasLanguageChoice(config) && (
          <MenuItem
            onClick={() => {
              closeMenu();
              setLanguageOpen(true);
            }}
          >
            <ListItemIcon>
              <Translate fontSize="small" />
            </ListItemIcon>
            {t("shell.profile.language", { code: language.toUpperCase() })}
          </MenuItem>
        )}
        <MenuItem component="a" href={config.supportUrl} target="_blank" rel="noopener noreferrer" onClick={closeMenu}>
          <ListItemIcon>
            <SupportAgent fontSize="small" />
          </ListItemIcon>
          {t("shell.profile.support")}
        </MenuItem>
        <MenuItem
          disabled={loggingOut}
          onClick={() => {
            closeMenu();
            onLogout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t("shell.profile.logout")}
        </MenuItem>
      </Menu>
      <LanguageDialog
        open={languageOpen}
        onClose={() => setLanguageOpen(false)}
        // The menu item that opened it is gone by then: focus returns to the profile button.
        onExited={() => buttonRef.current?.focus()}
      />
    </>
  );
}
