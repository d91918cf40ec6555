import type { OperationKind, Transaction } from "@portal/contracts";
import { AmountOperationDialog } from "./amount-operation-dialog";
import { ReversalDialog } from "./reversal-dialog";

export interface OperationDialogProps {
  kind: OperationKind;
  transaction: Transaction;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The dialog of one operation; loaded the first time the user heads for one (transaction-actions.tsx). */
export function OperationDialog({ kind, ...props }: OperationDialogProps) {
  return kind === "reversal" ? <ReversalDialog {...props} /> : <AmountOperationDialog kind={kind} {...props} />;
}
