import BlockOutlined from "@mui/icons-material/BlockOutlined";
import CreditCardOutlined from "@mui/icons-material/CreditCardOutlined";
import ErrorOutlineOutlined from "@mui/icons-material/ErrorOutlineOutlined";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";
import UndoOutlined from "@mui/icons-material/UndoOutlined";
import { Box, ListItem, Stack, Typography } from "@mui/material";
import type { RecentActivityItem, RecentActivityKind } from "@portal/contracts";
import { generatePath, Link as RouterLink } from "react-router";
import { StatusChip } from "@/components/status-chip";
import { useBillingFormat } from "@/lib/use-billing-format";
import { paths } from "@/light/paths";
import { useDashboardTranslation } from "../use-dashboard-translation";

const kindIcons = {
  payment: CreditCardOutlined,
  failedAttempt: ErrorOutlineOutlined,
  capture: TaskAltOutlined,
  refund: UndoOutlined,
  reversal: BlockOutlined,
} as const satisfies Record<RecentActivityKind, unknown>;

/**
 * One payment, failed attempt or operation, the whole row a link to its transaction's detail
 * (the operation detail screen the transactions list opens): kind, customer and application,
 * when, amount, and the transaction's status now. A failed attempt reads apart from payments:
 * its own icon and colour, and its amount marked as not taken. A plain link rather than MUI's
 * ListItemButton: that one would be split out of the shell's chunk for every screen.
 */
export function ActivityItem({ item }: { item: RecentActivityItem }) {
  const { t } = useDashboardTranslation();
  const format = useBillingFormat();
  const Icon = kindIcons[item.kind];
  const failed = item.kind === "failedAttempt";
  return (
    <ListItem disablePadding divider>
      <Box
        component={RouterLink}
        to={generatePath(paths.billing.operations, { id: item.transactionId })}
        sx={{
          display: "flex",
          width: "100%",
          gap: 1.5,
          px: { xs: 1, sm: 2 },
          py: 1.5,
          color: "inherit",
          textDecoration: "none",
          "&:hover": { bgcolor: "action.hover" },
        }}
      >
        <Icon color={failed ? "error" : "secondary"} aria-hidden sx={{ alignSelf: "flex-start", mt: 0.25 }} />
        <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: "bold", color: failed ? "error.dark" : undefined }}>
            {t(`dashboard.recent.kinds.${item.kind}`)}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
            {t("dashboard.recent.who", { customer: item.customer, application: item.appName })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {format.dateTime(item.at)}
          </Typography>
        </Stack>
        <Stack spacing={0.5} sx={{ alignItems: "flex-end", flexShrink: 0 }}>
          <Typography
            sx={{
              fontWeight: failed ? undefined : "bold",
              color: failed ? "text.secondary" : undefined,
              whiteSpace: "nowrap",
              fontVariantNumeric: "tabular-nums",
            }}
          >
            {format.money(item.amount, item.currency)}
          </Typography>
          {failed && (
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
              {t("dashboard.recent.noMoney")}
            </Typography>
          )}
          <StatusChip status={item.status} />
        </Stack>
      </Box>
    </ListItem>
  );
}
