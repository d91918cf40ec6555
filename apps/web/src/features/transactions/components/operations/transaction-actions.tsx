import Block from "@mui/icons-material/Block";
import MoreVert from "@mui/icons-material/MoreVert";
import TaskAlt from "@mui/icons-material/TaskAlt";
import Undo from "@mui/icons-material/Undo";
import { Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Stack } from "@mui/material";
import type { GuardedAction, OperationKind, Transaction } from "@portal/contracts";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { useMay } from "@/lib/permissions";
import { allowedOperations } from "../../operation-rules";

// The dialogs bring the form (react-hook-form, the contracts' rules): they load when the user
// heads for an operation, not with the screen; pointing at or focusing a button starts the fetch.
const loadDialog = () => import("./operation-dialog");
const OperationDialog = lazy(() => loadDialog().then((m) => ({ default: m.OperationDialog })));

/** SPEC §6: the guarded action each operation is. */
const actionOf = { refund: "refund", capture: "completeHold", reversal: "cancelHold" } as const satisfies Record<
  OperationKind,
  GuardedAction
>;

const icons: Record<OperationKind, ReactNode> = { refund: <Undo />, capture: <TaskAlt />, reversal: <Block /> };

/**
 * The operations the transaction's state allows and the user may do, the dialog of the one
 * chosen and the word that it is done. Each opening mounts the dialog anew (its `key`),
 * so each has its own form and Idempotency-Key.
 */
function useOperations(transaction: Transaction) {
  const { t } = useTranslation();
  const may: Record<OperationKind, boolean> = {
    refund: useMay(actionOf.refund),
    capture: useMay(actionOf.capture),
    reversal: useMay(actionOf.reversal),
  };
  // When the screen was opened: a hold lapsing while it stays open is refused by the server (HOLD_EXPIRED).
  const [now] = useState(() => new Date());
  const offered = allowedOperations(transaction, now).filter((kind) => may[kind]);
  const [dialog, setDialog] = useState<{ kind: OperationKind; open: boolean; opening: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const labels: Record<OperationKind, string> = {
    refund: t("transactions.operations.refund.open"),
    capture: t("transactions.operations.capture.open"),
    reversal: t("transactions.operations.reversal.open"),
  };
  const start = (kind: OperationKind) => setDialog((last) => ({ kind, open: true, opening: (last?.opening ?? 0) + 1 }));

  const dialogs = (
    <>
      {dialog && (
        <Suspense fallback={null}>
          <OperationDialog
            key={dialog.opening}
            kind={dialog.kind}
            transaction={transaction}
            open={dialog.open}
            onClose={() => setDialog((last) => last && { ...last, open: false })}
            onDone={setNotice}
          />
        </Suspense>
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
  // Still mounted while a dialog closes or its notice shows, though the operation may have ended what was offered.
  const idle = offered.length === 0 && !dialog?.open && notice === null;
  return { offered, labels, start, dialogs, idle };
}

/**
 * The operation detail's buttons (SPEC §2 "refund, completion and cancellation"): only what
 * the transaction's state allows and the user may do; nothing else, not even disabled.
 */
export function TransactionActions({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const { offered, labels, start, dialogs, idle } = useOperations(transaction);
  if (idle) return null;

  return (
    // A flex gap, not margins: the notice inside is fixed to the foot of the screen and must not move.
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={t("transactions.operations.label")}
      sx={{ flexWrap: "wrap" }}
    >
      {offered.map((kind) => (
        <Button
          key={kind}
          variant={kind === "reversal" ? "outlined" : "contained"}
          color={kind === "reversal" ? "error" : "primary"}
          sx={kind === "reversal" ? { color: "error.dark", borderColor: "error.dark" } : undefined}
          startIcon={icons[kind]}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => start(kind)}
        >
          {labels[kind]}
        </Button>
      ))}
      {dialogs}
    </Stack>
  );
}

/** The same for a row of the transactions list: an icon button that opens a menu of the operations. */
export function TransactionActionsMenu({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const { offered, labels, start, dialogs, idle } = useOperations(transaction);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (idle) return null;

  return (
    <>
      {offered.length > 0 && (
        <IconButton
          aria-label={t("transactions.operations.menu", { orderId: transaction.orderId })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            void loadDialog();
          }}
        >
          <MoreVert />
        </IconButton>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {offered.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              start(kind);
            }}
            sx={kind === "reversal" ? { color: "error.dark" } : undefined}
          >
            <ListItemIcon sx={kind === "reversal" ? { color: "error.dark" } : undefined}>{icons[kind]}</ListItemIcon>
            <ListItemText>{labels[kind]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {dialogs}
    </>
  );
}
