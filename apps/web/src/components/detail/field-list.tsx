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
/** The list's own width from which a label and its value share a line. */
const SIDE_BY_SIDE_FROM = "22rem";

/**
 * Labels and values as a description list: side by side where the list itself has room (a
 * container query in rem, so a narrow card, or text the reader made larger, stacks them),
 * stacked otherwise.
 */
export function FieldList({ items }: { items: FieldItem[] }) {
  return (
    <Box sx={{ containerType: "inline-size" }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: "grid",
          gridTemplateColumns: "minmax(0, 1fr)",
          columnGap: 3,
          rowGap: 0.25,
          "& dt": { mt: 1 },
          [`@container (min-width: ${SIDE_BY_SIDE_FROM})`]: {
            gridTemplateColumns: "minmax(8rem, max-content) minmax(0, 1fr)",
            rowGap: 1.25,
            "& dt": { mt: 0 },
          },
        }}
      >
        {items.map(({ label, value, code }) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                overflowWrap: "anywhere",
                fontFamily: code ? "monospace" : undefined,
                letterSpacing: code ? 0.5 : undefined,
              }}
            >
              {value === null || value === undefined || value === "" ? EMPTY : value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
