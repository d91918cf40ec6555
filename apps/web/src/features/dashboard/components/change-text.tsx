import { Box, Typography } from "@mui/material";
import { darken } from "@mui/material/styles";
import type { Change } from "../comparison";
import { useDashboardTranslation } from "../use-dashboard-translation";
import { useFigureFormat } from "../use-figure-format";
import { visuallyHidden } from "@/components/visually-hidden";

// Signs and arrows are symbols, the same in every language; U+2212 is the minus sign proper.
const marks = {
  up: { sign: "+", arrow: " ▲" },
  down: { sign: "\u2212", arrow: " ▼" },
  same: { sign: "", arrow: "" },
} as const;

interface ChangeTextProps {
  change: Change;
  /** Percent of the previous value, or percentage points of a rate. */
  unit: "percent" | "points";
  /** A rise of refunds is bad news: coloured as such. */
  higherIsBetter: boolean;
}

/**
 * "+12% ▲" or "−5% ▼" against the previous period, green when good and red when bad (both
 * dark enough to read on white); a screen reader hears it said in words instead.
 */
export function ChangeText({ change, unit, higherIsBetter }: ChangeTextProps) {
  const { t } = useDashboardTranslation();
  const format = useFigureFormat();
  const size =
    unit === "percent"
      ? format.percent(change.size)
      : t("dashboard.totals.points", { value: format.decimal(change.size) });
  const { sign, arrow } = marks[change.direction];
  const good = change.direction === "same" ? null : (change.direction === "up") === higherIsBetter;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={(theme) => ({
        fontWeight: "bold",
        whiteSpace: "nowrap",
        color:
          good === null
            ? theme.palette.text.secondary
            : good
              ? darken(theme.palette.success.main, 0.5)
              : theme.palette.error.dark,
      })}
    >
      <span aria-hidden="true">{`${sign}${size}${arrow}`}</span>
      <Box component="span" sx={visuallyHidden}>
        {t(`dashboard.totals.change.${change.direction}`, { change: size })}
      </Box>
    </Typography>
  );
}
