import { Box, LinearProgress } from "@mui/material";
import type { ReactNode } from "react";

/** A list's rows while the next page or another filter loads: dimmed under a thin progress bar, `label` saying so. */
export function RefreshingRows({
  refreshing,
  label,
  children,
}: {
  refreshing: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ position: "relative" }}>
      {refreshing && (
        <LinearProgress aria-label={label} sx={{ position: "absolute", top: 0, left: 0, right: 0, zIndex: 1 }} />
      )}
      <Box sx={{ opacity: refreshing ? 0.6 : 1, transition: "opacity 150ms" }}>{children}</Box>
    </Box>
  );
}
