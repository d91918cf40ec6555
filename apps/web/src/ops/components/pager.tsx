import { Box, TablePagination } from "@mui/material";
import { useFormat } from "../lib/format";
import { useTexts } from "../lib/use-texts";

/** Offset paging over a counted list: "21–40 of 57" and the four moves. */
export function Pager({
  data,
  onPage,
}: {
  data: { page: number; size: number; totalElements: number };
  onPage: (page: number) => void;
}) {
  const { t } = useTexts();
  const { number } = useFormat();
  if (data.totalElements <= data.size && data.page === 0) return null;
  return (
    <Box component="nav" aria-label={t("ops.pager.label")}>
      <TablePagination
        component="div"
        count={data.totalElements}
        page={data.page}
        rowsPerPage={data.size}
        rowsPerPageOptions={[]}
        onPageChange={(_event, page) => onPage(page)}
        showFirstButton
        showLastButton
        labelDisplayedRows={({ from, to, count }) =>
          t("ops.pager.displayedRows", { from: number(from), to: number(to), count: number(count) })
        }
        getItemAriaLabel={(type) => t(`ops.pager.${type}`)}
      />
    </Box>
  );
}
