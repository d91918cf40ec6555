import OpenInNew from "@mui/icons-material/OpenInNew";
import { ListItem, ListItemButton, ListItemIcon, ListItemText } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { isLinkActive, type MenuLink } from "./menu-items";
import { menuItemSx } from "./menu-item-sx";
import { CollapsedTooltip } from "./collapsed-tooltip";

interface MenuLinkItemProps {
  link: MenuLink;
  collapsed: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}

/** One menu entry: a real link, so it opens in a new tab on middle-click like any other. */
export function MenuLinkItem({ link, collapsed, nested = false, onNavigate }: MenuLinkItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(`shell.sections.${link.title}`);
  const active = isLinkActive(link, pathname);
  const Icon = link.icon;
  const content = (
    <>
      <ListItemIcon>
        <Icon fontSize={nested ? "small" : "medium"} />
      </ListItemIcon>
      <ListItemText primary={title} slotProps={{ primary: { noWrap: true } }} />
      {link.external && !collapsed && <OpenInNew fontSize="inherit" sx={{ ml: 1, color: "text.secondary" }} />}
    </>
  );
  const sx = menuItemSx({ nested, collapsed });

  return (
    <ListItem disablePadding>
      {/* Only a collapsed sidebar needs it: open, the title is on show. */}
      <CollapsedTooltip title={title} collapsed={collapsed}>
        {link.external ? (
          <ListItemButton
            component="a"
            href={link.path}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onNavigate}
            sx={sx}
          >
            {content}
          </ListItemButton>
        ) : (
          <ListItemButton
            component={Link}
            to={link.path}
            selected={active}
            aria-current={active ? "page" : undefined}
            onClick={onNavigate}
            sx={sx}
          >
            {content}
          </ListItemButton>
        )}
      </CollapsedTooltip>
    </ListItem>
  );
}
