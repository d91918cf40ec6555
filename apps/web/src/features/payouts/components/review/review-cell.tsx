import Check from "@mui/icons-material/Check";
import Close from "@mui/icons-material/Close";
import HourglassEmpty from "@mui/icons-material/HourglassEmpty";
import { Button, Stack, Typography } from "@mui/material";
import type { Payout } from "@portal/contracts";
import type { TFunction } from "i18next";

export type ReviewAction = "approve" | "reject";

export interface ReviewContext {
  /** The signed-in user: nobody reviews their own payout. */
  userId: string;
  /** The user holds Payout review (SPEC §6). */
  mayReview: boolean;
  onReview: (payout: Payout, action: ReviewAction) => void;
}

/**
 * What the signed-in user sees of a payout's review: its maker waits for someone else; another
 * user with Payout review may approve or reject it; anyone else, nothing (the status says it).
 */
export function reviewRole(payout: Payout, { userId, mayReview }: ReviewContext): "maker" | "reviewer" | null {
  if (payout.status !== "review") return null;
  if (payout.createdBy.id === userId) return "maker";
  return mayReview ? "reviewer" : null;
}

/** Approve and Reject, each asking first; or "Waiting for review" for the payout's maker. */
export function ReviewCell({
  payout,
  context,
  t,
  what,
}: {
  payout: Payout;
  context: ReviewContext;
  t: TFunction;
  what: { amount: string; recipient: string };
}) {
  const role = reviewRole(payout, context);
  if (role === "maker") {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", color: "text.secondary" }}>
        <HourglassEmpty fontSize="small" aria-hidden />
        <Typography component="span" variant="body2">
          {t("payouts.review.waiting")}
        </Typography>
      </Stack>
    );
  }
  if (role !== "reviewer") return null;
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
      <Button
        variant="contained"
        size="small"
        startIcon={<Check />}
        aria-label={t("payouts.review.approveLabel", what)}
        onClick={() => context.onReview(payout, "approve")}
        sx={{ whiteSpace: "nowrap" }}
      >
        {t("payouts.review.approve")}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<Close />}
        aria-label={t("payouts.review.rejectLabel", what)}
        onClick={() => context.onReview(payout, "reject")}
        sx={{ whiteSpace: "nowrap" }}
      >
        {t("payouts.review.reject")}
      </Button>
    </Stack>
  );
}
