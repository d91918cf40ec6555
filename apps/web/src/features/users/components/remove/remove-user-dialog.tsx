import type { AccountUser } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useDeactivateUserMutation, useDeleteUserMutation } from "../../api";

/** Deactivating keeps the person and what they did on the list; deleting removes the person, their actions keep the name. */
export type Removal = "deactivate" | "delete";

interface RemoveUserDialogProps {
  user: AccountUser;
  removal: Removal;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Asks before taking someone's access away, saying how deactivating and deleting differ. */
export function RemoveUserDialog({ user, removal, open, onClose, onDone }: RemoveUserDialogProps) {
  const { t } = useTranslation();
  const [deactivate] = useDeactivateUserMutation();
  const [remove] = useDeleteUserMutation();
  const name = user.fullName;

  if (removal === "deactivate") {
    return (
      <ConfirmDialog
        open={open}
        onClose={onClose}
        title={t("users.deactivate.title", { name })}
        text={t("users.deactivate.text", { name })}
        confirmLabel={t("users.deactivate.confirm")}
        onConfirm={() => deactivate(user.id).unwrap()}
        onDone={() => onDone(t("users.deactivate.done", { name }))}
      />
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t("users.delete.title", { name })}
      text={
        user.status === "deactivated" ? t("users.delete.textDeactivated", { name }) : t("users.delete.text", { name })
      }
      confirmLabel={t("users.delete.confirm")}
      onConfirm={() => remove(user.id).unwrap()}
      onDone={() => onDone(t("users.delete.done", { name }))}
    />
  );
}
