import { Chip, Link, Stack, Typography } from "@mui/material";
import type { AccountUser, Language, RolesCatalogue } from "@portal/contracts";
import type { TFunction } from "i18next";
import type { Column } from "@/components/rows-table";
import { actionsFor, type Granter, roleLabel, type UserAction } from "../../access";
import { UserActionsMenu } from "./user-actions-menu";
import { UserStatusChip } from "./user-status-chip";

export interface UserCellContext {
  t: TFunction;
  language: Language;
  catalogue: RolesCatalogue | undefined;
  formatDateTime: (instant: string) => string;
  /** A time with its clock said, where no heading says it: "3 Dec 2026, 05:09 (Baku, GMT+4)". */
  formatDateTimeInZone: (instant: string) => string;
  /** A heading over times, saying their clock: "Date (Baku, GMT+4)" (DESIGN §3). */
  inZone: (text: string) => string;
  granter: Granter;
  onAction: (user: AccountUser, action: UserAction) => void;
}

/** The user's name, which opens their activity, marked when it is the reader. */
export function UserName({ user, context }: { user: AccountUser; context: UserCellContext }) {
  const { t, granter, onAction } = context;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", minWidth: 0, flexWrap: "wrap", rowGap: 0.5 }}>
      <Link
        component="button"
        type="button"
        underline="hover"
        onClick={() => onAction(user, "activity")}
        sx={{ fontWeight: "bold", textAlign: "left", overflowWrap: "anywhere", color: "text.primary" }}
      >
        {user.fullName}
      </Link>
      {user.id === granter.id && <Chip size="small" label={t("users.list.you")} />}
    </Stack>
  );
}

/** Who: the name, and the e-mail they sign in with under it. */
function UserCell({ user, context }: { user: AccountUser; context: UserCellContext }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <UserName user={user} context={context} />
      <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {user.email}
      </Typography>
    </Stack>
  );
}

const roleText = (user: AccountUser, { t, catalogue, language }: UserCellContext) =>
  user.role ? roleLabel(catalogue, user.role, language) : user.userType === "main" ? t("users.list.mainUser") : "—";

function applicationsText(user: AccountUser, { t }: UserCellContext) {
  if (user.userType === "main") return t("users.list.allApplications");
  if (user.applications.length === 0) return t("users.list.noApplications");
  return user.applications.map((app) => app.appName).join(", ");
}

/** Who last set the user's access, and when (SPEC §6 "who allowed"). */
function AccessGranted({ user, context }: { user: AccountUser; context: UserCellContext }) {
  if (!user.accessGrantedBy) return <>—</>;
  return (
    <Stack component="span" sx={{ minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ overflowWrap: "anywhere" }}>
        {user.accessGrantedBy.fullName}
      </Typography>
      {user.accessGrantedAt && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
          {context.formatDateTimeInZone(user.accessGrantedAt)}
        </Typography>
      )}
    </Stack>
  );
}

export const UserActions = ({ user, context }: { user: AccountUser; context: UserCellContext }) => (
  <UserActionsMenu user={user} actions={actionsFor(user, context.granter)} onAction={context.onAction} t={context.t} />
);

/** The users list's columns (STYLE: one module per resource's columns); the name, status and actions head a phone's card, the e-mail a line of it. */
export const userColumns: Column<AccountUser, UserCellContext>[] = [
  {
    id: "user",
    header: (t) => t("users.list.columns.user"),
    cell: (user, context) => <UserCell user={user} context={context} />,
    inCard: false,
  },
  {
    // The table shows it under the name.
    id: "email",
    header: (t) => t("users.list.columns.email"),
    cell: (user) => (
      <Typography component="span" variant="body2" sx={{ overflowWrap: "anywhere" }}>
        {user.email}
      </Typography>
    ),
    inCard: true,
    inTable: false,
  },
  {
    id: "mobilePhone",
    header: (t) => t("users.list.columns.mobilePhone"),
    cell: (user) => user.mobilePhone,
    inCard: true,
    noWrap: true,
  },
  { id: "role", header: (t) => t("users.list.columns.role"), cell: roleText, inCard: true },
  {
    id: "applications",
    header: (t) => t("users.list.columns.applications"),
    cell: (user, context) => (
      <Typography component="span" variant="body2" sx={{ overflowWrap: "anywhere" }}>
        {applicationsText(user, context)}
      </Typography>
    ),
    inCard: true,
  },
  {
    id: "status",
    header: (t) => t("users.list.columns.status"),
    cell: (user, { t }) => <UserStatusChip status={user.status} t={t} />,
    inCard: false,
  },
  {
    id: "lastSignIn",
    header: (t, { inZone }) => inZone(t("users.list.columns.lastSignIn")),
    cell: (user, { t, formatDateTime }) =>
      user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t("users.list.never"),
    inCard: true,
    noWrap: true,
  },
  {
    id: "accessGranted",
    header: (t) => t("users.list.columns.accessGranted"),
    cell: (user, context) => <AccessGranted user={user} context={context} />,
    // The main user's access was never given by anyone: a phone's card has no line for it.
    inCard: (user) => user.accessGrantedBy !== null,
  },
  {
    id: "actions",
    header: (t) => t("users.list.columns.actions"),
    cell: (user, context) => <UserActions user={user} context={context} />,
    inCard: false,
    narrow: true,
    headerHidden: true,
  },
];
