import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTexts } from "../lib/use-texts";

export interface Detail {
  label: string;
  /** Empty: "Not given". */
  value: ReactNode;
}

/** Label and value pairs as a description list: two columns on a wide screen, one under another on a phone. */
export function Details({ items }: { items: readonly Detail[] }) {
  const { t } = useTexts();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "minmax(140px, 220px) 1fr" },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {items.map(({ label, value }) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
            {value === "" || value === null || value === undefined ? (
              <Box component="span" sx={{ color: "text.secondary" }}>
                {t("ops.notGiven")}
              </Box>
            ) : (
              value
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
