import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import { Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { MenuLinkItem } from "./menu-link-item";
import { isLinkActive, type MenuGroup } from "./menu-items";
import { menuItemSx } from "./menu-item-sx";
import { menuTimeout } from "./shell-constants";
import { CollapsedTooltip } from "./collapsed-tooltip";

interface MenuGroupItemProps {
  group: MenuGroup;
  open: boolean;
  collapsed: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

/** A menu entry with children (Billing, Developers): a button that shows or hides them. */
export function MenuGroupItem({ group, open, collapsed, onToggle, onNavigate }: MenuGroupItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listId = useId();
  const title = t(`shell.sections.${group.title}`);
  const expanded = open && !collapsed;
  // With its children out of sight, the group shows where the user is.
  const holdsCurrent = !expanded && group.children.some((child) => isLinkActive(child, pathname));
  const Icon = group.icon;

  return (
    <ListItem disablePadding sx={{ display: "block" }}>
      <CollapsedTooltip title={title} collapsed={collapsed}>
        <ListItemButton
          component="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={listId}
          selected={holdsCurrent}
          sx={{ ...menuItemSx({ nested: false, collapsed }), width: "calc(100% - 1rem)", textAlign: "left" }}
        >
          <ListItemIcon>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={title} slotProps={{ primary: { noWrap: true } }} />
          {!collapsed && (expanded ? <ExpandLess sx={{ ml: 1 }} /> : <ExpandMore sx={{ ml: 1 }} />)}
        </ListItemButton>
      </CollapsedTooltip>
      <Collapse in={expanded} timeout={menuTimeout} id={listId}>
        <List disablePadding>
          {group.children.map((child) => (
            <MenuLinkItem key={child.title} link={child} collapsed={collapsed} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
