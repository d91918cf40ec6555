import { Stack, Typography } from "@mui/material";
import { type ReactNode, useId } from "react";

/** One part of the security section (the authenticator, passkeys, recovery codes …): a group named by its `h3`. */
export function MethodBlock({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: "fontWeightBold" }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
