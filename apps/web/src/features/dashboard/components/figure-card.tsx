import { Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

interface FigureCardProps {
  label: string;
  value: string;
  /** What the figure counts, in words (the contracts define each figure once). */
  hint: string;
  /** The comparison with the previous period, or a way to try again. */
  footer?: ReactNode;
}

/**
 * One figure: what it is, how much, what it counts and how it compares. A group of a `dl`
 * (its `dt` and `dd`s directly inside), so a screen reader reads the label with its value.
 */
export function FigureCard({ label, value, hint, footer }: FigureCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0, display: "flex", flexDirection: "column", gap: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="h6"
        sx={{ m: 0, overflowWrap: "anywhere", fontVariantNumeric: "tabular-nums" }}
      >
        {value}
      </Typography>
      {footer && (
        <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
          {footer}
        </Typography>
      )}
      <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
        {hint}
      </Typography>
    </Paper>
  );
}
