import { Box, TablePagination } from "@mui/material";
import { WALLET_PAGE_SIZE, type WalletOperationPage } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";

/** Offset paging over an exactly counted list: "11–20 of 57" and the four moves, no choice of page size (SPEC §9). */
export function OperationsPager({ data, onPage }: { data: WalletOperationPage; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormat();
  return (
    <Box component="nav" aria-label={t("common.pager.pages.label")}>
      <TablePagination
        component="div"
        count={data.totalElements}
        page={data.page}
        rowsPerPage={data.size || WALLET_PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_event, page) => onPage(page)}
        showFirstButton
        showLastButton
        labelDisplayedRows={({ from, to, count }) =>
          t("common.pager.displayedRows", { from: formatNumber(from), to: formatNumber(to), count: formatNumber(count) })
        }
        getItemAriaLabel={(type) => t(`common.pager.pages.${type}`)}
      />
    </Box>
  );
}
