import { Link, Stack, Typography } from "@mui/material";
import type { ContractQueueItem } from "@portal/contracts";
import { generatePath, Link as RouterLink } from "react-router";
import { ApplicationStatusChip } from "../../components/application-status-chip";
import { paths } from "../../config/paths";
import { column } from "../../lib/columns";

export const contractPath = (appId: string) => generatePath(paths.contract, { appId });

/**
 * The queue's row, handed to the contract's screen with the link: the API has no call for one
 * waiting contract, so the screen shows what the queue said (or, opened by its address, only the id).
 */
export interface ContractLinkState {
  item?: ContractQueueItem;
}

/** The application's name, the way into the contract for keyboards and screen readers. */
export function ContractLink({ item }: { item: ContractQueueItem }) {
  const state: ContractLinkState = { item };
  return (
    <Link
      component={RouterLink}
      to={contractPath(item.appId)}
      state={state}
      sx={{ fontWeight: 500, overflowWrap: "anywhere" }}
    >
      {item.appName}
    </Link>
  );
}

/** The contract queue's columns (ContractQueueItem). */
export const contractColumns = [
  column<ContractQueueItem>({
    id: "application",
    header: ({ t }) => t("ops.contracts.columns.application"),
    cell: (item) => <ContractLink item={item} />,
    inCard: false,
  }),
  column<ContractQueueItem>({
    id: "merchant",
    header: ({ t }) => t("ops.contracts.columns.merchant"),
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
  column<ContractQueueItem>({
    id: "uploadedAt",
    header: ({ t, format }) => t("ops.contracts.columns.uploadedAt", { zone: format.zone }),
    cell: (item, { format }) => format.dateTime(item.uploadedAt),
    inCard: true,
    noWrap: true,
  }),
  column<ContractQueueItem>({
    id: "applicationStatus",
    header: ({ t }) => t("ops.contracts.columns.applicationStatus"),
    cell: (item) => <ApplicationStatusChip status={item.applicationStatus} />,
    inCard: true,
    noWrap: true,
  }),
];
