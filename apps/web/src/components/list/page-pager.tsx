import { Box, TablePagination } from "@mui/material";
import { PAGE_SIZE } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";

/** Offset paging over an exactly counted list (wallet operations, payouts): "11–20 of 57" and the four moves, no choice of page size (SPEC §9). */
export function PagePager({
  data,
  onPage,
}: {
  data: { page: number; size: number; totalElements: number };
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { formatNumber } = useFormat();
  return (
    <Box component="nav" aria-label={t("common.pager.pages.label")}>
      <TablePagination
        component="div"
        count={data.totalElements}
        page={data.page}
        rowsPerPage={data.size || PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_event, page) => onPage(page)}
        showFirstButton
        showLastButton
        labelDisplayedRows={({ from, to, count }) =>
          t("common.pager.displayedRows", {
            from: formatNumber(from),
            to: formatNumber(to),
            count: formatNumber(count),
          })
        }
        getItemAriaLabel={(type) => t(`common.pager.pages.${type}`)}
      />
    </Box>
  );
}
