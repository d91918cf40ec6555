import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

export interface FieldItem {
  label: string;
  /** Nothing to show (null, undefined, "") reads as a dash. */
  value: ReactNode;
  /** Codes and card numbers: fixed-width digits read and compare better. */
  code?: boolean;
}

const EMPTY = "—";

/** Labels and values as a description list: side by side from 600 px, stacked below. */
export function FieldList({ items }: { items: FieldItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "minmax(8rem, max-content) minmax(0, 1fr)" },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {items.map(({ label, value, code }) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, overflowWrap: "anywhere", fontFamily: code ? "monospace" : undefined, letterSpacing: code ? 0.5 : undefined }}
          >
            {value === null || value === undefined || value === "" ? EMPTY : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
