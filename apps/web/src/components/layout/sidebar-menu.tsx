import { List } from "@mui/material";
import { useState } from "react";
import { useLocation } from "react-router";
import { runtimeConfig } from "@/config/runtime-config";
import { useManagesUsers, useMay } from "@/lib/permissions";
import { MenuGroupItem } from "./menu-group-item";
import { MenuLinkItem } from "./menu-link-item";
import { isGroup, isWithinGroup, type MenuAccess, type MenuItem, menuItems } from "./menu-items";

interface SidebarMenuProps {
  collapsed: boolean;
  onExpandSidebar?: () => void;
  onNavigate?: () => void;
}

const groupsHolding = (items: readonly MenuItem[], pathname: string) =>
  items
    .filter(isGroup)
    .filter((group) => isWithinGroup(group, pathname))
    .map((group) => group.title);

/** The SPEC §2 menu. A group opens by itself when the path enters it; the user may close it. */
export function SidebarMenu({ collapsed, onExpandSidebar, onNavigate }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const access: MenuAccess = {
    manageUsers: useManagesUsers(),
    createInvoice: useMay("createInvoice"),
    bulkUpload: useMay("bulkUpload"),
    seePayouts: useMay("seePayouts"),
    connectBusiness: useMay("connectBusiness"),
  };
  const items = menuItems(runtimeConfig().documentationUrl, access);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set(groupsHolding(items, pathname)));
  const [syncedPath, setSyncedPath] = useState(pathname);

  // Adjusted while rendering, not in an effect, so the group is open in the same paint.
  if (syncedPath !== pathname) {
    setSyncedPath(pathname);
    setOpenGroups((open) => new Set([...open, ...groupsHolding(items, pathname)]));
  }

  const toggle = (title: string) => {
    if (collapsed) {
      // SPEC §2: a group clicked in the collapsed sidebar widens it, showing the children.
      onExpandSidebar?.();
      setOpenGroups((open) => new Set([...open, title]));
      return;
    }
    setOpenGroups((open) => {
      const next = new Set(open);
      if (!next.delete(title)) next.add(title);
      return next;
    });
  };

  return (
    <List disablePadding sx={{ py: 1 }}>
      {items.map((item) =>
        isGroup(item) ? (
          <MenuGroupItem
            key={item.title}
            group={item}
            open={openGroups.has(item.title)}
            collapsed={collapsed}
            onToggle={() => toggle(item.title)}
            onNavigate={onNavigate}
          />
        ) : (
          <MenuLinkItem key={item.title} link={item} collapsed={collapsed} onNavigate={onNavigate} />
        ),
      )}
    </List>
  );
}
