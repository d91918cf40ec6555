import { Paper, Stack, Typography } from "@mui/material";
import { type ReactNode, useId } from "react";

/** A detail screen's sections side by side from 1200 px, one column below. */
export const detailColumns = {
  display: "grid",
  gap: 3,
  alignItems: "start",
  gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
} as const;

/** One part of a detail screen: a region named by its `h2`. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack spacing={2}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
