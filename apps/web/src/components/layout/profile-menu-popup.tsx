import Logout from "@mui/icons-material/Logout";
import SupportAgent from "@mui/icons-material/SupportAgent";
import Translate from "@mui/icons-material/Translate";
import { ListItemIcon, Menu, MenuItem } from "@mui/material";
import { useTranslation } from "react-i18next";
import { hasLanguageChoice, runtimeConfig } from "@/config/runtime-config";
import { normalizeLanguage } from "@/lib/language";

export interface ProfileMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onChooseLanguage: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The profile button's popover: language, support and logout. */
export function ProfileMenuPopup({
  id,
  anchor,
  onClose,
  onChooseLanguage,
  onLogout,
  loggingOut,
}: ProfileMenuPopupProps) {
  const { t, i18n } = useTranslation();
  const config = runtimeConfig();
  const language = normalizeLanguage(i18n.resolvedLanguage ?? null);
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: "top", horizontal: "left" }}
      transformOrigin={{ vertical: "bottom", horizontal: "left" }}
      // Rendered in place, inside the sidebar's landmark, rather than loose at the page's end.
      disablePortal
      slotProps={{ paper: { sx: { minWidth: 200 } } }}
    >
      {hasLanguageChoice(config) && (
        <MenuItem
          onClick={() => {
            onClose();
            onChooseLanguage();
          }}
        >
          <ListItemIcon>
            <Translate fontSize="small" />
          </ListItemIcon>
          {t("shell.profile.language", { code: language.toUpperCase() })}
        </MenuItem>
      )}
      <MenuItem component="a" href={config.supportUrl} target="_blank" rel="noopener noreferrer" onClick={onClose}>
        <ListItemIcon>
          <SupportAgent fontSize="small" />
        </ListItemIcon>
        {t("shell.profile.support")}
      </MenuItem>
      <MenuItem
        disabled={loggingOut}
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t("shell.profile.logout")}
      </MenuItem>
    </Menu>
  );
}
