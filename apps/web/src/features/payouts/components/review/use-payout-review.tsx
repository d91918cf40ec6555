import type { Payout } from "@portal/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useBillingFormat } from "@/lib/use-billing-format";
import { useApprovePayoutMutation } from "../../api";
import { recipientName } from "../list/payout-columns";
import { RejectDialog } from "./reject-dialog";
import type { ReviewAction } from "./review-cell";

// What follows a review shows only after one, so it waits too.
const NoticeSnackbar = lazy(() => import("@/components/notice-snackbar").then((m) => ({ default: m.NoticeSnackbar })));
const ErrorSnackbar = lazy(() => import("@/components/error-snackbar").then((m) => ({ default: m.ErrorSnackbar })));

interface Review {
  payout: Payout;
  action: ReviewAction;
  open: boolean;
  /** Counts the openings: each mounts its dialog anew (its `key`), with an empty reason. */
  opening: number;
}

/**
 * The review of a payout (SPEC §6 Payout review): Approve asks first, Reject asks why; then
 * what came of it in a word. The bank may refuse an approved payout: that is said as a failure.
 */
export function usePayoutReview() {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const [review, setReview] = useState<Review | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [approve] = useApprovePayoutMutation();

  const start = (payout: Payout, action: ReviewAction) =>
    setReview((last) => ({ payout, action, open: true, opening: (last?.opening ?? 0) + 1 }));
  const close = () => setReview((last) => last && { ...last, open: false });

  const approved = (payout: Payout) => {
    const amount = format.money(payout.amount, payout.currency);
    if (payout.status === "failed")
      setRefusal(
        t("payouts.review.approvedRefused", { reason: payout.failureReason ?? t("payouts.send.bankRefused") }),
      );
    else if (payout.status === "sent")
      setNotice(t("payouts.review.approvedSent", { amount, recipient: recipientName(payout) }));
    else setNotice(t("payouts.review.approvedInProgress", { amount }));
  };

  const dialogs = (
    <>
      {review?.action === "approve" && (
        <ConfirmDialog
          key={review.opening}
          open={review.open}
          onClose={close}
          title={t("payouts.review.approveTitle")}
          text={t("payouts.review.approveText", {
            amount: format.money(review.payout.amount, review.payout.currency),
            recipient: recipientName(review.payout),
            account: review.payout.recipient.account,
            appName: review.payout.appName,
            createdBy: review.payout.createdBy.name,
          })}
          confirmLabel={t("payouts.review.approve")}
          tone="default"
          onConfirm={() => approve(review.payout.id).unwrap()}
          onDone={approved}
        />
      )}
      {review?.action === "reject" && (
        <RejectDialog
          key={review.opening}
          payout={review.payout}
          open={review.open}
          onClose={close}
          onDone={(payout) =>
            setNotice(
              t("payouts.review.rejected", {
                amount: format.money(payout.amount, payout.currency),
                appName: payout.appName,
              }),
            )
          }
        />
      )}
      {review && (
        <Suspense fallback={null}>
          <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
        </Suspense>
      )}
      {refusal && (
        <Suspense fallback={null}>
          <ErrorSnackbar message={refusal} onClose={() => setRefusal(null)} />
        </Suspense>
      )}
    </>
  );
  return { start, dialogs };
}
