import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import History from "@mui/icons-material/History";
import ManageAccountsOutlined from "@mui/icons-material/ManageAccountsOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import PersonOffOutlined from "@mui/icons-material/PersonOffOutlined";
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import type { AccountUser } from "@portal/contracts";
import type { TFunction } from "i18next";
import { type ReactNode, useId, useState } from "react";
import type { UserAction } from "../../access";

const icons = {
  editAccess: <ManageAccountsOutlined fontSize="small" />,
  activity: <History fontSize="small" />,
  deactivate: <PersonOffOutlined fontSize="small" />,
  delete: <DeleteOutlined fontSize="small" color="error" />,
} satisfies Record<UserAction, ReactNode>;

const removes = (action: UserAction) => action === "deactivate" || action === "delete";

interface UserActionsMenuProps {
  user: AccountUser;
  actions: readonly UserAction[];
  onAction: (user: AccountUser, action: UserAction) => void;
  t: TFunction;
}

/** A row's actions behind one button, named for its user: what the manager may do to them. */
export function UserActionsMenu({ user, actions, onAction, t }: UserActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (action: UserAction) => {
    setAnchor(null);
    onAction(user, action);
  };
  return (
    <>
      <IconButton
        aria-label={t("users.actions.label", { name: user.fullName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        {actions.flatMap((action, index) => [
          // What takes access away stands apart from the rest (a menu takes no fragments).
          ...(index > 0 && removes(action) && !removes(actions[index - 1]!)
            ? [<Divider key={`${action}-divider`} />]
            : []),
          <MenuItem
            key={action}
            onClick={() => choose(action)}
            sx={action === "delete" ? { color: "error.dark" } : undefined}
          >
            <ListItemIcon>{icons[action]}</ListItemIcon>
            <ListItemText>{t(`users.actions.${action}`)}</ListItemText>
          </MenuItem>,
        ])}
      </Menu>
    </>
  );
}
