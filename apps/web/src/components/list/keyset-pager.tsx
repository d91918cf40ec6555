import FirstPage from "@mui/icons-material/FirstPage";
import KeyboardArrowLeft from "@mui/icons-material/KeyboardArrowLeft";
import KeyboardArrowRight from "@mui/icons-material/KeyboardArrowRight";
import LastPage from "@mui/icons-material/LastPage";
import { IconButton, Stack, Typography } from "@mui/material";
import { PAGE_SIZE } from "@portal/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { type KeysetPage, knownPageOf, type ListPosition, type PageMove, pageMovesOf } from "@/lib/keyset-paging";

interface KeysetPagerProps {
  position: ListPosition;
  data: KeysetPage;
  onMove: (move: PageMove) => void;
}

/**
 * Where the page is in the list ("11–20 of 57", "of 1,000+" past the count's cap, "Last page"
 * where nobody counted) and the four moves, each a labelled button. For any list paged by
 * the server's keyset cursors (`@/lib/keyset-paging`).
 */
export function KeysetPager({ position, data, onMove }: KeysetPagerProps) {
  const { t } = useTranslation();
  const { formatNumber } = useFormat();
  const known = knownPageOf(position, data);
  const moves = pageMovesOf(position, data);
  // Past the server's count cap, `totalElements` is the cap: at least that many.
  const count = data.totalCapped ? `${formatNumber(data.totalElements)}+` : formatNumber(data.totalElements);
  const size = data.size || PAGE_SIZE;
  const fromEnd = "fromEnd" in position ? position.fromEnd : 1;

  let shown: string;
  if (known !== null) {
    const first = known * size + 1;
    shown = t("common.pager.displayedRows", {
      from: formatNumber(first),
      to: formatNumber(first + data.content.length - 1),
      count,
    });
  } else if (fromEnd > 1) {
    shown = t("common.pager.pageFromEnd", { number: formatNumber(fromEnd), count });
  } else {
    shown = t("common.pager.lastPage", { count });
  }

  const button = (move: PageMove | null, label: string, icon: ReactNode) => (
    <IconButton aria-label={label} disabled={!move} onClick={() => move && onMove(move)}>
      {icon}
    </IconButton>
  );

  return (
    <Stack
      component="nav"
      aria-label={t("common.pager.pages.label")}
      direction="row"
      sx={{ alignItems: "center", justifyContent: "flex-end", flexWrap: "wrap", columnGap: 2, py: 1 }}
    >
      <Typography variant="body2" aria-live="polite">
        {shown}
      </Typography>
      <Stack direction="row">
        {button(moves.first, t("common.pager.pages.first"), <FirstPage />)}
        {button(moves.previous, t("common.pager.pages.previous"), <KeyboardArrowLeft />)}
        {button(moves.next, t("common.pager.pages.next"), <KeyboardArrowRight />)}
        {button(moves.last, t("common.pager.pages.last"), <LastPage />)}
      </Stack>
    </Stack>
  );
}
