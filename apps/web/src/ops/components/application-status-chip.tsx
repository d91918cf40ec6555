import type { ApplicationStatus } from "@portal/contracts";
import { useTexts } from "../lib/use-texts";
import { type Tone, ToneChip } from "./tone-chip";

const toneOf: Record<ApplicationStatus, Tone> = {
  draft: "neutral",
  inReview: "info",
  changesRequested: "warning",
  rejected: "danger",
  live: "success",
  disabled: "danger",
  suspended: "danger",
};

/** An application's status in the console's words, coloured by what it means for the merchant. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTexts();
  return <ToneChip label={t(`ops.applicationStatuses.${status}`)} tone={toneOf[status]} />;
}
