import { Box, Stack, Typography } from "@mui/material";
import type { Payout } from "@portal/contracts";
import type { TFunction } from "i18next";
import type { Column } from "@/components/rows-table";
import type { useBillingFormat } from "@/lib/use-billing-format";
import { PayoutStatusChip } from "./payout-status-chip";
import { ReviewCell, type ReviewContext, reviewRole } from "../review/review-cell";

export interface PayoutCellContext extends ReviewContext {
  t: TFunction;
  format: ReturnType<typeof useBillingFormat>;
}

/** The holder's masked name as the bank gave it, else the masked account: the row's name. */
export const recipientName = ({ recipient }: Payout) => recipient.maskedFullName ?? recipient.account;

/** Where the money went: the masked account, and what it is (bank account, card or mobile wallet) and where. */
function RecipientAccount({ payout, t }: { payout: Payout; t: TFunction }) {
  const { recipient } = payout;
  return (
    <Stack component="span" sx={{ minWidth: 0 }}>
      {/* Fixed-width digits: masked numbers read and compare better. */}
      <Box component="span" sx={{ fontFamily: "monospace", fontSize: "0.8125rem", whiteSpace: "nowrap" }}>
        {recipient.account}
      </Box>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {[t(`payouts.recipient.kinds.${recipient.kind}`), recipient.bankName].filter(Boolean).join(" · ")}
      </Typography>
    </Stack>
  );
}

/** Who receives: the masked name, then where the money went. */
function Recipient({ payout, t }: { payout: Payout; t: TFunction }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: "bold", whiteSpace: "nowrap" }}>
        {recipientName(payout)}
      </Typography>
      <RecipientAccount payout={payout} t={t} />
    </Stack>
  );
}

/** The amount, and what left the wallet with its fee when there was one. */
function Amount({ payout, format, t }: { payout: Payout; format: PayoutCellContext["format"]; t: TFunction }) {
  return (
    <Stack sx={{ alignItems: { md: "flex-end" } }}>
      <Box component="span" sx={{ fontWeight: "bold", whiteSpace: "nowrap" }}>
        {format.money(payout.amount, payout.currency)}
      </Box>
      {payout.fee > 0 && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
          {t("payouts.list.withFee", {
            fee: format.money(payout.fee, payout.currency),
            total: format.money(payout.amountWithFee, payout.currency),
          })}
        </Typography>
      )}
    </Stack>
  );
}

/** Why a payout waits (or waited) for review, written out so every key is found by name. */
const reviewReasonTexts = {
  threshold: "payouts.list.reviewReasons.threshold",
  newRecipient: "payouts.list.reviewReasons.newRecipient",
} as const;

/** The status, why it waited for review, and why it stopped: the bank's words, or the reviewer's. */
export function Status({ payout, t }: { payout: Payout; t: TFunction }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: "flex-start", minWidth: 0 }}>
      <PayoutStatusChip status={payout.status} />
      {payout.reviewReasons.map((reason) => (
        <Typography
          key={reason}
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ overflowWrap: "anywhere" }}
        >
          {t(reviewReasonTexts[reason])}
        </Typography>
      ))}
      {payout.failureReason && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {t("payouts.list.reason", { reason: payout.failureReason })}
        </Typography>
      )}
    </Stack>
  );
}

/** Who made it, and who reviewed it (SPEC §6: four eyes). */
function People({ payout, t }: { payout: Payout; t: TFunction }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ overflowWrap: "anywhere" }}>
        {t("payouts.list.madeBy", { name: payout.createdBy.name })}
      </Typography>
      {payout.reviewedBy && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {payout.status === "rejected"
            ? t("payouts.list.rejectedBy", { name: payout.reviewedBy.name })
            : t("payouts.list.approvedBy", { name: payout.reviewedBy.name })}
        </Typography>
      )}
    </Stack>
  );
}

/** The payouts list's columns (STYLE: one module per resource's columns); the recipient's name and the status head a phone's card. */
export const payoutColumns: Column<Payout, PayoutCellContext>[] = [
  {
    id: "createdAt",
    header: (t, { format }) => format.inZone(t("payouts.list.columns.date")),
    cell: (payout, { format }) => format.dateTime(payout.createdAt),
    inCard: true,
    noWrap: true,
  },
  {
    id: "recipient",
    header: (t) => t("payouts.list.columns.recipient"),
    cell: (payout, { t }) => <Recipient payout={payout} t={t} />,
    inCard: false,
  },
  {
    // The card's head names the recipient; the card says where the money went.
    id: "account",
    header: (t) => t("payouts.list.columns.account"),
    cell: (payout, { t }) => <RecipientAccount payout={payout} t={t} />,
    inCard: true,
    inTable: false,
  },
  {
    id: "amount",
    header: (t) => t("payouts.list.columns.amount"),
    cell: (payout, { format, t }) => <Amount payout={payout} format={format} t={t} />,
    inCard: true,
    numeric: true,
  },
  {
    id: "status",
    header: (t) => t("payouts.list.columns.status"),
    cell: (payout, { t }) => <Status payout={payout} t={t} />,
    inCard: false,
  },
  {
    id: "people",
    header: (t) => t("payouts.list.columns.people"),
    cell: (payout, { t }) => <People payout={payout} t={t} />,
    inCard: true,
  },
  {
    id: "review",
    header: (t) => t("payouts.list.columns.review"),
    cell: (payout, context) => (
      <ReviewCell
        payout={payout}
        context={context}
        t={context.t}
        what={{ amount: context.format.money(payout.amount, payout.currency), recipient: recipientName(payout) }}
      />
    ),
    // Nothing to say for most payouts: a phone's card then has no line for it.
    inCard: (payout, context) => reviewRole(payout, context) !== null,
  },
];
