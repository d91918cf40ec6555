import { Chip } from "@mui/material";
import type { UserStatus } from "@portal/contracts";
import type { TFunction } from "i18next";

/** Invited: the set-password link not used yet; active; deactivated: no access, history kept. */
const tones = { invited: "info", active: "success", deactivated: "default" } as const satisfies Record<
  UserStatus,
  string
>;

export function UserStatusChip({ status, t }: { status: UserStatus; t: TFunction }) {
  const tone = tones[status];
  return (
    <Chip
      size="small"
      color={tone}
      variant={tone === "default" ? "outlined" : "filled"}
      label={t(`users.statuses.${status}`)}
    />
  );
}
