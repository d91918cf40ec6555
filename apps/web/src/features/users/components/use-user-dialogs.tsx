import type { AccountUser } from "@portal/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserAction } from "../access";
import type { Removal } from "./remove/remove-user-dialog";

// The dialogs bring their forms (react-hook-form, the contracts' rules) and the drawer its list: each loads when first wanted.
const loadCreate = () => import("./create/create-user-dialog");
const CreateUserDialog = lazy(() => loadCreate().then((m) => ({ default: m.CreateUserDialog })));
const EditAccessDialog = lazy(() => import("./edit/edit-access-dialog").then((m) => ({ default: m.EditAccessDialog })));
const RemoveUserDialog = lazy(() =>
  import("./remove/remove-user-dialog").then((m) => ({ default: m.RemoveUserDialog })),
);
const UserActivityDrawer = lazy(() =>
  import("./activity/user-activity-drawer").then((m) => ({ default: m.UserActivityDrawer })),
);
const NoticeSnackbar = lazy(() => import("@/components/notice-snackbar").then((m) => ({ default: m.NoticeSnackbar })));

/** Starts fetching the new-user dialog: pointing at or focusing its button calls it. */
export const preloadCreateDialog = () => void loadCreate();

type Shown =
  | { kind: "create" }
  | { kind: "editAccess"; user: AccountUser }
  | { kind: "remove"; user: AccountUser; removal: Removal }
  | { kind: "activity"; user: AccountUser };

interface Opening {
  shown: Shown;
  open: boolean;
  /** Counts the openings: each mounts its dialog anew (its `key`), with a fresh form. */
  opening: number;
}

/** The users screen's dialogs and drawer: the one open, and the word that something was done. */
export function useUserDialogs() {
  const { t } = useTranslation();
  const [opening, setOpening] = useState<Opening | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const show = (shown: Shown) => setOpening((last) => ({ shown, open: true, opening: (last?.opening ?? 0) + 1 }));
  const close = () => setOpening((last) => last && { ...last, open: false });

  const onAction = (user: AccountUser, action: UserAction) => {
    if (action === "editAccess") show({ kind: "editAccess", user });
    else if (action === "activity") show({ kind: "activity", user });
    else show({ kind: "remove", user, removal: action });
  };

  const dialog = () => {
    if (!opening) return null;
    const { shown, open, opening: key } = opening;
    switch (shown.kind) {
      case "create":
        return <CreateUserDialog key={key} open={open} onClose={close} onAnother={() => show({ kind: "create" })} />;
      case "editAccess":
        return (
          <EditAccessDialog
            key={key}
            open={open}
            onClose={close}
            user={shown.user}
            onDone={(user) => setNotice(t("users.edit.done", { name: user.fullName }))}
          />
        );
      case "remove":
        return (
          <RemoveUserDialog
            key={key}
            open={open}
            onClose={close}
            user={shown.user}
            removal={shown.removal}
            onDone={setNotice}
          />
        );
      case "activity":
        return <UserActivityDrawer key={key} open={open} onClose={close} user={shown.user} />;
    }
  };

  const dialogs = (
    <>
      <Suspense fallback={null}>{dialog()}</Suspense>
      {/* Only something done in a dialog is noticed: it loads with the first one. */}
      {opening && (
        <Suspense fallback={null}>
          <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
        </Suspense>
      )}
    </>
  );
  return { create: () => show({ kind: "create" }), onAction, dialogs };
}
