import { Chip, Link, Stack, Typography } from "@mui/material";
import type { MerchantSearchResult } from "@portal/contracts";
import { generatePath, Link as RouterLink } from "react-router";
import { paths } from "../../config/paths";
import { column, type ListContext } from "../../lib/columns";
import { useTexts } from "../../lib/use-texts";

export const merchantPath = (accountId: string) => generatePath(paths.merchant, { accountId });

/** What the account's screen takes back with it: the search it was opened from. */
export interface MerchantLinkState {
  search?: string;
}

export interface MerchantListContext extends ListContext {
  /** The search the results are of (`?q=…`), for the way back from an account. */
  search: string;
}

/** The owner's name, the way into the account for keyboards and screen readers. */
export function MerchantLink({ merchant, search }: { merchant: MerchantSearchResult; search: string }) {
  const state: MerchantLinkState = { search };
  return (
    <Link
      component={RouterLink}
      to={merchantPath(merchant.accountId)}
      state={state}
      sx={{ fontWeight: 500, overflowWrap: "anywhere" }}
    >
      {merchant.ownerName}
    </Link>
  );
}

/** Suspended, or nothing to say. */
export function SuspendedChip() {
  const { t } = useTexts();
  return (
    <Chip size="small" label={t("ops.merchants.suspended")} sx={{ bgcolor: "error.dark", color: "common.white" }} />
  );
}

/** The search's results (MerchantSearchResult). */
export const merchantColumns = [
  column<MerchantSearchResult, MerchantListContext>({
    id: "owner",
    header: ({ t }) => t("ops.merchants.columns.owner"),
    cell: (merchant, { search }) => <MerchantLink merchant={merchant} search={search} />,
    inCard: false,
  }),
  column<MerchantSearchResult, MerchantListContext>({
    id: "contact",
    header: ({ t }) => t("ops.merchants.columns.contact"),
    cell: (merchant) => (
      <Stack>
        <span style={{ overflowWrap: "anywhere" }}>{merchant.email}</span>
        <Typography variant="body2" color="text.secondary" component="span">
          {merchant.phone}
        </Typography>
      </Stack>
    ),
    inCard: true,
  }),
  column<MerchantSearchResult, MerchantListContext>({
    id: "companies",
    header: ({ t }) => t("ops.merchants.columns.companies"),
    cell: (merchant) => merchant.companyNames.join(", "),
    inCard: (merchant) => merchant.companyNames.length > 0,
  }),
  column<MerchantSearchResult, MerchantListContext>({
    id: "applications",
    header: ({ t }) => t("ops.merchants.columns.applications"),
    cell: (merchant, { format }) => format.number(merchant.applications),
    inCard: true,
    numeric: true,
    noWrap: true,
  }),
  column<MerchantSearchResult, MerchantListContext>({
    id: "registeredAt",
    header: ({ t, format }) => t("ops.merchants.columns.registeredAt", { zone: format.zone }),
    cell: (merchant, { format }) => format.dateTime(merchant.createdAt),
    inCard: true,
    noWrap: true,
  }),
  column<MerchantSearchResult, MerchantListContext>({
    id: "status",
    header: ({ t }) => t("ops.merchants.columns.status"),
    cell: (merchant, { t }) => (merchant.suspended ? <SuspendedChip /> : t("ops.merchants.active")),
    inCard: true,
    noWrap: true,
  }),
];
