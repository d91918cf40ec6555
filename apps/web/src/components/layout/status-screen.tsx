import { Box, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { TestModeBanner } from "@/components/test-mode-banner";

/** A whole-page message (not found, crashed): a heading, an explanation and a way on. */
export function StatusScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column" }}>
      <TestModeBanner sx={{ borderRadius: 0 }} />
      <Box component="main" sx={{ flexGrow: 1, display: "grid", placeItems: "center", p: 3 }}>
        <Stack spacing={2} sx={{ maxWidth: 560, alignItems: "center", textAlign: "center" }}>
          <Typography component="h1" variant="h4">
            {title}
          </Typography>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
