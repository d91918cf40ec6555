import { Box, Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { LanguageSelect } from "./language-select";

/** The signed-out screens (sign-in, set-up): the page's `h1` over one card, and the language choice. */
export function SignedOutLayout({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{ minHeight: "100dvh", bgcolor: "background.default", display: "grid", placeItems: "center", p: 2 }}
    >
      <Stack spacing={2} sx={{ width: "100%", maxWidth: wide ? 640 : 440 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "space-between" }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <LanguageSelect />
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
