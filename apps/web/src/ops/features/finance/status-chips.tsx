import type { BankTransferState, PayoutBatchStatus, StatementLineOutcome } from "@portal/contracts";
import { type Tone, ToneChip } from "../../components/tone-chip";
import { useTexts } from "../../lib/use-texts";

const batchTone: Record<PayoutBatchStatus, Tone> = { prepared: "warning", approved: "success", discarded: "neutral" };

/** A batch's status: waiting for its second operator, approved (its file written), or discarded. */
export function BatchStatusChip({ status }: { status: PayoutBatchStatus }) {
  const { t } = useTexts();
  return <ToneChip label={t(`ops.batchStatuses.${status}`)} tone={batchTone[status]} />;
}

const transferTone: Record<BankTransferState, Tone> = {
  queued: "neutral",
  batched: "info",
  sent: "success",
  returned: "danger",
};

/** Where a bank transfer stands: queued, in a batch, booked by the bank, or returned. */
export function TransferStateChip({ state }: { state: BankTransferState }) {
  const { t } = useTexts();
  return <ToneChip label={t(`ops.transferStates.${state}`)} tone={transferTone[state]} />;
}

/** What needs finance's eye (a line not ours, or ours with another amount) stands out; what changed nothing does not. */
export const outcomeTone: Record<StatementLineOutcome, Tone> = {
  sent: "success",
  returned: "warning",
  duplicate: "neutral",
  unknown: "danger",
  mismatch: "danger",
  ignored: "neutral",
};

/** What one line of a statement did. */
export function OutcomeChip({ outcome }: { outcome: StatementLineOutcome }) {
  const { t } = useTexts();
  return <ToneChip label={t(`ops.statementOutcomes.${outcome}`)} tone={outcomeTone[outcome]} />;
}
