import { Box, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A whole-page message (not found, crashed): a heading, an explanation and a way on. */
export function StatusScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: "100dvh", display: "grid", placeItems: "center", p: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 560, alignItems: "center", textAlign: "center" }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {children}
      </Stack>
    </Box>
  );
}
