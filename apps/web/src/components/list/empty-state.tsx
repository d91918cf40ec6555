import { Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** What to do about it: make the first one, or clear the filters. */
  action?: ReactNode;
}

/** A list with nothing to show: why, and what to do next. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 } }}>
      <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center", maxWidth: 480, mx: "auto" }}>
        {icon}
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        {action}
      </Stack>
    </Paper>
  );
}
