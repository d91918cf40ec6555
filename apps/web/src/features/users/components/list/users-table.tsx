import { Stack } from "@mui/material";
import type { AccountUser } from "@portal/contracts";
import { RowsTable } from "@/components/rows-table";
import { type UserCellContext, UserActions, userColumns, UserName } from "./user-columns";
import { UserStatusChip } from "./user-status-chip";

interface UsersTableProps {
  users: AccountUser[];
  label: string;
  context: UserCellContext;
}

/** The users as a table, or as cards below 900 px as the other lists; a row opens the user's activity. */
export function UsersTable({ users, label, context }: UsersTableProps) {
  return (
    <RowsTable
      rows={users}
      columns={userColumns}
      context={context}
      label={label}
      rowKey={(user) => user.id}
      onOpen={(user) => context.onAction(user, "activity")}
      cardHead={(user) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", justifyContent: "space-between" }}>
          <Stack spacing={0.75} sx={{ minWidth: 0, alignItems: "flex-start" }}>
            <UserName user={user} context={context} />
            <UserStatusChip status={user.status} t={context.t} />
          </Stack>
          <UserActions user={user} context={context} />
        </Stack>
      )}
      cardsBelow="md"
      size="small"
    />
  );
}
