import { type Tone, ToneChip } from "../../components/tone-chip";
import { useTexts } from "../../lib/use-texts";
import type { DifferenceStatus } from "./api";

const statusTone: Record<Exclude<DifferenceStatus, "all">, Tone> = {
  open: "danger",
  explained: "info",
  resolved: "success",
};

/** Where a difference stands: open (finance's to look at), explained with a note, or resolved by a later run. */
export function DifferenceStatusChip({ status }: { status: Exclude<DifferenceStatus, "all"> }) {
  const { t } = useTexts();
  return <ToneChip label={t(`ops.differenceStatuses.${status}`)} tone={statusTone[status]} />;
}

/** Whether a total's two sides agree: a difference stands out, an agreement does not. */
export function AgreementChip({ agrees }: { agrees: boolean }) {
  const { t } = useTexts();
  return agrees ? (
    <ToneChip label={t("ops.reconciliationDay.totals.agrees")} tone="success" />
  ) : (
    <ToneChip label={t("ops.reconciliationDay.totals.differs")} tone="danger" />
  );
}
