import { Box, Link, Stack, Typography } from "@mui/material";
import type { ReviewQueueItem } from "@portal/contracts";
import { generatePath, Link as RouterLink } from "react-router";
import { visuallyHidden } from "@/components/visually-hidden";
import { paths } from "../../config/paths";
import { column } from "../../lib/columns";

export const reviewPath = (appId: string) => generatePath(paths.review, { appId });

/** The application's name, the way into its detail for keyboards and screen readers. */
export function ApplicationLink({ item }: { item: ReviewQueueItem }) {
  return (
    <Link component={RouterLink} to={reviewPath(item.appId)} sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
      {item.appName}
    </Link>
  );
}

/** The review queue's columns (ReviewQueueItem). */
export const reviewColumns = [
  column<ReviewQueueItem>({
    id: "application",
    header: ({ t }) => t("ops.reviews.columns.application"),
    cell: (item) => <ApplicationLink item={item} />,
    inCard: false,
  }),
  column<ReviewQueueItem>({
    id: "merchant",
    header: ({ t }) => t("ops.reviews.columns.merchant"),
    cell: (item) => (
      <Stack>
        <span>{item.merchantName}</span>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ overflowWrap: "anywhere" }}>
          {item.merchantEmail}
        </Typography>
      </Stack>
    ),
    inCard: true,
  }),
  column<ReviewQueueItem>({
    id: "type",
    header: ({ t }) => t("ops.reviews.columns.type"),
    cell: (item, { t }) => t(`ops.accountTypes.${item.accountType}`),
    inCard: true,
    noWrap: true,
  }),
  column<ReviewQueueItem>({
    id: "category",
    header: ({ t }) => t("ops.reviews.columns.category"),
    cell: (item, { t }) => t(`ops.categories.${item.category}`),
    inCard: true,
  }),
  column<ReviewQueueItem>({
    id: "sentAt",
    header: ({ t, format }) => t("ops.reviews.columns.sentAt", { zone: format.zone }),
    cell: (item, { format }) => format.dateTime(item.submittedAt),
    inCard: true,
    noWrap: true,
  }),
  column<ReviewQueueItem>({
    id: "contract",
    header: ({ t }) => t("ops.reviews.columns.contract"),
    cell: (item, { t }) => t(`ops.contractStatuses.${item.contractStatus}`),
    inCard: true,
    noWrap: true,
  }),
  column<ReviewQueueItem>({
    id: "approvals",
    header: ({ t }) => t("ops.reviews.columns.approvals"),
    cell: (item, { t }) => {
      const counts = { approvals: item.approvals, needed: item.approvalsNeeded };
      // "1 / 2" to the eye; "1 of 2 approvals" to a screen reader.
      return (
        <>
          <span aria-hidden>{t("ops.reviews.approvals", counts)}</span>
          <Box component="span" sx={visuallyHidden}>
            {t("ops.reviews.approvalsSpoken", counts)}
          </Box>
        </>
      );
    },
    inCard: true,
    noWrap: true,
    numeric: true,
  }),
];
